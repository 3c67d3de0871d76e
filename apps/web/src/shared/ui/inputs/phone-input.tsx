import './inputs.css';
import type { ClipboardEvent } from 'react';
import { FormattedInput } from './formatted-input';
import { PHONE_MASK, formatPhone, phoneDigits, typingPhone } from './phone';

export interface PhoneInputProps {
  id: string;
  value: string;
  invalid: boolean;
  onChange(value: string): void;
}

/**
 * The phone of the filter, shown as '+7 (916) 123-45-67' while it is typed. A whole phone pasted in any common form
 * ('8 916 123-45-67', '+7 (916) 123-45-67', '79161234567', '9161234567') replaces what the field held, normalised
 * first: its country code is dropped, never shifted into the number.
 */
export function PhoneInput({ id, value, invalid, onChange }: PhoneInputProps) {
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = event.clipboardData.getData('text');
    if (pasted.replace(/\D/g, '').length < 10) return; // a part of a number: typed in where the caret is
    event.preventDefault();
    const next = formatPhone(phoneDigits(pasted));
    event.currentTarget.value = next;
    onChange(next);
  };
  return (
    <FormattedInput
      id={id}
      data-testid={id}
      className="w-full"
      invalid={invalid}
      inputMode="tel"
      autoComplete="off"
      placeholder={PHONE_MASK.replace(/9/g, '_')}
      value={value}
      format={typingPhone}
      onChange={onChange}
      onPaste={onPaste}
    />
  );
}
