import { Dropdown } from 'primereact/dropdown';
import type { RefCallback } from 'react';
import { REQUIRED } from '@/shared/form-engine/model/texts';
import { CAR_NOT_CHOSEN } from './car-texts';

/** One option of a car select. */
export interface CarOption<T> {
  value: T;
  label: string;
}

export interface CarSelectProps<T> {
  id: string;
  label: string;
  options: readonly CarOption<T>[];
  value: T | null;
  onChange(value: T | null): void;
  /** The options are loading. */
  loading?: boolean;
  disabled?: boolean;
  invalid?: boolean;
  /**
   * The field is required: an empty select says 'Это поле обязательно для заполнения' once the field is `invalid`
   * (its checks failed at a save, or the server refused it), never before (002 §5).
   */
  required?: boolean;
  /** Why the options could not be loaded. */
  failure?: string | null;
  inputRef?: RefCallback<HTMLElement>;
  /** The key of values that are objects (a modification: its hash). */
  keyOf?(value: T): unknown;
  /** The text of a value not among the options (a stored value while the options load, or in a read-only form). */
  labelOf?(value: T): string;
}

/** More options than this get a filter box. */
const FILTER_FROM = 10;

/** A labelled select of the car field (a cascade level or a manual dictionary), with its required and failure texts. */
export function CarSelect<T>({
  id,
  label,
  options,
  value,
  onChange,
  loading,
  disabled,
  invalid,
  required,
  failure,
  inputRef,
  keyOf = (v) => v,
  labelOf = String,
}: CarSelectProps<T>) {
  const empty = value === null || value === undefined || value === '';
  const requiredShown = required && empty && invalid;
  const listed = empty ? undefined : options.find((option) => keyOf(option.value) === keyOf(value));
  // The value itself (the listed one: PrimeReact compares objects whole) or, not listed, an option of its own.
  const shownOptions = empty || listed ? options : [...options, { value, label: labelOf(value) }];
  return (
    <div className="car-field__cell">
      <label htmlFor={id}>{label}</label>
      <Dropdown
        inputId={id}
        focusInputRef={inputRef as never}
        className="w-full"
        options={shownOptions as CarOption<T>[]}
        optionLabel="label"
        optionValue="value"
        value={empty ? null : (listed?.value ?? value)}
        onChange={(event) => onChange((event.value as T | undefined) ?? null)}
        filter={shownOptions.length > FILTER_FROM}
        showClear={!empty && !disabled}
        placeholder={CAR_NOT_CHOSEN}
        emptyMessage={failure ?? undefined}
        loading={loading}
        disabled={disabled}
        // a required car marks its empty levels; another refusal marks every level
        invalid={Boolean(requiredShown) || (Boolean(invalid) && !required) || Boolean(failure)}
      />
      {failure && <small className="p-error">{failure}</small>}
      {requiredShown && <small className="p-error">{REQUIRED}</small>}
    </div>
  );
}
