import { createHash } from 'node:crypto';
import type { RecognizedPassport, RecognizedPerson } from '@autocredit/generated/api';
import { addressObject } from '../world/seed/addresses';
import { CITIES, REGIONS, STREETS } from '../world/seed/catalog-places';
import { divisionName } from '../world/form-source-person';
import { FEMALE_NAMES, MALE_NAMES, MAN, PATRONYMICS, SURNAMES, WOMAN, surnameFor } from '../world/seed/names';
import { Random } from '../world/seed/prng';
import { DAY, WORLD_NOW, dayToDate } from '../world/time';
import type { PdfTextRun } from './pdf-text';

/** What the recognition found in a file: the short form's person and passport fields, null where nothing was read. */
export interface Recognized {
  person: Required<RecognizedPerson>;
  passport: Required<RecognizedPassport>;
}

/** Nothing recognised. */
export const nothingRecognized = (): Recognized => ({
  person: {
    surName: null,
    firstName: null,
    middleName: null,
    birthDate: null,
    gender: null,
    bornPlace: null,
    addressRegistration: null,
  },
  passport: { series: null, number: null, issueDate: null, divisionCode: null, divisionName: null },
});

/** Whether anything was recognised. */
export const anyRecognized = (r: Recognized) =>
  [...Object.values(r.person), ...Object.values(r.passport)].some((v) => v !== null);

/** The fields of `next` filled in where `first` has none. */
export function fillEmpty(first: Recognized, next: Recognized): Recognized {
  const fill = <T extends object>(a: T, b: T): T =>
    Object.fromEntries(Object.entries(a).map(([k, v]) => [k, v ?? (b as Record<string, unknown>)[k] ?? null])) as T;
  return { person: fill(first.person, next.person), passport: fill(first.passport, next.passport) };
}

/** The font sizes of the stub's PDF layout (domain/documents/pdf.ts): a field's label and its value. */
const LABEL_SIZE = 8;
const VALUE_SIZE = 11;
/** The passport's series and number on its edge (`4510 123456`), drawn at 14 pt. */
const EDGE = /^(\d{4}) (\d{6})$/;

type Slot =
  | 'surName'
  | 'firstName'
  | 'middleName'
  | 'fullName'
  | 'gender'
  | 'birthDate'
  | 'bornPlace'
  | 'address'
  | 'divisionName'
  | 'issueDate'
  | 'divisionCode'
  | 'passport';

/** The labels the recognition reads: the passport's pages (render.ts) and the consent's fields (consent.ts). */
const LABELS: Readonly<Record<string, Slot>> = {
  Фамилия: 'surName',
  Имя: 'firstName',
  Отчество: 'middleName',
  'Фамилия, имя, отчество': 'fullName',
  Пол: 'gender',
  'Дата рождения': 'birthDate',
  'Место рождения': 'bornPlace',
  Зарегистрирован: 'address',
  'Адрес регистрации': 'address',
  'Паспорт выдан': 'divisionName',
  'Дата выдачи': 'issueDate',
  'Код подразделения': 'divisionCode',
  Паспорт: 'passport',
};

/** `yyyy-MM-dd` of `dd.MM.yyyy`, null for anything else. */
function isoDate(text: string): string | null {
  const m = /(\d{2})\.(\d{2})\.(\d{4})/.exec(text);
  return m ? `${m[3]}-${m[2]}-${m[1]}` : null;
}

/** The labelled values of the pages: each known label (8 pt) and the value lines (11 pt) right after it, joined. */
function labelledValues(pages: readonly PdfTextRun[][]): { values: Map<Slot, string>; edge: RegExpExecArray | null } {
  const values = new Map<Slot, string>();
  let edge: RegExpExecArray | null = null;
  for (const runs of pages) {
    runs.forEach((run, i) => {
      edge ??= EDGE.exec(run.text.trim());
      const slot = run.size === LABEL_SIZE ? LABELS[run.text.trim()] : undefined;
      if (!slot || values.has(slot)) return;
      const lines: string[] = [];
      for (let j = i + 1; j < runs.length && runs[j]!.size === VALUE_SIZE; j++) lines.push(runs[j]!.text.trim());
      const value = lines.join(' ').trim();
      if (value !== '' && value !== '—') values.set(slot, value);
    });
  }
  return { values, edge };
}

