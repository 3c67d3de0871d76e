import { Badge } from 'primereact/badge';
import { Button } from 'primereact/button';
import { Sidebar } from 'primereact/sidebar';
import { useState, type KeyboardEvent } from 'react';
import { appliedValueOf, fieldError, formValueOf, type FilterDictionaries, type FilterField } from './filter-fields';
import { FilterInput } from './filter-input';
import { useGlobalFilter } from './global-filter';
import type { ListFilters } from './list-filters';
import './filter-panel.css';

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

/** The form values of applied filters (what the inputs show). */
function toForm(fields: readonly FilterField[], value: ListFilters): ListFilters {
  return Object.fromEntries(fields.map((f) => [f.key, formValueOf(f, value[f.key])]));
}

/** The filters of the form, or the errors of its fields. */
function fromForm(fields: readonly FilterField[], form: ListFilters) {
  const filters: ListFilters = {};
  const errors: Record<string, string> = {};
  for (const f of fields) {
    const v = (form[f.key] ?? '').trim();
    const error = fieldError(f, v);
    if (error) errors[f.key] = error;
    else {
      const applied = appliedValueOf(f, v);
      if (applied) filters[f.key] = applied;
    }
  }
  return { filters, errors };
}

/** Which applied filters a draft was taken from. */
const baseOf = (fields: readonly FilterField[], value: ListFilters) =>
  JSON.stringify(fields.map((f) => value[f.key] ?? ''));

const typesText = (target: EventTarget) =>
  target instanceof HTMLInputElement && !target.closest('.p-hidden-accessible') && target.type !== 'checkbox';

/**
 * Whether a popup of the drawer's fields is open: a dropdown's or a multiselect's list, a date's calendar. Read from
 * the page, so that an Escape pressed the moment a list appears is still the list's.
 */
const popupOpen = () => document.querySelector('.p-dropdown-panel, .p-multiselect-panel, .date-input__panel') !== null;

/**
 * The filter drawer of the lists (000 §5): the fields with their masks, Enter applies, 'Применить' / 'Очистить'
 * (and with a global filter name 'Сохранить как глобальный' / 'Очистить глобальные фильтры') in a footer that
 * stays in view while the fields scroll. What was typed stays until it is applied or cleared: closing the drawer
 * (Escape, the cross, a click beside it) keeps it for the next opening, unless the applied filters changed
 * meanwhile. Escape in an open list or calendar closes that popup, not the drawer; a refused value keeps the
 * drawer open with the field's message.
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
  const [draft, setDraft] = useState(() => ({ base: baseOf(fields, value), form: toForm(fields, value) }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const global = useGlobalFilter(globalFilterName);
  const applied = fields.filter((f) => value[f.key]).length;
  const form = draft.form;

  const open = () => {
    const base = baseOf(fields, value);
    if (base !== draft.base) setDraft({ base, form: toForm(fields, value) });
    setErrors({});
    setVisible(true);
  };
  const hide = () => setVisible(false);
  const submit = (then?: (filters: ListFilters) => void) => {
    const result = fromForm(fields, form);
    setErrors(result.errors);
    if (Object.keys(result.errors).length > 0) {
      // The first refused field gets the focus, and comes into view with its message above the footer.
      const refused = document.getElementById(`filter-${Object.keys(result.errors)[0]}`);
      refused?.focus({ preventScroll: true });
      requestAnimationFrame(() => refused?.closest('.filter-field')?.scrollIntoView?.({ block: 'nearest' }));
      return;
    }
    then?.(result.filters);
    onApply(result.filters);
    hide();
  };
  const clear = () => {
    setDraft({ base: baseOf(fields, {}), form: toForm(fields, {}) });
    setErrors({});
    onApply({});
    hide();
  };
  const setField = (key: string, v: string) => setDraft((d) => ({ ...d, form: { ...d.form, [key]: v } }));

  /** Escape with no popup open closes the drawer, before a mask can take back what was typed in its field. */
  const onKeyDownCapture = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || popupOpen()) return;
    event.preventDefault();
    event.stopPropagation();
    hide();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    // The popup has closed itself: the drawer's own Escape handling must not close the drawer too.
    if (event.key === 'Escape' && popupOpen()) event.stopPropagation();
    if (event.key === 'Enter' && !event.defaultPrevented && !popupOpen() && typesText(event.target)) {
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
        className="filter-drawer"
        style={{ width: '37.1rem' }}
        onHide={hide}
        onShow={() => document.getElementById(`filter-${fields[0]?.key}`)?.focus()}
        header="Фильтр"
        onKeyDownCapture={onKeyDownCapture}
        onKeyDown={onKeyDown}
        data-testid="filter-drawer"
      >
        <form
          className="filter-panel__form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <div className="filter-panel__fields">
            {fields.map((f) => (
              <div
                className={`field filter-field${f.range ? ` filter-field--${f.range}` : ''}${f.wide ? ' filter-field--wide' : ''}`}
                key={f.key}
              >
                <label htmlFor={`filter-${f.key}`} className="field__label">
                  {f.key === 'id' && idLabel ? idLabel : f.label}
                </label>
                <FilterInput
                  field={f}
                  value={form[f.key] ?? ''}
                  invalid={Boolean(errors[f.key])}
                  dictionaries={dictionaries}
                  onChange={(v) => setField(f.key, v)}
                />
                {errors[f.key] ? (
                  <small className="p-error field__error" role="alert">
                    {errors[f.key]}
                  </small>
                ) : null}
              </div>
            ))}
          </div>
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
