import type { AdditionalCheckPersonData, AdditionalCheckPersonDataInput, FieldError } from '@autocredit/generated/api';
import { parseTypedDate, typedDate } from '@/shared/ui/inputs/typed-date';

/** A field of the person data. */
export type PersonField = keyof AdditionalCheckPersonData & keyof AdditionalCheckPersonDataInput;

/** How a field is typed: free text, a date, or a mask (passport series 4 digits, number 6, issue code 999-999). */
export type FieldKind = 'text' | 'date' | 'series' | 'number' | 'code';

export interface FieldSpec {
  key: PersonField;
  label: string;
  kind: FieldKind;
  /** A long text: two columns of the form. */
  wide?: true;
}

/** The form's sections and fields (001 §3 'Additional-check person data'), in the form's order. */
export const PERSON_SECTIONS: readonly { title: string; fields: readonly FieldSpec[] }[] = [
  {
    title: 'Личные данные',
    fields: [
      { key: 'lastName', label: 'Фамилия', kind: 'text' },
      { key: 'firstName', label: 'Имя', kind: 'text' },
      { key: 'middleName', label: 'Отчество', kind: 'text' },
      { key: 'birthDate', label: 'Дата рождения', kind: 'date' },
      { key: 'placeOfBirth', label: 'Место рождения', kind: 'text', wide: true },
    ],
  },
  {
    title: 'Паспорт',
    fields: [
      { key: 'passportSeries', label: 'Серия паспорта', kind: 'series' },
      { key: 'passportNumber', label: 'Номер паспорта', kind: 'number' },
      { key: 'passportIssueDate', label: 'Дата выдачи', kind: 'date' },
      { key: 'passportIssueCode', label: 'Код подразделения', kind: 'code' },
      { key: 'passportDivisionName', label: 'Кем выдан', kind: 'text', wide: true },
    ],
  },
  {
    title: 'Прежние данные',
    fields: [
      { key: 'pastLastName', label: 'Прежняя фамилия', kind: 'text' },
      { key: 'pastFirstName', label: 'Прежнее имя', kind: 'text' },
      { key: 'pastMiddleName', label: 'Прежнее отчество', kind: 'text' },
      { key: 'pastIdSeries', label: 'Серия прежнего паспорта', kind: 'series' },
      { key: 'pastIdNum', label: 'Номер прежнего паспорта', kind: 'number' },
      { key: 'pastIssueDate', label: 'Дата выдачи прежнего паспорта', kind: 'date' },
      { key: 'pastIssueCode', label: 'Код подразделения прежнего паспорта', kind: 'code' },
      { key: 'pastIssueAuthority', label: 'Кем выдан прежний паспорт', kind: 'text', wide: true },
    ],
  },
  {
    title: 'Адрес регистрации',
    fields: [
      { key: 'regAddrCountry', label: 'Страна', kind: 'text' },
      { key: 'regAddrRegion', label: 'Регион', kind: 'text' },
      { key: 'regAddrCity', label: 'Город', kind: 'text' },
      { key: 'regAddrStreet', label: 'Улица', kind: 'text' },
      { key: 'regHouseExp', label: 'Дом', kind: 'text' },
      { key: 'regFlatExp', label: 'Квартира', kind: 'text' },
    ],
  },
  {
    title: 'Фактический адрес',
    fields: [
      { key: 'actAddrCountry', label: 'Страна', kind: 'text' },
      { key: 'actAddrRegion', label: 'Регион', kind: 'text' },
      { key: 'actAddrCity', label: 'Город', kind: 'text' },
      { key: 'actAddrStreet', label: 'Улица', kind: 'text' },
    ],
  },
];

const FIELDS: readonly FieldSpec[] = PERSON_SECTIONS.flatMap((s) => s.fields);

/** The form as typed: every field a string, dates as dd.MM.yyyy. */
export type PersonDraft = Record<PersonField, string>;

/** 001 §5's messages. */
export const FORM_MESSAGES = {
  required: 'Обязательное поле!',
  invalid: 'Введите валидное значение!',
  incomplete: 'Неверные данные!',
} as const;

/** The fields a check cannot run without (the person must be named). */
const REQUIRED: ReadonlySet<PersonField> = new Set(['lastName', 'firstName', 'birthDate']);

/** The mask's length in digits. */
const MASK_DIGITS: Readonly<Record<Exclude<FieldKind, 'text' | 'date'>, number>> = { series: 4, number: 6, code: 6 };

/** The draft of the client's data (dates turned to dd.MM.yyyy); empty fields for what is missing. */
export function draftOf(data: AdditionalCheckPersonData | undefined): PersonDraft {
  return Object.fromEntries(
    FIELDS.map(({ key, kind }) => {
      const value = data?.[key] ?? '';
      return [key, kind === 'date' ? typedDate(value) : kind === 'text' ? value : formatMasked(kind, value)];
    }),
  ) as PersonDraft;
}

/** What a masked field shows for what was typed: digits only, as many as the mask has; the code as 999-999. */
export function formatMasked(kind: Exclude<FieldKind, 'text' | 'date'>, raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, MASK_DIGITS[kind]);
  return kind === 'code' && digits.length > 3 ? `${digits.slice(0, 3)}-${digits.slice(3)}` : digits;
}

/** A field's error, or null. */
function fieldError({ key, kind }: FieldSpec, text: string): string | null {
  const value = text.trim();
  if (value === '') return REQUIRED.has(key) ? FORM_MESSAGES.required : null;
  if (kind === 'date') return parseTypedDate(value) ? null : FORM_MESSAGES.invalid;
  if (kind === 'text') return null;
  return value.replace(/\D/g, '').length === MASK_DIGITS[kind] ? null : FORM_MESSAGES.incomplete;
}

/** The form checked: its errors by field, or the person data to send (empty fields null, dates yyyy-MM-dd). */
export function checkDraft(
  draft: PersonDraft,
):
  | { errors: Partial<Record<PersonField, string>>; data: null }
  | { errors: null; data: AdditionalCheckPersonDataInput } {
  const errors: Partial<Record<PersonField, string>> = {};
  for (const spec of FIELDS) {
    const error = fieldError(spec, draft[spec.key]);
    if (error) errors[spec.key] = error;
  }
  if (Object.keys(errors).length > 0) return { errors, data: null };
  const data = Object.fromEntries(
    FIELDS.map(({ key, kind }) => {
      const value = draft[key].trim();
      return [key, value === '' ? null : kind === 'date' ? parseTypedDate(value) : value];
    }),
  ) as AdditionalCheckPersonDataInput;
  return { errors: null, data };
}

/** The server's field errors (`data.<field>`) by field of the form; others are left out. */
export function serverFieldErrors(errors: readonly FieldError[] | undefined): Partial<Record<PersonField, string>> {
  const out: Partial<Record<PersonField, string>> = {};
  for (const error of errors ?? []) {
    const key = error.propertyPath.replace(/^data\./, '') as PersonField;
    if (FIELDS.some((f) => f.key === key) && !out[key]) out[key] = error.message;
  }
  return out;
}
