import type { FormSource } from '../forms/source';
import { CAR_MODELS } from './seed/catalog-cars';
import { PROGRAMS } from './seed/catalog-deals';
import { MARITAL } from './records';
import { dateToDay } from './time';
import type { ClientPatch, DealPatch, World } from './world';

const INT32_MAX = 2_147_483_647;

/** A name part: trimmed, spaces collapsed; undefined when not a non-empty string. */
function nameText(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim().replace(/\s+/g, ' ');
  return text === '' ? undefined : text;
}

/** A finite number of a number or a numeric string; undefined otherwise. */
function numberOf(value: unknown): number | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(n) ? n : undefined;
}

/** An integer in [min, max] (rounded); undefined when not a number or out of range. */
function intIn(value: unknown, min: number, max: number): number | undefined {
  const n = numberOf(value);
  if (n === undefined) return undefined;
  const rounded = Math.round(n);
  return rounded >= min && rounded <= max ? rounded : undefined;
}

/** Money as the world's columns keep it: roubles with kopecks (rounded to them), as typed; undefined out of range. */
function money(value: unknown): number | undefined {
  const n = numberOf(value);
  if (n === undefined) return undefined;
  const kopecks = Math.round(n * 100) / 100;
  return kopecks >= 0 && kopecks <= INT32_MAX ? kopecks : undefined;
}

/** The digits of a string of exactly `length` digits, as a number. */
function digits(value: unknown, length: number): number | undefined {
  const text = typeof value === 'number' ? String(value).padStart(length, '0') : value;
  return typeof text === 'string' && new RegExp(`^\\d{${length}}$`).test(text.trim()) ? Number(text.trim()) : undefined;
}

/** The ten digits after +7 of `+7XXXXXXXXXX` (spaces, brackets and dashes ignored; 8XXXXXXXXXX accepted). */
function phoneNumber(value: unknown): number | undefined {
  if (typeof value !== 'string') return undefined;
  const m = /^(?:\+7|8)(\d{10})$/.exec(value.replace(/[\s()-]/g, ''));
  return m ? Number(m[1]) : undefined;
}

const dayOf = (value: unknown) => (typeof value === 'string' ? dateToDay(value.trim()) : undefined);

/** The world's model and modification of a car of the catalogue (by brand and model; the modification by hash or name). */
function carColumns(car: FormSource['car']): { carModel?: number; carModification?: number } {
  if (!car) return {};
  const model = CAR_MODELS.findIndex((m) => m.brand === car.brand && m.model === car.model);
  if (model < 0) return {};
  const byHash = /^car-(\d+)-(\d+)$/.exec(car.modification?.hash ?? car.hash ?? '');
  const named = CAR_MODELS[model]!.modifications.indexOf(car.modification?.name ?? '');
  const modification = byHash && Number(byHash[1]) === model ? Number(byHash[2]) : named;
  return {
    carModel: model,
    carModification: modification >= 0 && modification < CAR_MODELS[model]!.modifications.length ? modification : 0,
  };
}

/** Drops the keys whose value is undefined (what could not be read). */
function defined<T extends object>(patch: T): T {
  return Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) as T;
}

/**
 * What of a source the world keeps in its columns: the client's names, gender, birth date, passport, phone, marital
 * status and income, the deal's credit and car (its model of the catalogue, condition and year). A value that cannot be read (an unknown program,
 * a malformed phone or date) is left out; a missing middle name is the empty one.
 */
export function listFieldsOf(source: FormSource): { client: ClientPatch; deal: DealPatch } {
  const { client: person, credit, car } = source;
  const passport = person.passport;
  const marital = MARITAL.indexOf(person.maritalStatus as (typeof MARITAL)[number]);
  const program = numberOf(credit.program);
  const programIndex = program === undefined ? -1 : PROGRAMS.findIndex((p) => p.id === program);
  const client: ClientPatch = defined({
    surname: nameText(person.surName),
    firstName: nameText(person.firstName),
    middleName: person.middleName === null ? '' : nameText(person.middleName),
    gender: person.gender === 'man' ? 0 : person.gender === 'woman' ? 1 : undefined,
    birthDay: dayOf(person.birthDate),
    passportSeries: digits(passport?.series, 4),
    passportNumber: digits(passport?.number, 6),
    passportIssueDay: dayOf(passport?.issueDate),
    phone: phoneNumber(person.phone),
    marital: marital >= 0 ? marital : undefined,
    income: money(person.work?.salary),
  });
  const deal: DealPatch = defined({
    program: programIndex >= 0 ? programIndex : undefined,
    carCost: money(credit.carCostRequested),
    costRequested: money(credit.costRequested),
    initialFee: money(credit.initialFee),
    term: intIn(credit.term, 1, 255),
    carCondition: car?.condition === 'new' ? 0 : car?.condition === 'uses' ? 1 : undefined,
    carYear: intIn(car?.year, 1900, 2100),
    ...carColumns(car),
  });
  return { client, deal };
}

/** The entries of `after` that differ from `before`. */
function changes<T extends object>(before: T, after: T): T {
  const b = before as Record<string, unknown>;
  return Object.fromEntries(Object.entries(after).filter(([k, v]) => b[k] !== v)) as T;
}

/**
 * Writes what a form save changed into the world's columns (so that the lists find the deal by what was typed):
 * the fields of `listFieldsOf` whose value differs between the source before and after the save. Nothing is
 * written (or journalled) when nothing changed; values that cannot be read are skipped.
 */
export function writeBack(world: World, deal: number, before: FormSource, after: FormSource): void {
  const was = listFieldsOf(before);
  const now = listFieldsOf(after);
  const client = changes(was.client, now.client);
  const dealPatch = changes(was.deal, now.deal);
  if (Object.keys(client).length > 0) world.updateClient(world.deals.client[deal]!, client);
  if (Object.keys(dealPatch).length > 0) world.updateDeal(deal, dealPatch);
}
