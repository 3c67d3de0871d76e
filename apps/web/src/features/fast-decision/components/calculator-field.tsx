import type { ReactNode } from 'react';

/** A labelled field of the calculator with its error under it (the label's `htmlFor` is the control's id). */
export function CalculatorField({
  id,
  label,
  error,
  className,
  children,
}: {
  id: string;
  label: string;
  error?: string | null;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={['calc-field', className ?? ''].filter(Boolean).join(' ')}>
      <label htmlFor={id} className="calc-field__label">
        {label}
      </label>
      {children}
      {error ? (
        <small id={`${id}-error`} className="p-error calc-field__error" role="alert">
          {error}
        </small>
      ) : null}
    </div>
  );
}

/** A dictionary as dropdown options (ids as strings). */
export const optionsOf = (list: readonly { id: number | string; name: string }[]) =>
  list.map((o) => ({ value: String(o.id), label: o.name }));

/** Numbers (terms, rates) as dropdown options with a suffix. */
export const numberOptions = (list: readonly number[], suffix = '') =>
  list.map((n) => ({ value: String(n), label: `${String(n).replace('.', ',')}${suffix}` }));

/** A dropdown's value as a number (null when cleared). */
export const numberOf = (value: unknown): number | null =>
  value === null || value === undefined || value === '' ? null : Number(value);