/**
 * The person and passport read from the text of a PDF the stub's layout made (its passport, its consent): the fields
 * by their labels (`Фамилия`, `Имя`, `Дата рождения`, `Паспорт выдан`, ...), the series and number from the
 * passport's edge or the consent's `Паспорт` line, the names also from a full name (`Фамилия, имя, отчество`).
 * Nothing found gives all nulls.
 */
export function personFromText(pages: readonly PdfTextRun[][]): Recognized {
  const { values, edge } = labelledValues(pages);
  const r = nothingRecognized();
  const get = (slot: Slot) => values.get(slot) ?? null;
  const [sur, first, ...middle] = (get('fullName') ?? '').split(/\s+/).filter(Boolean);
  r.person.surName = get('surName') ?? sur ?? null;
  r.person.firstName = get('firstName') ?? first ?? null;
  r.person.middleName = get('middleName') ?? (middle.length > 0 ? middle.join(' ') : null);
  const gender = get('gender');
  r.person.gender = gender?.startsWith('МУЖ') ? 'man' : gender?.startsWith('ЖЕН') ? 'woman' : null;
  const birth = get('birthDate');
  r.person.birthDate = birth === null ? null : isoDate(birth);
  r.person.bornPlace = get('bornPlace');
  const address = get('address');
  r.person.addressRegistration = address === null ? null : { value: address };
  // The consent's passport line: `4510 123456, выдан 20.11.2016 ГУ МВД России ..., код подразделения 770-001`.
  const line = get('passport') ?? '';
  const passport = /(\d{2}\s?\d{2})\s*№?\s*(\d{6})/.exec(line);
  r.passport.series = edge?.[1] ?? passport?.[1]?.replace(/\s/g, '') ?? null;
  r.passport.number = edge?.[2] ?? passport?.[2] ?? null;
  const issued = get('issueDate') ?? /выдан\s+(\d{2}\.\d{2}\.\d{4})/.exec(line)?.[1] ?? null;
  r.passport.issueDate = issued === null ? null : isoDate(issued);
  r.passport.divisionCode = get('divisionCode') ?? /(\d{3}-\d{3})/.exec(line)?.[1] ?? null;
  r.passport.divisionName = get('divisionName');
  return r;
}

const TODAY = Math.floor(WORLD_NOW / DAY);
const YEAR = 365.25;

/**
 * A person derived from a file's bytes (an image, a PDF without text): the same bytes give the same person, drawn as
 * the world draws its clients (names of one gender, an adult's birth date, a city of the catalogue, a passport of
 * the region of the address issued at 14, 20 or 45 by a division of that region).
 */
export function derivedPerson(content: Uint8Array): Recognized {
  const random = new Random(createHash('sha256').update(content).digest().readUInt32BE(0), 'recognition');
  const gender = random.chance(0.56) ? MAN : WOMAN;
  const surName = surnameFor(random.pick(SURNAMES), gender);
  const firstName = random.pick(gender === MAN ? MALE_NAMES : FEMALE_NAMES);
  const middleName = random.pick(PATRONYMICS)[gender === MAN ? 1 : 2];
  const age = random.int(21, 68);
  const birthDay = TODAY - Math.floor(age * YEAR) - random.int(1, 364);
  const bornCity = CITIES[random.int(0, CITIES.length - 1)]!;
  const home = random.int(0, CITIES.length - 1);
  const address = addressObject({
    city: home,
    street: random.int(0, STREETS.length - 1),
    house: random.int(1, 150),
    flat: random.int(1, 350),
  });
  const region = REGIONS[CITIES[home]!.regionIndex]!;
  const issueAge = age >= 45 ? 45 : age >= 20 ? 20 : 14;
  const issueDay = birthDay + Math.floor(issueAge * YEAR) + random.int(5, 90);
  const issueYear = new Date(issueDay * DAY).getUTCFullYear();
  const division = Number(region.code) * 10_000 + random.int(0, 2) * 1000 + random.int(1, 999);
  return {
    person: {
      surName,
      firstName,
      middleName,
      birthDate: dayToDate(birthDay),
      gender: gender === MAN ? 'man' : 'woman',
      bornPlace: `г. ${bornCity.city}`,
      addressRegistration: address,
    },
    passport: {
      series: `${region.okato}${String(issueYear % 100).padStart(2, '0')}`,
      number: String(random.int(1, 999_999)).padStart(6, '0'),
      issueDate: dayToDate(issueDay),
      divisionCode: String(division)
        .padStart(6, '0')
        .replace(/^(\d{3})/, '$1-'),
      divisionName: divisionName(division, issueDay),
    },
  };
}
