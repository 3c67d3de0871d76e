import { Checkbox } from 'primereact/checkbox';
import { MultiSelect } from 'primereact/multiselect';
import { RadioButton } from 'primereact/radiobutton';
import { LightDropdown } from '@/shared/ui/inputs/light-dropdown';
import { sortedChoices } from '../../model/values';
import type { ValueWidgetProps } from '../widget-types';

type ChoiceValue = string | string[] | null;

const listOf = (value: ChoiceValue): string[] =>
  Array.isArray(value)
    ? value.map(String)
    : value === null || value === undefined || value === ''
      ? []
      : [String(value)];

/**
 * A choice among the field's `choices` (all-numeric keys sorted numerically): a dropdown, or with `multiple` a
 * multi-select; `expanded` shows radio buttons (checkboxes with `multiple`) instead.
 */
export function ChoiceWidget({
  field,
  id,
  name,
  value,
  onChange,
  onBlur,
  inputRef,
  disabled,
  invalid,
}: ValueWidgetProps<ChoiceValue>) {
  const { multiple = false, expanded = false, placeholder } = field.attributes ?? {};
  const choices = sortedChoices(field.choices);
  const options = choices.map((choice) => ({ value: choice.value, label: choice.label, disabled: choice.disabled }));
  const hint = placeholder ?? field.placeholder ?? 'Не выбрано';

  if (expanded) {
    const selected = listOf(value);
    return (
      <div
        className="form-choice-list"
        role={multiple ? 'group' : 'radiogroup'}
        aria-labelledby={`${id}-label`}
        onBlur={onBlur}
      >
        {choices.map((choice, index) => {
          const optionId = `${id}-${index}`;
          const ref = index === 0 ? inputRef : undefined;
          return (
            <div className="form-choice-list__item" key={choice.value}>
              {multiple ? (
                <Checkbox
                  inputId={optionId}
                  inputRef={ref as never}
                  name={name}
                  value={choice.value}
                  checked={selected.includes(choice.value)}
                  disabled={disabled || choice.disabled}
                  invalid={invalid}
                  onChange={(event) =>
                    onChange(event.checked ? [...selected, choice.value] : selected.filter((v) => v !== choice.value))
                  }
                />
              ) : (
                <RadioButton
                  inputId={optionId}
                  inputRef={ref as never}
                  name={name}
                  value={choice.value}
                  checked={selected[0] === choice.value}
                  disabled={disabled || choice.disabled}
                  invalid={invalid}
                  onChange={() => onChange(choice.value)}
                />
              )}
              <label htmlFor={optionId}>{choice.label}</label>
            </div>
          );
        })}
      </div>
    );
  }
  if (multiple) {
    return (
      <MultiSelect
        inputId={id}
        inputRef={inputRef as never}
        className="w-full"
        options={options}
        optionDisabled="disabled"
        value={listOf(value)}
        onChange={(event) => onChange((event.value as string[] | null) ?? [])}
        onBlur={onBlur}
        display="chip"
        filter={options.length > 10}
        placeholder={hint}
        disabled={disabled}
        invalid={invalid}
      />
    );
  }
  return (
    <LightDropdown
      inputId={id}
      focusInputRef={inputRef as never}
      className="w-full"
      options={options}
      optionDisabled="disabled"
      value={listOf(value)[0] ?? null}
      onChange={(event) => onChange((event.value as string | null) ?? null)}
      onBlur={onBlur}
      filter={options.length > 10}
      placeholder={hint}
      disabled={disabled}
      invalid={invalid}
    />
  );
}
