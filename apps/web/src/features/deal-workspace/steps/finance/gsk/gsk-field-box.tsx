import type { ReactNode } from 'react';

/** The id of the error line under a calculator field (for `aria-describedby`). */
export const gskErrorId = (id: string) => `${id}-error`;

/**
 * A field of 'Калькулятор ГКС': its label, its input and the line under it for its error (kept when empty, so
 * that an error appearing moves nothing).
 */
export function GskFieldBox({
  id,
  label,
  error,
  children,
  labelId,
}: {
  id: string;
  label: string;
  error: string | undefined;
  children: ReactNode;
  /** For a group of choices: the label names the group (`aria-labelledby`) instead of one input. */
  labelId?: string;
}) {
  return (
    <div className="gsk-field" data-testid={`${id}-field`}>
      {labelId ? (
        <span id={labelId} className="gsk-field__label">
          {label}
        </span>
      ) : (
        <label htmlFor={id} className="gsk-field__label">
          {label}
        </label>
      )}
      {children}
      <small id={gskErrorId(id)} className="p-error gsk-field__error">
        {error ?? ''}
      </small>
    </div>
  );
}
