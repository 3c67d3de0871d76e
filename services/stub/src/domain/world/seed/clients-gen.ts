import { CITIES, REGIONS, STREETS } from './catalog-places';
import type { StringPool } from '../columns';
import type { EmployerRecord } from './employers';
import { FEMALE_NAMES, MALE_NAMES, MAN, PATRONYMICS, SURNAMES, WOMAN, surnameFor, type Gender } from './names';
import { Sampler, type Random } from './prng';
import { RELATIONS, type ClientTable } from '../records';
import { DAY, WORLD_NOW } from '../time';

const TODAY = Math.floor(WORLD_NOW / DAY);
const YEAR = 365.25;

/** Common surnames more often than rare ones. */
const SURNAME_SAMPLER = new Sampler(SURNAMES.map((_, i) => 1 / (1 + i * 0.04)));
const CITY_SAMPLER = new Sampler(CITIES.map((c) => (c.city === 'Москва' ? 8 : c.city === 'Санкт-Петербург' ? 4 : 1)));

/** Picks names of a person of a gender into the pool: [surname, first name, patronymic]. */
export function personNames(random: Random, pool: StringPool, gender: Gender, surnameBase?: string) {
  const base = surnameBase ?? SURNAMES[SURNAME_SAMPLER.draw(random)]!;
  const first = gender === MAN ? random.pick(MALE_NAMES) : random.pick(FEMALE_NAMES);
  const father = random.pick(PATRONYMICS);
  return {
    base,
    surname: pool.intern(surnameFor(base, gender)),
    firstName: pool.intern(first),
    middleName: pool.intern(father[gender === MAN ? 1 : 2]),
  };
}

const mobile = (random: Random) => 9_000_000_000 + random.int(0, 999_999_999);

export interface ClientContext {
  random: Random;
  pool: StringPool;
  employers: readonly EmployerRecord[];
  employerSampler: Sampler;
}

/** A new client (row of `clients`) who applies at a sale point in `city` at `at`. */
export function generateClient(ctx: ClientContext, clients: ClientTable, city: number, at: number): number {
  const { random, pool } = ctx;
  const c = clients.add();
  const gender: Gender = random.chance(0.56) ? MAN : WOMAN;
  const names = personNames(random, pool, gender);
  clients.surname[c] = names.surname;
  clients.firstName[c] = names.firstName;
  clients.middleName[c] = names.middleName;
  clients.gender[c] = gender;
  const age = random.int(21, 68);
  const birthDay = TODAY - Math.floor(age * YEAR) - random.int(1, 364);
  clients.birthDay[c] = birthDay;
  clients.bornCity[c] = CITY_SAMPLER.draw(random);

  // Where the client lives: mostly the sale point's city.
  const neighbour = CITIES.findIndex((x, i) => i !== city && x.regionIndex === CITIES[city]!.regionIndex);
  const homeCity = random.chance(0.7)
    ? city
    : random.chance(0.5) && neighbour >= 0
      ? neighbour
      : CITY_SAMPLER.draw(random);
  clients.regCity[c] = homeCity;
  clients.regStreet[c] = random.int(0, STREETS.length - 1);
  clients.regHouse[c] = random.int(1, 150);
  clients.regFlat[c] = random.chance(0.9) ? random.int(1, 350) : 0;
  const same = random.chance(0.75);
  clients.actualSame[c] = same ? 1 : 0;
  clients.actCity[c] = homeCity;
  clients.actStreet[c] = same ? clients.regStreet[c]! : random.int(0, STREETS.length - 1);
  clients.actHouse[c] = same ? clients.regHouse[c]! : random.int(1, 150);
  clients.actFlat[c] = same ? clients.regFlat[c]! : random.int(1, 350);

  // Passport: series = OKATO of the region + the year of issue (at 14, 20 or 45).
  const region = REGIONS[CITIES[homeCity]!.regionIndex]!;
  const issueAge = age >= 45 ? 45 : age >= 20 ? 20 : 14;
  const issueDay = birthDay + Math.floor(issueAge * YEAR) + random.int(5, 90);
  const issueYear = new Date(issueDay * DAY).getUTCFullYear();
  clients.passportSeries[c] = Number(`${region.okato}${String(issueYear % 100).padStart(2, '0')}`);
  clients.passportNumber[c] = random.int(1, 999_999);
  clients.passportIssueDay[c] = issueDay;
  clients.passportDivision[c] = Number(region.code) * 10_000 + random.int(0, 2) * 1000 + random.int(1, 999);
  if (random.chance(0.65)) {
    clients.licenceSeries[c] = Number(`${region.code}${String(random.int(10, 99))}`);
    clients.licenceNumber[c] = random.int(1, 999_999);
    clients.licenceIssueDay[c] = Math.min(TODAY - 30, birthDay + Math.floor((18 + random.int(0, 20)) * YEAR));
  }
  clients.phone[c] = mobile(random);
  clients.phone2[c] = random.chance(0.3) ? 4_950_000_000 + random.int(0, 9_999_999) : 0;

  const marital = random.weighted([35, 50, 12, 3]);
  clients.marital[c] = marital;
  if (marital === 1) {
    const spouseGender: Gender = gender === MAN ? WOMAN : MAN;
    const spouse = personNames(random, pool, spouseGender, random.chance(0.85) ? names.base : undefined);
    clients.spouseSurname[c] = spouse.surname;
    clients.spouseFirstName[c] = spouse.firstName;
    clients.spouseMiddleName[c] = spouse.middleName;
    clients.spouseBirthDay[c] = birthDay + random.int(-5 * 365, 5 * 365);
    clients.spousePhone[c] = mobile(random);
  }
  if (random.chance(0.8)) {
    const relation = random.int(0, RELATIONS.length - 1);
    const fixed = RELATIONS[relation]![1];
    const thirdGender: Gender = fixed === 0 ? MAN : fixed === 1 ? WOMAN : random.chance(0.5) ? MAN : WOMAN;
    const kin = relation <= 5;
    const third = personNames(random, pool, thirdGender, kin ? names.base : undefined);
    clients.thirdSurname[c] = third.surname;
    clients.thirdFirstName[c] = third.firstName;
    clients.thirdMiddleName[c] = third.middleName;
    clients.thirdPhone[c] = mobile(random);
    clients.thirdRelation[c] = relation;
  }
  if (random.chance(0.9) && age < 65) {
    clients.employer[c] = ctx.employerSampler.draw(random);
    clients.income[c] = random.int(35, 350) * 1000;
  }
  clients.createdAt[c] = at;
  clients.photos[c] = random.int(1, 3);
  return c;
}
