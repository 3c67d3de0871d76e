/** The steps of a form (its `steps`: key → title) as tabs; the current one marked; each opens its step. */
export function StepBar({
  steps,
  current,
  onStep,
  disabled = false,
}: {
  steps: Record<string, string> | null | undefined;
  current: string | null;
  onStep(step: string): void;
  disabled?: boolean;
}) {
  const entries = Object.entries(steps ?? {});
  if (entries.length === 0) return null;
  return (
    <nav className="step-bar" aria-label="Шаги">
      <ol>
        {entries.map(([key, title], index) => (
          <li key={key}>
            <button
              type="button"
              className={key === current ? 'step-bar__step step-bar__step--current' : 'step-bar__step'}
              aria-current={key === current ? 'step' : undefined}
              disabled={disabled}
              onClick={() => onStep(key)}
            >
              <span className="step-bar__number">{index + 1}</span>
              {title}
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}
