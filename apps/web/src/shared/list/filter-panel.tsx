import { Badge } from 'primereact/badge';
import { Button } from 'primereact/button';
import { Sidebar } from 'primereact/sidebar';
import { useState, type KeyboardEvent } from 'react';
import {
  addressText,
  addressValue,
  fieldError,
  phoneValue,
  type FilterDictionaries,
  type FilterField,
} from './filter-fields';
import { FilterInput } from './filter-input';
import { useGlobalFilter } from './global-filter';
import type { ListFilters } from './list-query';

export const GLOBAL_FILTER_SET = 'Установлен глобальный фильтр';

export interface FilterPanelProps {
  fields: readonly FilterField[];
  /** The applied filters (from the URL). */
  value: ListFilters;
  onApply(next: ListFilters): void;
  dictionaries?: FilterDictionaries;
  /** The label of the `id` field: 'Номер заявки' for underwriters, otherwise 'ID заявки' (000 §5). */
  idLabel?: string;
  /** Enables 'Сохранить как глобальный' and 'Очистить глобальные фильтры', and the label. */
  globalFilterName?: string;
}

const maskedPhone = (v: string) => {
  const d = v.replace(/\D/g, '').slice(1);
  return d.length === 10 ? `+7 (${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6, 8)}-${d.slice(8)}` : '';
};

/** The form values of applied filters (what the inputs show). */
function toForm(fields: readonly FilterField[], value: ListFilters): ListFilters {
  const form: ListFilters = {};
  for (const f of fields) {
    const v = value[f.key] ?? '';
    form[f.key] = f.kind === 'address' ? addressText(v) : f.key === 'phone' ? maskedPhone(v) : v;
  }
  return form;
}

/** The filters of the form, or the errors of its fields. */
function fromForm(fields: readonly FilterField[], form: ListFilters) {
  const filters: ListFilters = {};
  const errors: Record<string, string> = {};
  for (const f of fields) {
    const v = (form[f.key] ?? '').trim();
    const error = fieldError(f, v);
    if (error) errors[f.key] = error;
    else if (v) filters[f.key] = f.kind === 'address' ? addressValue(v) : f.key === 'phone' ? phoneValue(v) : v;
  }
  return { filters, errors };
}

/**
 * The filter drawer of the lists (000 §5): the fields with their masks, Enter applies, 'Применить' / 'Очистить',
 * and with a global filter name 'Сохранить как глобальный' / 'Очистить глобальные фильтры'. What was typed stays
 * in the form until it is applied or cleared; a refused value keeps the form open with the field's message.
 */
export function FilterPanel({
  fields,
  value,
  onApply,
  dictionaries = {},
  idLabel,
  globalFilterName,
}: FilterPanelProps) {
  const [visible, setVisible] = useState(false);
  const [form, setForm] = useState<ListFilters>(() => toForm(fields, value));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const global = useGlobalFilter(globalFilterName);
  const applied = fields.filter((f) => value[f.key]).length;

  const open = () => {
    setForm(toForm(fields, value));
    setErrors({});
    setVisible(true);
  };
  const submit = (then?: (filters: ListFilters) => void) => {
    const result = fromForm(fields, form);
    setErrors(result.errors);
    if (Object.keys(result.errors).length > 0) return;
    then?.(result.filters);
    onApply(result.filters);
    setVisible(false);
  };
  const clear = () => {
    setForm(toForm(fields, {}));
    setErrors({});
    onApply({});
    setVisible(false);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && !event.defaultPrevented) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <div className="filter-panel">
      <Button
        type="button"
        icon="pi pi-filter"
        label="Фильтр"
        outlined
        onClick={open}
        data-testid="filter-open"
        badge={applied > 0 ? String(applied) : undefined}
      />
      {globalFilterName && global.isSet ? (
        <span className="filter-panel__global" data-testid="global-filter-label">
          <Badge severity="info" /> {GLOBAL_FILTER_SET}
        </span>
      ) : null}
      <Sidebar
        visible={visible}
        position="right"
        style={{ width: '37.1rem' }}
        onHide={() => setVisible(false)}
        header="Фильтр"
      >
        <form
          className="filter-panel__form"
          onKeyDown={onKeyDown}
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          {fields.map((f) => (
            <div className="field" key={f.key}>
              <label htmlFor={`filter-${f.key}`} className="field__label">
                {f.key === 'id' && idLabel ? idLabel : f.label}
              </label>
              <FilterInput
                field={f}
                value={form[f.key] ?? ''}
                invalid={Boolean(errors[f.key])}
                dictionaries={dictionaries}
                onChange={(v) => setForm((current) => ({ ...current, [f.key]: v }))}
              />
              {errors[f.key] ? (
                <small className="p-error field__error" role="alert">
                  {errors[f.key]}
                </small>
              ) : null}
            </div>
          ))}
          <div className="filter-panel__buttons">
            <Button type="submit" label="Применить" icon="pi pi-check" data-testid="filter-apply" />
            <Button type="button" label="Очистить" outlined onClick={clear} data-testid="filter-clear" />
            {globalFilterName ? (
              <>
                <Button
                  type="button"
                  label="Сохранить как глобальный"
                  severity="secondary"
                  outlined
                  onClick={() => submit(global.save)}
                  data-testid="filter-save-global"
                />
                <Button
                  type="button"
                  label="Очистить глобальные фильтры"
                  severity="secondary"
                  text
                  onClick={global.clear}
                  disabled={!global.isSet}
                  data-testid="filter-clear-global"
                />
              </>
            ) : null}
          </div>
        </form>
      </Sidebar>
    </div>
  );
}
