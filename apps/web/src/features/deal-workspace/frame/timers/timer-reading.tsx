import { useId, type ReactNode } from 'react';

/**
 * One reading of the task page's timers: its label and value, red when late. A ticking value is a `timer` named by
 * its label (screen readers do not announce it at every tick).
 */
export function TimerReading({
  label,
  late = false,
  ticking = false,
  children,
}: {
  label: string;
  late?: boolean;
  ticking?: boolean;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div>
      <dt id={id}>{label}</dt>
      <dd className={late ? 'task-timers__late' : undefined}>
        {/* the timer inside the definition: a <dd> with a role is no definition of its list */}
        {ticking ? (
          <span role="timer" aria-labelledby={id}>
            {children}
          </span>
        ) : (
          children
        )}
      </dd>
    </div>
  );
}
