import type { ClipboardEvent } from 'react';
import { FormattedInput } from '@/shared/ui/inputs/formatted-input';
import { phoneDigits } from '@/shared/ui/inputs/phone';
import type { ValueWidgetProps } from '../widget-types';

/** '+7' and the national digits typed so far ('+7916123'); '' for none. */
export function typingFormPhone(raw: string): string {
  const digits = phoneDigits(raw);
  if (digits) return `+7${digits}`;
  return /^\+7?$/.test(raw.trim()) ? raw.trim() : '';
}

/** A full phone: '+7' and 10 digits. */
export const isFullPhone = (value: unknown): value is string => typeof value === 'string' && /^\+7\d{10}$/.test(value);

/**
 * A phone, +79999999999 (002 §5): typed or pasted in any common form ('8 916 123-45-67', '+7 (916) 123-45-67'), its
 * country code dropped, never shifted into the number. For underwriters (and the pbx privileges) a full number has a
 * call link.
 */
export function PhoneWidget({
  field,
  id,
  value,
  onChange,
  onBlur,
  inputRef,
  disabled,
  invalid,
  env,
}: ValueWidgetProps<string | null>) {
  const text = typeof value === 'string' ? typingFormPhone(value) : '';
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = event.clipboardData.getData('text');
    if (pasted.replace(/\D/g, '').length < 10) return;
    event.preventDefault();
    onChange(`+7${phoneDigits(pasted)}`);
  };
  return (
    <div className="p-inputgroup">
      <FormattedInput
        id={id}
        ref={inputRef}
        className="w-full"
        inputMode="tel"
        autoComplete="off"
        value={text}
        format={typingFormPhone}
        onChange={onChange}
        onPaste={onPaste}
        onBlur={onBlur}
        maxLength={12}
        placeholder={field.attributes?.placeholder ?? '+7__________'}
        disabled={disabled}
        invalid={invalid}
      />
      {env.phoneActions ? (
        isFullPhone(value) ? (
          <a className="p-inputgroup-addon form-phone__call" href={`tel:${value}`} aria-label={`Позвонить ${value}`}>
            <i className="pi pi-phone" aria-hidden="true" />
          </a>
        ) : (
          <span className="p-inputgroup-addon form-phone__call form-phone__call--off" aria-hidden="true">
            <i className="pi pi-phone" />
          </span>
        )
      ) : null}
    </div>
  );
}
