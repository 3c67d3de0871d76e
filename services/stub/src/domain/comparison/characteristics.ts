import type { FormSource, PersonSource } from '../forms/source';
import { normaliseAddress } from '../lists/hash';
import { searchForm } from '../world/columns';

/** The persons of a deal whose characteristics are compared (the contract's `case`; its set is open). */
export const COMPARISON_CASES = ['client', 'spouse', 'thirdFace'] as const;
export type ComparisonCase = (typeof COMPARISON_CASES)[number];

export const isComparisonCase = (value: string): value is ComparisonCase =>
  (COMPARISON_CASES as readonly string[]).includes(value);

/**
 * The matching parameters (001 §2.8): name and birth date (`person`), the name alone (`name`: the third person, whose
 * birth date the application does not ask), passport, driver licence, an address (registration or actual), a phone,
 * the employer's INN, the car's VIN.
 */
export type CharacteristicKind = 'person' | 'name' | 'passport' | 'licence' | 'address' | 'phone' | 'inn' | 'vin';

/** A characteristic a person of a deal holds: what is compared (`key`: kind and value in search form). */
export interface Held {
  key: string;
  /** Who holds it in that deal. */
  owner: ComparisonCase;
}

const text = (value: string | null | undefined): string => (value ?? '').trim();
const digitsOf = (value: string | null | undefined): string => text(value).replace(/\D/g, '');

/** The person's full name, surname first ('' without a surname or a first name). */
export function fullName(person: PersonSource): string {
  if (!text(person.surName) || !text(person.firstName)) return '';
  return [person.surName, person.firstName, person.middleName].map(text).filter(Boolean).join(' ');
}

/** The ten digits after +7 of a phone ('' when it is not one). */
export function phoneDigits(value: string | null | undefined): string {
  const m = /^(?:\+7|8)(\d{10})$/.exec(text(value).replace(/[\s()-]/g, ''));
  return m ? m[1]! : '';
}

/** The key of a characteristic: its kind and its value in search form ('' values are none). */
export const keyOf = (kind: CharacteristicKind, value: string): string => (value === '' ? '' : `${kind}:${value}`);

export const personKey = (person: PersonSource): string =>
  keyOf('person', fullName(person) && person.birthDate ? `${searchForm(fullName(person))}|${person.birthDate}` : '');
export const nameKey = (person: PersonSource): string => keyOf('name', searchForm(fullName(person)));
export const passportKey = (person: PersonSource): string => {
  const series = digitsOf(person.passport?.series);
  const number = digitsOf(person.passport?.number);
  return keyOf('passport', series && number ? `${series} ${number}` : '');
};
export const licenceKey = (person: PersonSource): string => {
  const series = digitsOf(person.driverPassport?.series);
  const number = digitsOf(person.driverPassport?.number);
  return keyOf('licence', series && number ? `${series} ${number}` : '');
};
export const addressKey = (value: string | null | undefined): string =>
  keyOf('address', value ? normaliseAddress(value) : '');
export const phoneKey = (value: string | null | undefined): string => keyOf('phone', phoneDigits(value));
export const innKey = (person: PersonSource): string => keyOf('inn', digitsOf(person.work?.employer?.inn));
export const vinKey = (vin: string | null): string => keyOf('vin', text(vin).toUpperCase());

/** The phones of a person: the mobile, then the work phone. */
export const phonesOf = (person: PersonSource): string[] =>
  [person.phone, person.work?.workPhone ?? null].filter((p): p is string => phoneDigits(p) !== '');

/** Every characteristic of one person. */
function personKeys(person: PersonSource): string[] {
  const name = searchForm(fullName(person));
  return [
    keyOf('person', name && person.birthDate ? `${name}|${person.birthDate}` : ''),
    keyOf('name', name),
    passportKey(person),
    licenceKey(person),
    addressKey(person.addressRegistration?.value),
    addressKey(person.addressActual?.value),
    ...phonesOf(person).map(phoneKey),
    innKey(person),
  ];
}

/**
 * Every characteristic the persons of a deal hold, each once, with the first person holding it (the client, the
 * spouse, the third person); the car's VIN is the client's.
 */
export function characteristicsOf(source: FormSource): Held[] {
  const held = new Map<string, ComparisonCase>();
  const add = (key: string, owner: ComparisonCase) => {
    if (key !== '' && !held.has(key)) held.set(key, owner);
  };
  for (const owner of COMPARISON_CASES) {
    const person = source[owner];
    if (person) for (const key of personKeys(person)) add(key, owner);
  }
  add(vinKey(source.vin), 'client');
  return [...held].map(([key, owner]) => ({ key, owner }));
}
