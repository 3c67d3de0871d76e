import { InputNumber } from 'primereact/inputnumber';
import { numberValue } from '@/shared/form-engine/model/values';
import type { ValueWidgetProps } from '@/shared/form-engine/widgets/widget-types';

/**
 * The car's cost (`carCost`, 002 §2): money in roubles, space-grouped with up to 2 decimals; emits a number, null
 * when emptied (the engine sends 0).
 */
export function CarCostWidget({
  field,
  id,
  value,
  onChange,
  onBlur,
  inputRef,
  disabled,
  invalid,
}: ValueWidgetProps<number | string | null>) {
  return (
    <InputNumber
      inputId={id}
      inputRef={inputRef as never}
      className="w-full"
      inputClassName="w-full"
      value={numberValue(value)}
      // onChange as it is typed, onValueChange when the field is left (the value PrimeReact settles on).
      onChange={(event) => onChange(typeof event.value === 'number' ? event.value : null)}
      onValueChange={(event) => onChange(typeof event.value === 'number' ? event.value : null)}
      onBlur={onBlur}
      locale="ru-RU"
      minFractionDigits={0}
      maxFractionDigits={2}
      useGrouping
      min={0}
      disabled={disabled}
      invalid={invalid}
      placeholder={field.placeholder ?? field.attributes?.placeholder ?? undefined}
    />
  );
}
