import { DateInput } from '@/shared/ui/inputs/date-input';
import { FormattedInput } from '@/shared/ui/inputs/formatted-input';
import { PlainInput } from '@/shared/ui/inputs/plain-input';
import {
  PERSON_SECTIONS,
  formatMasked,
  type FieldSpec,
  type PersonDraft,
  type PersonField,
} from './additional-check-rules';

const PLACEHOLDERS = { series: '9999', number: '999999', code: '999-999' } as const;

/** One field: its label, its input by kind (text, date, a digit mask), its error under it. */
function PersonInput({
  spec,
  value,
  error,
  onChange,
}: {
  spec: FieldSpec;
  value: string;
  error: string | undefined;
  onChange(value: string): void;
}) {
  const id = `additional-check-${spec.key}`;
  const errorId = `${id}-error`;
  const described = error ? { 'aria-describedby': errorId } : {};
  const { kind } = spec;
  return (
    <div className={`additional-check__field${spec.wide ? ' additional-check__field--wide' : ''}`}>
      <label htmlFor={id}>{spec.label}</label>
      {kind === 'date' ? (
        <DateInput
          id={id}
          value={value}
          invalid={Boolean(error)}
          onChange={onChange}
          startDate={new Date(1980, 0, 1)}
        />
      ) : kind === 'text' ? (
        <PlainInput
          id={id}
          value={value}
          maxLength={255}
          invalid={Boolean(error)}
          onChange={(event) => onChange(event.target.value)}
          {...described}
        />
      ) : (
        <FormattedInput
          id={id}
          value={value}
          inputMode="numeric"
          autoComplete="off"
          placeholder={PLACEHOLDERS[kind]}
          invalid={Boolean(error)}
          format={(raw) => formatMasked(kind, raw)}
          onChange={onChange}
          {...described}
        />
      )}
      {error ? (
        <small id={errorId} className="p-error" role="alert">
          {error}
        </small>
      ) : null}
    </div>
  );
}

/**
 * The person data of an additional check (001 §3, §5) in its sections: names and birth, passport (series 4 digits,
 * number 6, issue code 999-999), the past data, the registration and actual addresses.
 */
export function AdditionalCheckPersonFields({
  draft,
  errors,
  onChange,
}: {
  draft: PersonDraft;
  errors: Partial<Record<PersonField, string>>;
  onChange(key: PersonField, value: string): void;
}) {
  return (
    <>
      {PERSON_SECTIONS.map((section) => (
        <fieldset key={section.title} className="additional-check__section">
          <legend>{section.title}</legend>
          {section.fields.map((spec) => (
            <PersonInput
              key={spec.key}
              spec={spec}
              value={draft[spec.key]}
              error={errors[spec.key]}
              onChange={(value) => onChange(spec.key, value)}
            />
          ))}
        </fieldset>
      ))}
    </>
  );
}
