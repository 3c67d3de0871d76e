import { MoneyInput } from '@/shared/ui/inputs/money-input';
import { numberValue } from '../../model/values';
import type { ValueWidgetProps } from '../widget-types';

/**
 * Money (002 §5; also `carCost`, the car's cost): space-grouped digits with up to 2 decimals, as a number (the engine
 * sends 0 for an empty field). A pasted '1 250 000,50' or '1250000.5' is read as the same sum.
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
}: ValueWidgetProps<number | string | null>) {
  return (
    <MoneyInput
      id={id}
      inputRef={inputRef}
      value={numberValue(value)}
      onChange={onChange}
      onBlur={onBlur}
      placeholder={field.attributes?.placeholder ?? field.placeholder ?? undefined}
      disabled={disabled}
      invalid={invalid}
    />
  );
}
