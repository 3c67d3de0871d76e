import type { Address, Employer, Gender, PledgePledgor, RealEstate } from '@autocredit/generated/api';
import { emptyPerson, emptyRealEstate } from '../forms/empty-source';
import type { DriverPassportSource, PassportSource, PersonSource, WorkSource } from '../forms/source';
import { addressObject, type AddressParts } from './seed/addresses';
import { CITIES, REGIONS } from './seed/catalog-places';
import { MARITAL, RELATIONS } from './records';
import { spouseId, thirdFaceId } from './person-ids';
import { DAY, dayToDate } from './time';
import type { World } from './world';

/** The contract's genders by the world's gender column (0 man, 1 woman). */
export const GENDERS: readonly Gender[] = ['man', 'woman'];

/** `+79161234567` of the ten digits after +7 (0: none). */
export const phoneText = (phone: number): string | null => (phone > 0 ? `+7${String(phone).padStart(10, '0')}` : null);

/** A string of the pool, null when empty (or the id is -1: none). */
const nameOf = (world: World, id: number): string | null => (id >= 0 ? world.pool.get(id) || null : null);

/**
 * The passport division as the passport writes it: by the division's level (the code's fourth digit) and the
 * service of the time of issue (the FMS until 2016, the MVD after), in the region of the code.
 */
export function divisionName(division: number, issueDay: number): string {
  const region = REGIONS.find((r) => Number(r.code) === Math.floor(division / 10_000));
  const service = new Date(issueDay * DAY).getUTCFullYear() < 2017 ? 'УФМС России' : 'МВД России';
  const level = ['', 'Отделом ', 'Отделением '][Math.floor(division / 1000) % 10] ?? '';
  const head = level === '' && service === 'МВД России' ? 'ГУ МВД России' : service;
  return `${level}${head}${region ? ` по ${region.dative}` : ''}`;
}

function passportOf(world: World, c: number): PassportSource {
  const { clients } = world;
  const series = clients.passportSeries[c]!;
  const number = clients.passportNumber[c]!;
  const has = series !== 0 || number !== 0;
  const issueDay = clients.passportIssueDay[c]!;
  const division = clients.passportDivision[c]!;
  return {
    series: has ? String(series).padStart(4, '0') : null,
    number: has ? String(number).padStart(6, '0') : null,
    issueDate: has ? dayToDate(issueDay) : null,
    divisionCode:
      division > 0
        ? String(division)
            .padStart(6, '0')
            .replace(/^(\d{3})/, '$1-')
        : null,
    divisionName: division > 0 ? divisionName(division, issueDay) : null,
  };
}

/** The driving licence (series 0: none); its division is the traffic police unit the series names. */
function driverPassportOf(world: World, c: number): DriverPassportSource | null {
  const { clients } = world;
  const series = clients.licenceSeries[c]!;
  if (series === 0) return null;
  const text = String(series).padStart(4, '0');
  return {
    series: text,
    number: String(clients.licenceNumber[c]!).padStart(6, '0'),
    issueDate: dayToDate(clients.licenceIssueDay[c]!),
    divisionName: `ГИБДД ${text}`,
  };
}

/** The client's employer as the organisation widget gives it. */
export function employerObject(world: World, index: number): Employer | null {
  const e = world.employers[index];
  if (!e) return null;
  return {
    name: e.name,
    shortName: e.shortName,
    inn: e.inn,
    kpp: e.kpp,
    ogrn: e.ogrn,
    okved: e.okved,
    opf: { full: e.opf.full, short: e.opf.short, code: e.opf.code },
    registrationDate: e.registrationDate,
    value: `${e.name}, ИНН ${e.inn}`,
  };
}

function workOf(world: World, c: number): WorkSource | null {
  const { clients } = world;
  const employer = employerObject(world, clients.employer[c]!);
  const income = clients.income[c]!;
  if (!employer && income <= 0) return null;
  return {
    employer,
    position: null,
    // The second phone of an employed client is the work one.
    workPhone: employer ? phoneText(clients.phone2[c]!) : null,
    startDate: null,
    salary: income > 0 ? income : null,
  };
}

const addressOf = (city: number, street: number, house: number, flat: number) =>
  house > 0 ? addressObject({ city, street, house, flat } satisfies AddressParts) : null;

