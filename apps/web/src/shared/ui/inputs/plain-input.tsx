import type { InputHTMLAttributes, Ref, TextareaHTMLAttributes } from 'react';

/** The PrimeReact classes of a text input, so that a native input looks like InputText in the theme. */
export const inputClasses = (
  { invalid, disabled }: { invalid?: boolean; disabled?: boolean },
  className: string | undefined,
  extra = '',
) =>
  ['p-inputtext', 'p-component', extra, invalid ? 'p-invalid' : '', disabled ? 'p-disabled' : '', className ?? '']
    .filter(Boolean)
    .join(' ');

export interface PlainInputProps extends InputHTMLAttributes<HTMLInputElement> {
  invalid?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A native text input in the theme's look of InputText. Forms render hundreds of them: a plain element costs a
 * fraction of a PrimeReact component (no pass-through props, no style injection per instance).
 */
export function PlainInput({ invalid, className, ...rest }: PlainInputProps) {
  return (
    <input
      type="text"
      {...rest}
      className={inputClasses({ invalid, disabled: rest.disabled }, className)}
      aria-invalid={invalid || undefined}
    />
  );
}

export interface PlainTextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  invalid?: boolean;
  /** Grows with its text. */
  autoResize?: boolean;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A native textarea in the theme's look of InputTextarea; with `autoResize` it grows as lines are typed. */
export function PlainTextarea({ invalid, className, autoResize = false, onInput, ...rest }: PlainTextareaProps) {
  return (
    <textarea
      {...rest}
      className={inputClasses(
        { invalid, disabled: rest.disabled },
        className,
        autoResize ? 'p-inputtextarea p-inputtextarea-resizable' : 'p-inputtextarea',
      )}
      aria-invalid={invalid || undefined}
      onInput={(event) => {
        if (autoResize) {
          const area = event.currentTarget;
          area.style.height = 'auto';
          area.style.height = `${area.scrollHeight}px`;
        }
        onInput?.(event);
      }}
    />
  );
}
