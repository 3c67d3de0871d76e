import type { ChangeEvent, Ref } from 'react';
import { PlainInput, type PlainInputProps } from './plain-input';

/** Where the caret goes in a reformatted text: before the same number of digits as followed it (the end for 0). */
export function caretBeforeTail(text: string, tailDigits: number): number {
  if (tailDigits <= 0) return text.length;
  let seen = 0;
  for (let i = text.length - 1; i >= 0; i--) {
    if (/\d/.test(text[i]!) && ++seen === tailDigits) return i;
  }
  return 0;
}

export interface FormattedInputProps extends Omit<PlainInputProps, 'value' | 'onChange'> {
  value: string;
  onChange(value: string): void;
  /** The text to show for what the input holds now, given what it showed before. */
  format(raw: string, previous: string): string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A text input that formats what is typed, pasted or filled in as it comes (a phone, a date), at any typing speed:
 * unlike a slot mask it has no caret of its own that a fast typist could outrun. The caret stays before the digits
 * that followed it.
 */
export function FormattedInput({ value, onChange, format, ...rest }: FormattedInputProps) {
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const raw = input.value;
    const caret = input.selectionStart ?? raw.length;
    const next = format(raw, value);
    if (next !== raw) {
      input.value = next;
      const at = caretBeforeTail(next, raw.slice(caret).replace(/\D/g, '').length);
      input.setSelectionRange(at, at);
    }
    onChange(next);
  };
  return <PlainInput {...rest} value={value} onChange={change} />;
}
