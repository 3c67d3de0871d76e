import type { PersonalDataConsentRequest } from '@autocredit/generated/api';
import { formatDate } from '@/shared/lib/format-date';
import type { ShortFormValues } from './short-form';

/** The texts of the consent download (the seeds give none for it: the app's own). */
export const consentTexts = {
  download: 'Согласие на обработку ПДн',
  fileName: 'Согласие на обработку персональных данных.pdf',
  missing: (labels: readonly string[]) => `Для согласия не хватает данных: ${labels.join(', ')}`,
} as const;

/** A text value trimmed, or null when empty. */
const text = (value: string | null | undefined): string | null => value?.trim() || null;

/** The parts of the consent, each with the label said when it is missing. */
function consentParts(values: ShortFormValues) {
  const { person, passport } = values;
  return {
    surName: { label: 'Фамилия', value: text(person.surName) },
    firstName: { label: 'Имя', value: text(person.firstName) },
    oldSurName: { label: 'Прежняя фамилия', value: values.hasOldSurName ? text(person.oldSurName) : '' },
    birthDate: { label: 'Дата рождения', value: formatDate(person.birthDate) ? text(person.birthDate) : null },
    bornPlace: { label: 'Место рождения', value: text(person.bornPlace) },
    address: { label: 'Адрес регистрации', value: text(person.addressRegistration?.value) },
    series: { label: 'Серия паспорта', value: text(passport.series) },
    number: { label: 'Номер паспорта', value: text(passport.number) },
    issueDate: { label: 'Дата выдачи паспорта', value: text(formatDate(passport.issueDate)) },
    divisionName: { label: 'Кем выдан паспорт', value: text(passport.divisionName) },
    divisionCode: { label: 'Код подразделения', value: text(passport.divisionCode) },
  };
}

/**
 * The labels of the short form's data the consent to personal-data processing needs but lacks (000 §7: the full
 * name, the registration address, the passport, the birth date and place; the previous surname when 'previous
 * surname' is on), in the form's order; none when it can be made. The middle name is not needed (not every client
 * has one).
 */
export function missingForConsent(values: ShortFormValues): string[] {
  return Object.values(consentParts(values)).flatMap((part) => (part.value === null ? [part.label] : []));
}

/**
 * The consent request of the short form's values (000 §7 'Short form and calculator'): the name 'Фамилия Имя
 * Отчество', the registration address as its one line, the passport as '4510 123456, выдан 18.06.2015 <кем>, код
 * подразделения 770-001', the previous full name when the client had another surname, the birth date and place;
 * null while a needed part is missing (see `missingForConsent`).
 */
export function consentRequestOf(values: ShortFormValues): PersonalDataConsentRequest | null {
  const p = consentParts(values);
  const surName = p.surName.value;
  const firstName = p.firstName.value;
  const address = p.address.value;
  const birthDate = p.birthDate.value;
  const bornPlace = p.bornPlace.value;
  const passport = [p.series, p.number, p.issueDate, p.divisionName, p.divisionCode].map((part) => part.value);
  const [series, number, issueDate, divisionName, divisionCode] = passport;
  if (!surName || !firstName || !address || !birthDate || !bornPlace || p.oldSurName.value === null) return null;
  if (passport.some((part) => part === null)) return null;
  const rest = [firstName, text(values.person.middleName)].filter(Boolean).join(' ');
  return {
    name: `${surName} ${rest}`,
    addressRegistration: address,
    passportInfo: `${series} ${number}, выдан ${issueDate} ${divisionName}, код подразделения ${divisionCode}`,
    oldFullName: p.oldSurName.value ? `${p.oldSurName.value} ${rest}` : null,
    birthDate,
    bornPlace,
  };
}
