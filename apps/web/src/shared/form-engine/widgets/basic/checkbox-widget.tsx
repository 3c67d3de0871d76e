import { Checkbox } from 'primereact/checkbox';
import { checkboxValue, isChecked } from '../../model/values';
import type { ValueWidgetProps } from '../widget-types';

/** A flag, sent as '1' when checked and 'false' when not (002 §5); its label beside the box. */
export function CheckboxWidget({
  field,
  id,
  value,
  onChange,
  onBlur,
  inputRef,
  disabled,
  invalid,
}: ValueWidgetProps<string>) {
  return (
    <div className="form-checkbox">
      <Checkbox
        inputId={id}
        inputRef={inputRef as never}
        checked={isChecked(value)}
        onChange={(event) => onChange(checkboxValue(Boolean(event.checked)))}
        onBlur={onBlur}
        disabled={disabled}
        invalid={invalid}
      />
      <label htmlFor={id}>{field.label}</label>
    </div>
  );
}
