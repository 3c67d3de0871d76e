import { PlainInput } from '@/shared/ui/inputs/plain-input';
import { numberText, precisionOf, typingNumber } from '../../model/values';
import type { ValueWidgetProps } from '../widget-types';

/**
 * A number (002 §5): digits with an optional decimal part, a comma read as a dot, at most `precision` decimals (2
 * when absent). Held as typed while it is edited; sent as a number.
 */
export function NumberWidget({
  field,
  id,
  value,
  onChange,
  onBlur,
  inputRef,
  disabled,
  invalid,
}: ValueWidgetProps<string | number | null>) {
  const precision = precisionOf(field.attributes?.precision);
  return (
    <PlainInput
      id={id}
      ref={inputRef}
      className="w-full"
      inputMode="decimal"
      autoComplete="off"
      value={numberText(value)}
      onChange={(event) => onChange(typingNumber(event.target.value, precision))}
      onBlur={onBlur}
      placeholder={field.attributes?.placeholder ?? field.placeholder ?? undefined}
      disabled={disabled}
      invalid={invalid}
    />
  );
}
