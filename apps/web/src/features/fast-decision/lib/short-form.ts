import type { FastDecisionPersonForm, FastDecisionPersonFormRequest, StoredFile } from '@autocredit/generated/api';
import { z } from 'zod';
import { REQUIRED } from '@/shared/form-engine';

/** The largest credit of the short form (000 §5, §9) and what is said above it. */
export const MAX_CREDIT_SUM = 12_000_000;
export const MAX_CREDIT_TEXT = 'Максимальная сумма кредита - 12 млн. рублей';

/*
 * The masks' messages: the seeds give the masks (000 §5) but no texts for them; these are ours.
 */
export const shortFormTexts = {
  middleName: 'Только русские буквы и пробелы, не менее двух',
  series: 'Серия паспорта — 4 цифры',
  number: 'Номер паспорта — 6 цифр',
  divisionCode: 'Код подразделения в виде 999-999',
  phone: 'Телефон в виде +7 и 10 цифр',
} as const;

/** The short form as it is edited: the server's form, and whether the client had another surname before. */
export type ShortFormValues = FastDecisionPersonForm & { hasOldSurName: boolean };

/** The form's values from the server's (a previous surname is on when there is one). */
export function toShortFormValues(form: FastDecisionPersonForm): ShortFormValues {
  return {
    ...form,
    driverPassportType: form.driverPassportType ?? 'borrower',
    hasOldSurName: Boolean(form.person.oldSurName),
  };
}

const blank = (value: unknown) => value === null || value === undefined || (typeof value === 'string' && !value.trim());

/** The required fields of 000 §5, as paths of the form. */
const REQUIRED_PATHS = [
  'person.firstName',
  'person.surName',
  'person.birthDate',
  'person.gender',
  'person.maritalStatus',
  'person.phone',
  'person.addressRegistration',
  'person.bornPlace',
  'passport.series',
  'passport.number',
  'passport.issueDate',
  'passport.divisionCode',
  'passport.divisionName',
  'autocredit.initialFee',
  'autocredit.carCostRequested',
  'autocredit.costRequested',
  'autocredit.partner',
] as const;

const at = (values: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | null)?.[key], values);

/** The masks of 000 §5: a value given must match (an empty one is the required rule's). */
const MASKS: ReadonlyArray<[string, RegExp, string]> = [
  ['person.middleName', /^[А-ЯЁа-яё ]{2,}$/, shortFormTexts.middleName],
  ['person.phone', /^\+7\d{10}$/, shortFormTexts.phone],
  ['passport.series', /^\d{4}$/, shortFormTexts.series],
  ['passport.number', /^\d{6}$/, shortFormTexts.number],
  ['passport.divisionCode', /^\d{3}-\d{3}$/, shortFormTexts.divisionCode],
];

/**
 * The client's checks of the short form (000 §5): the required fields, the previous surname when it is on, the actual
 * address when it differs, the masks, and the credit sum of at most 12,000,000. Each error is on its field's path.
 */
export const shortFormSchema = z.custom<ShortFormValues>().superRefine((values, ctx) => {
  const fail = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: path.split('.'), message });
  for (const path of REQUIRED_PATHS) if (blank(at(values, path))) fail(path, REQUIRED);
  if (values.hasOldSurName && blank(values.person.oldSurName)) fail('person.oldSurName', REQUIRED);
  if (values.person.isHaveActual && blank(values.person.addressActual)) fail('person.addressActual', REQUIRED);
  for (const [path, mask, message] of MASKS) {
    const value = at(values, path);
    if (!blank(value) && !mask.test(String(value))) fail(path, message);
  }
  if (exceedsCreditLimit(values)) fail('autocredit.costRequested', MAX_CREDIT_TEXT);
});

/** The credit sum is above 12,000,000: the form says so and cannot create the deal (000 §5). */
export const exceedsCreditLimit = (values: Pick<ShortFormValues, 'autocredit'>): boolean =>
  (values.autocredit.costRequested ?? 0) > MAX_CREDIT_SUM;

const registered = (files: readonly StoredFile[] | undefined): StoredFile[] =>
  (files ?? []).filter((file) => typeof file.id === 'number');

/**
 * What the save posts (`POST /api/task/dto/{id}`): the previous surname only when it is on, the actual address only
 * when it differs, the consent file only when it was uploaded with an id (000 §5), the driver's licence as the
 * borrower's by default.
 */
export function toShortFormRequest(values: ShortFormValues): FastDecisionPersonFormRequest {
  const { hasOldSurName, ...form } = values;
  return {
    fast_decision_create_person: {
      ...form,
      person: {
        ...form.person,
        oldSurName: hasOldSurName ? form.person.oldSurName : null,
        addressActual: form.person.isHaveActual ? form.person.addressActual : null,
      },
      driverPassportType: form.driverPassportType ?? 'borrower',
      consentToPPD: { files: registered(form.consentToPPD?.files) },
    },
  };
}
