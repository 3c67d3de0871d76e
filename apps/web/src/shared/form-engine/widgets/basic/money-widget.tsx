import { InputNumber } from 'primereact/inputnumber';
import type { ValueWidgetProps } from '../widget-types';

/**
 * Money (002 §5): space-grouped digits with up to 2 decimals, as a number (the engine sends 0 for an empty field).
 * A pasted '1 250 000,50' or '1250000.5' is read as the same sum.
 */
export function MoneyWidget({
  field,
  id,
  value,
  onChange,
  onBlur,
  inputRef,
  disabled,
  invalid,
}: ValueWidgetProps<number | null>) {
  return (
    <InputNumber
      inputId={id}
      inputRef={inputRef as never}
      className="w-full"
      inputClassName="w-full"
      locale="ru-RU"
      minFractionDigits={0}
      maxFractionDigits={2}
      value={typeof value === 'number' ? value : null}
      onChange={(event) => onChange(event.value ?? null)}
      onBlur={onBlur}
      placeholder={field.attributes?.placeholder ?? field.placeholder ?? undefined}
      disabled={disabled}
      invalid={invalid}
    />
  );
}
