import { Dropdown } from 'primereact/dropdown';
import { InputMask } from 'primereact/inputmask';
import { InputText } from 'primereact/inputtext';
import { MultiSelect } from 'primereact/multiselect';
import { DateInput } from '@/shared/ui/inputs/date-input';
import { vinText, type FilterDictionaries, type FilterField } from './filter-fields';
import { PhoneInput } from '@/shared/ui/inputs/phone-input';

export interface FilterInputProps {
  field: FilterField;
  /** The form value: as typed (masks included, dates dd.MM.yyyy), multi-values a comma list. */
  value: string;
  invalid: boolean;
  dictionaries: FilterDictionaries;
  onChange(value: string): void;
}

/** One input of the filter panel, by the field's kind. */
export function FilterInput({ field, value, invalid, dictionaries, onChange }: FilterInputProps) {
  const id = `filter-${field.key}`;
  const common = { id, 'data-testid': id, invalid, className: 'w-full' };
  const options = (field.dictionary ? (dictionaries[field.dictionary] ?? []) : []).map((item) => ({
    value: String(item.value),
    label: item.label,
  }));
  switch (field.kind) {
    case 'mask':
      return (
        <InputMask
          {...common}
          mask={field.mask ?? ''}
          autoClear={false}
          autoComplete="off"
          value={value}
          onChange={(e) => onChange(e.target.value ?? '')}
        />
      );
    case 'phone':
      return <PhoneInput id={id} value={value} invalid={invalid} onChange={onChange} />;
    case 'date':
      return <DateInput id={id} value={value} invalid={invalid} onChange={onChange} />;
    case 'select':
      return (
        <Dropdown
          inputId={id}
          data-testid={id}
          className="w-full"
          options={options}
          value={value || null}
          showClear
          filter={options.length > 10}
          placeholder="Не выбрано"
          onChange={(e) => onChange(e.value ? String(e.value) : '')}
        />
      );
    case 'multiselect':
      return (
        <MultiSelect
          inputId={id}
          data-testid={id}
          className="w-full"
          options={options}
          value={value ? value.split(',') : []}
          display="chip"
          filter={options.length > 10}
          placeholder="Не выбрано"
          onChange={(e) => onChange(((e.value as string[] | null) ?? []).join(','))}
        />
      );
    case 'digits':
      return (
        <InputText
          {...common}
          inputMode="numeric"
          maxLength={field.maxLength}
          autoComplete="off"
          value={value}
          onChange={(e) => onChange(e.target.value.replace(/\D/g, ''))}
        />
      );
    case 'vin':
      return (
        <InputText
          {...common}
          maxLength={field.maxLength ?? 17}
          autoComplete="off"
          value={value}
          onChange={(e) => onChange(vinText(e.target.value))}
        />
      );
    default:
      return (
        <InputText
          {...common}
          maxLength={field.maxLength}
          autoComplete="off"
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      );
  }
}