/**
 * The client of a deal. A new deal's client is blank until data entry: names, gender, birth date and marital status
 * count only once the surname is there (a seeded client always has one); the rest once its column is filled.
 * `seeded`: the client came with the seeded world (their birth place is known).
 */
export function clientOf(world: World, c: number, seeded: boolean): PersonSource {
  const { clients } = world;
  const surName = nameOf(world, clients.surname[c]!);
  const known = surName !== null;
  const registration = addressOf(clients.regCity[c]!, clients.regStreet[c]!, clients.regHouse[c]!, clients.regFlat[c]!);
  const differs = registration !== null && clients.actualSame[c] !== 1;
  const actual = differs
    ? addressOf(clients.actCity[c]!, clients.actStreet[c]!, clients.actHouse[c]!, clients.actFlat[c]!)
    : registration;
  return {
    ...emptyPerson(),
    id: world.clientId(c),
    surName,
    firstName: nameOf(world, clients.firstName[c]!),
    middleName: nameOf(world, clients.middleName[c]!),
    gender: known ? GENDERS[clients.gender[c]!]! : null,
    birthDate: known ? dayToDate(clients.birthDay[c]!) : null,
    bornPlace: seeded ? `г. ${CITIES[clients.bornCity[c]!]!.city}` : null,
    maritalStatus: known ? MARITAL[clients.marital[c]!]! : null,
    phone: phoneText(clients.phone[c]!),
    passport: passportOf(world, c),
    driverPassport: driverPassportOf(world, c),
    addressRegistration: registration,
    addressActual: actual,
    isHaveActual: differs,
    work: workOf(world, c),
    realEstate: known ? realEstateOf(c, registration) : emptyRealEstate(),
  };
}

/**
 * A seeded client's property, by the client's row: most own a flat at their registration address (checked for six
 * in ten, not yet for two), one in four a garage there, one in nine a cottage (not checked, no address known yet).
 */
export function realEstateOf(c: number, registration: Address | null): RealEstate {
  const flat = c % 10;
  return {
    ...emptyRealEstate(),
    apartmentCheck: flat < 6 ? 'confirmed' : flat < 8 ? 'not_confirmed' : 'absent',
    apartment: flat < 8 ? registration : null,
    cottageCheck: c % 9 === 0 ? 'not_confirmed' : 'absent',
    garageCheck: c % 4 === 0 ? 'confirmed' : 'absent',
    garage: c % 4 === 0 ? registration : null,
    landCheck: 'absent',
  };
}

/** A patronymic's gender: the daughters' end in -на (Ивановна, Ильинична). */
const genderOfPatronymic = (middleName: string | null): Gender | null =>
  middleName === null ? null : middleName.endsWith('на') ? 'woman' : 'man';

/** The client's spouse (married clients), null when none. */
export function spouseOf(world: World, c: number): PersonSource | null {
  const { clients } = world;
  const surName = nameOf(world, clients.spouseSurname[c]!);
  if (surName === null) return null;
  return {
    ...emptyPerson(),
    id: spouseId(c),
    surName,
    firstName: nameOf(world, clients.spouseFirstName[c]!),
    middleName: nameOf(world, clients.spouseMiddleName[c]!),
    gender: clients.gender[c] === 1 ? 'man' : 'woman',
    birthDate: dayToDate(clients.spouseBirthDay[c]!),
    maritalStatus: 'married',
    phone: phoneText(clients.spousePhone[c]!),
  };
}

/** The client's third person (the contact person), null when none. */
export function thirdFaceOf(world: World, c: number): PersonSource | null {
  const { clients } = world;
  const surName = nameOf(world, clients.thirdSurname[c]!);
  if (surName === null) return null;
  const middleName = nameOf(world, clients.thirdMiddleName[c]!);
  const fixed = RELATIONS[clients.thirdRelation[c]!]?.[1] ?? -1;
  return {
    ...emptyPerson(),
    id: thirdFaceId(c),
    surName,
    firstName: nameOf(world, clients.thirdFirstName[c]!),
    middleName,
    gender: fixed >= 0 ? GENDERS[fixed]! : genderOfPatronymic(middleName),
    phone: phoneText(clients.thirdPhone[c]!),
  };
}

/** A person as a pledgor of the pledge registry (null without a name). */
export function pledgorOf(person: PersonSource): PledgePledgor | null {
  if (person.surName === null || person.firstName === null) return null;
  return { name: { first: person.firstName, middle: person.middleName, last: person.surName } };
}
