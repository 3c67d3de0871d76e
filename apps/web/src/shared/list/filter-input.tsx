import { Calendar } from 'primereact/calendar';
import { Dropdown } from 'primereact/dropdown';
import { InputMask } from 'primereact/inputmask';
import { InputText } from 'primereact/inputtext';
import { MultiSelect } from 'primereact/multiselect';
import { parseDate, toIsoDate } from '@/shared/lib/format-date';
import type { FilterDictionaries, FilterField } from './filter-fields';

export interface FilterInputProps {
  field: FilterField;
  /** The form value: as typed (masks included), dates yyyy-MM-dd, multi-values a comma list. */
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
          value={value}
          onChange={(e) => onChange(e.target.value ?? '')}
        />
      );
    case 'date':
      return (
        <Calendar
          inputId={id}
          data-testid={id}
          invalid={invalid}
          className="w-full"
          dateFormat="dd.mm.yy"
          showIcon
          showButtonBar
          value={parseDate(value)}
          onChange={(e) => onChange(e.value instanceof Date ? toIsoDate(e.value) : '')}
        />
      );
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
          value={value}
          onChange={(e) => onChange(e.target.value.replace(/\D/g, ''))}
        />
      );
    default:
      return <InputText {...common} value={value} onChange={(e) => onChange(e.target.value)} />;
  }
}
