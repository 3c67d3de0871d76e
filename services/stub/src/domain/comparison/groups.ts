import type { FormSource, PersonSource } from '../forms/source';
import {
  addressKey,
  fullName,
  innKey,
  licenceKey,
  nameKey,
  passportKey,
  personKey,
  phoneDigits,
  phoneKey,
  vinKey,
  type ComparisonCase,
} from './characteristics';

/** One matching parameter of the compared person: its title, its value as shown, its key, the deal-list filter. */
export interface GroupSpec {
  filterTitle: string;
  /** The value compared as shown; null when the deal does not give it. */
  filterCharacteristics: string | null;
  /** '' when the deal does not give it. */
  key: string;
  /** The keys of `GET /api/autocredit/list` that find the deals sharing it (without `excludeDealId`); null: none. */
  listQuery: Record<string, string> | null;
}

/** Whose characteristic a title names (genitive). */
const WHOSE: Readonly<Record<ComparisonCase, string>> = {
  client: 'клиента',
  spouse: 'супруга(и)',
  thirdFace: 'третьего лица',
};

const dayMonthYear = (date: string) => date.split('-').reverse().join('.');

function spec(filterTitle: string, key: string, shown: string, listQuery: Record<string, string> | null): GroupSpec {
  return key === ''
    ? { filterTitle, filterCharacteristics: null, key: '', listQuery: null }
    : { filterTitle, filterCharacteristics: shown, key, listQuery };
}

function names(person: PersonSource): Record<string, string> {
  return {
    surName: person.surName!.trim(),
    firstName: person.firstName!.trim(),
    ...(person.middleName?.trim() && { middleName: person.middleName.trim() }),
  };
}

function nameAndBirth(person: PersonSource, whose: string): GroupSpec {
  const key = personKey(person);
  return spec(
    `ФИО и дата рождения ${whose}`,
    key,
    key && `${fullName(person)}, ${dayMonthYear(person.birthDate!)}`,
    key ? { ...names(person), birthday: person.birthDate! } : null,
  );
}

function phone(title: string, value: string | null | undefined): GroupSpec {
  const digits = phoneDigits(value);
  return spec(title, phoneKey(value), `+7${digits}`, { phone: `+7${digits}` });
}

function address(title: string, value: string | null | undefined): GroupSpec {
  return spec(title, addressKey(value), value ?? '', { address: JSON.stringify({ value }) });
}

/** The client's parameters: name and birth date, passport, licence, addresses, phones, employer's INN, the VIN. */
function clientGroups(source: FormSource): GroupSpec[] {
  const person = source.client;
  const whose = WHOSE.client;
  const passport = passportKey(person);
  const groups = [
    nameAndBirth(person, whose),
    spec(`Паспорт ${whose}`, passport, passport.slice('passport:'.length), {
      passportSeries: person.passport.series?.trim() ?? '',
      passportNumber: person.passport.number?.trim() ?? '',
    }),
  ];
  const licence = licenceKey(person);
  groups.push(spec(`Водительское удостоверение ${whose}`, licence, licence.slice('licence:'.length), null));
  const registration = person.addressRegistration?.value;
  groups.push(address(`Адрес регистрации ${whose}`, registration));
  const actual = person.addressActual?.value;
  if (person.isHaveActual && addressKey(actual) !== '' && addressKey(actual) !== addressKey(registration)) {
    groups.push(address(`Фактический адрес ${whose}`, actual));
  }
  groups.push(phone(`Телефон ${whose}`, person.phone));
  if (phoneDigits(person.work?.workPhone)) groups.push(phone(`Рабочий телефон ${whose}`, person.work?.workPhone));
  const inn = person.work?.employer?.inn?.trim() ?? '';
  groups.push(spec(`ИНН работодателя ${whose}`, innKey(person), inn, { inn }));
  const vin = source.vin?.trim().toUpperCase() ?? '';
  groups.push(spec('VIN', vinKey(source.vin), vin, null));
  return groups;
}

/**
 * The matching parameters of one person of a deal (001 §2.8), in the order shown: the client's name and birth date,
 * passport, driver licence, registration address (and the actual one when it differs), phones (the mobile, the work
 * phone when given), the employer's INN and the car's VIN; the spouse's name and birth date and phone; the third
 * person's name (the application asks no birth date of them) and phone. A parameter the deal does not give is kept,
 * without a value. The person must be in the deal.
 */
export function groupSpecs(source: FormSource, person: ComparisonCase): GroupSpec[] {
  if (person === 'client') return clientGroups(source);
  const data = source[person]!;
  const whose = WHOSE[person];
  const first =
    person === 'spouse'
      ? nameAndBirth(data, whose)
      : spec(`ФИО ${whose}`, nameKey(data), fullName(data), nameKey(data) ? names(data) : null);
  return [first, phone(`Телефон ${whose}`, data.phone)];
}
