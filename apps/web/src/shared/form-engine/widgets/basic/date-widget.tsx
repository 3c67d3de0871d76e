import { useEffect, useState } from 'react';
import { DateInput } from '@/shared/ui/inputs/date-input';
import { isBlankTypedDate, parseTypedDate, typedDate } from '@/shared/ui/inputs/typed-date';
import { InputText } from 'primereact/inputtext';
import { BIRTH_DATE_PICKER_START, DEFAULT_DATE_FORMAT, ageLabel, formatDateAs, fullYears } from '../../model/values';
import type { ValueWidgetProps } from '../widget-types';

/** The text shown for a value: 'yyyy-MM-dd' as dd.MM.yyyy; an unfinished text kept as typed. */
const shownDate = (value: unknown): string => (typeof value === 'string' ? typedDate(value) || value : '');

/** The value of a typed text: 'yyyy-MM-dd', null when empty, the text itself while it is not a whole date. */
const dateValue = (text: string): string | null => parseTypedDate(text) ?? (isBlankTypedDate(text) ? null : text);

/**
 * A date, typed dd.MM.yyyy (the dots come by themselves) or picked; sent yyyy-MM-dd (002 §5); a read-only one in
 * the field's `format` when it gives another. A `birthDate` opens
 * its picker at 1 January 1980 and, for underwriters, shows the age: 'Полных N лет'.
 */
export function DateWidget({
  field,
  id,
  value,
  onChange,
  onBlur,
  inputRef,
  disabled,
  invalid,
  env,
}: ValueWidgetProps<string | null>) {
  const [text, setText] = useState(() => shownDate(value));
  useEffect(() => {
    // A value set from outside (a reset, a reload): show it, unless it is what the text already says.
    setText((current) => (dateValue(current) === (value ?? null) ? current : shownDate(value)));
  }, [value]);
  const birth = field.type === 'birthDate';
  const years = birth && env.underwriter ? fullYears(value) : null;
  const format = field.attributes?.format ?? DEFAULT_DATE_FORMAT;
  return (
    <div className="form-date">
      {disabled && format !== DEFAULT_DATE_FORMAT ? (
        // another display format (e.g. MM.yyyy) is shown as given; dates are typed dd.MM.yyyy
        <InputText id={id} ref={inputRef} className="w-full" value={formatDateAs(value, format)} disabled />
      ) : (
        <DateInput
          id={id}
          value={text}
          invalid={invalid}
          disabled={disabled}
          inputRef={inputRef}
          startDate={birth ? BIRTH_DATE_PICKER_START : undefined}
          onChange={(next) => {
            setText(next);
            onChange(dateValue(next));
          }}
          onBlur={onBlur}
        />
      )}
      {years !== null ? <small className="form-date__age">{ageLabel(years)}</small> : null}
    </div>
  );
}
