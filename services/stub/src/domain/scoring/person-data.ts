import type {
  AdditionalCheckPersonData,
  AdditionalCheckPersonDataInput,
  Address,
  FieldError,
} from '@autocredit/generated/api';
import type { PersonSource } from '../forms/source';
import { dateToDay } from '../world/time';

export const personDataTexts = {
  /** 001 §5's messages of the check form. */
  required: 'Обязательное поле!',
  invalid: 'Введите валидное значение!',
  country: 'Россия',
} as const;

const joined = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' ') || null;

/** An address's parts as the check takes them: region and street with their types, the house and the flat. */
function addressParts(address: Address | null) {
  if (!address) return null;
  return {
    country: personDataTexts.country,
    region: joined(address.regionType, address.region),
    city: address.city ?? address.settlement ?? null,
    street: joined(address.streetType, address.street),
    house: joined(address.houseType, address.house, address.blockType, address.block),
    flat: joined(address.flatType, address.flat),
  };
}

/**
 * The person data an additional check is prefilled with (`GET /api/check/client-check-info/{dealId}`), from the
 * deal's form data: names, birth, passport, the surname before a change (the deal keeps no earlier passport: those
 * fields are null), the registration and actual addresses.
 */
export function personDataOf(person: PersonSource): AdditionalCheckPersonData {
  const reg = addressParts(person.addressRegistration);
  const act = addressParts(person.addressActual ?? person.addressRegistration);
  const renamed = Boolean(person.oldSurName);
  return {
    lastName: person.surName,
    firstName: person.firstName,
    middleName: person.middleName,
    birthDate: person.birthDate,
    placeOfBirth: person.bornPlace,
    passportSeries: person.passport.series,
    passportNumber: person.passport.number,
    passportIssueDate: person.passport.issueDate,
    passportDivisionName: person.passport.divisionName,
    passportIssueCode: person.passport.divisionCode,
    pastLastName: renamed ? person.oldSurName : null,
    pastFirstName: renamed ? person.firstName : null,
    pastMiddleName: renamed ? person.middleName : null,
    pastIdSeries: null,
    pastIdNum: null,
    pastIssueDate: null,
    pastIssueCode: null,
    pastIssueAuthority: null,
    regAddrCountry: reg?.country ?? null,
    regAddrRegion: reg?.region ?? null,
    regAddrCity: reg?.city ?? null,
    regAddrStreet: reg?.street ?? null,
    regHouseExp: reg?.house ?? null,
    regFlatExp: reg?.flat ?? null,
    actAddrCountry: act?.country ?? null,
    actAddrRegion: act?.region ?? null,
    actAddrCity: act?.city ?? null,
    actAddrStreet: act?.street ?? null,
  };
}

/** The full name of the person checked. */
export const fullNameOf = (data: AdditionalCheckPersonDataInput) =>
  [data.lastName, data.firstName, data.middleName]
    .map((p) => p?.trim())
    .filter(Boolean)
    .join(' ');

const YEAR_DAYS = 365.25;

/**
 * What the contract's masks leave to the domain (001 §5): the surname, the name and the birth date are needed to
 * name the person ('Обязательное поле!'); the birth date is of someone 14 to 120 years old, a passport is issued
 * after the 14th birthday and not in the future, a past passport not after the current one ('Введите валидное
 * значение!'). The errors' paths are `data.<field>`.
 */
export function personDataErrors(data: AdditionalCheckPersonDataInput, today: number): FieldError[] {
  const errors: FieldError[] = [];
  const fail = (field: keyof AdditionalCheckPersonDataInput, message: string) =>
    errors.push({ propertyPath: `data.${field}`, message });
  for (const field of ['lastName', 'firstName', 'birthDate'] as const) {
    if (!data[field]?.trim()) fail(field, personDataTexts.required);
  }
  const day = (value: string | null | undefined) => (value ? dateToDay(value) : undefined);
  const birth = day(data.birthDate);
  if (birth !== undefined && (today - birth < 14 * YEAR_DAYS || today - birth > 120 * YEAR_DAYS)) {
    fail('birthDate', personDataTexts.invalid);
  }
  const issued = day(data.passportIssueDate);
  if (issued !== undefined && (issued > today || (birth !== undefined && issued - birth < 14 * YEAR_DAYS))) {
    fail('passportIssueDate', personDataTexts.invalid);
  }
  const pastIssued = day(data.pastIssueDate);
  if (
    pastIssued !== undefined &&
    (pastIssued > today || (issued !== undefined && pastIssued > issued) || (birth !== undefined && pastIssued < birth))
  ) {
    fail('pastIssueDate', personDataTexts.invalid);
  }
  return errors;
}
