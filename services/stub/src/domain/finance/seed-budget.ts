import type { World } from '../world/world';
import { Random, mix } from '../world/seed/prng';
import { WORLD_NOW, DAY } from '../world/time';
import {
  BKI_TYPES,
  CHARGE_TYPES,
  CREDIT_CODES,
  CREDITORS,
  INCOME_TITLES,
  INCOME_TYPES,
  annuity,
  round2,
  roundTo,
  type ItemStatus,
} from './catalog';
import { PERSON_KINDS, type PersonRef } from './persons';

/** One income, charge or loan of a person's budget as kept. */
export interface StoredItem {
  id: number;
  type: string;
  typeTitle: string;
  sum: number | null;
  sumAmount: number | null;
  status: ItemStatus;
  sumGksConfirmed: number | null;
  sumConfirmed: number | null;
  sumConfirmedOriginal: number | null;
  /** Loans: the credit type code and the kind of the credit-bureau record. */
  creditType?: string;
  bkiType?: string;
}

export interface StoredExtendedIncome {
  id: number;
  type: number;
  sum: number;
  /** A confirmed one cannot be deleted. */
  confirmed: boolean;
}

export interface PersonBudget {
  incomes: StoredItem[];
  /** Without `loans_month`, which is made from the loans when read. */
  charges: StoredItem[];
  loans: StoredItem[];
  extended: StoredExtendedIncome[];
}

/** Seeded item ids: ITEM_ID_BASE + (client row × 3 + person kind) × 16 + n (incomes 0–4, charges 5–9, loans 10–15). */
export const ITEM_ID_BASE = 10_000_001;
export const ITEMS_PER_PERSON = 16;
export const LOANS_MONTH_SLOT = 9;
/** Seeded extended incomes: EXTENDED_ID_BASE + (client row × 3 + person kind) × 4 + n. */
export const EXTENDED_ID_BASE = 70_000_001;
export const EXTENDED_PER_PERSON = 4;

export const personIndex = (person: PersonRef) => person.client * 3 + PERSON_KINDS.indexOf(person.kind);
export const loansMonthId = (person: PersonRef) =>
  ITEM_ID_BASE + personIndex(person) * ITEMS_PER_PERSON + LOANS_MONTH_SLOT;

/** The person of a seeded extended income id (client row and kind), or undefined for another id. */
export function extendedOwner(id: number): { client: number; kind: (typeof PERSON_KINDS)[number] } | undefined {
  const n = id - EXTENDED_ID_BASE;
  if (!Number.isInteger(n) || n < 0 || n >= 1_000_000 * 3 * EXTENDED_PER_PERSON) return undefined;
  const index = Math.floor(n / EXTENDED_PER_PERSON);
  return { client: Math.floor(index / 3), kind: PERSON_KINDS[index % 3]! };
}

/** A checked state: mostly confirmed, some not checked yet, some adjusted by an underwriter. */
function checked(
  random: Random,
  sum: number,
  step: number,
): Pick<StoredItem, 'status' | 'sumConfirmed' | 'sumConfirmedOriginal'> {
  const roll = random.next();
  if (roll < 0.55) return { status: 'confirmed', sumConfirmed: sum, sumConfirmedOriginal: sum };
  if (roll < 0.85) return { status: 'not_confirmed', sumConfirmed: null, sumConfirmedOriginal: null };
  const adjusted = Math.max(step, roundTo(sum * (0.75 + random.next() * 0.2), step));
  return { status: 'adjustment', sumConfirmed: adjusted, sumConfirmedOriginal: sum };
}

/**
 * A person's budget as the application gave it (deterministic from the seed and the person): the client's salary
 * is the world's income; the spouse and the third person have their own; part-time, rent and pension incomes now and
 * then; rent, utilities, dependants, alimony; none to three loans of real creditors with their annuity payments.
 */
export function seededBudget(world: World, seed: number, person: PersonRef): PersonBudget {
  if (person.client >= world.seededClients)
    return enteredBudget(world, person, { incomes: [], charges: [], loans: [], extended: [] });
  const random = new Random(mix(seed, person.id), 'finance-budget');
  const base = ITEM_ID_BASE + personIndex(person) * ITEMS_PER_PERSON;
  const c = person.client;
  const item = (slot: number, type: string, typeTitle: string, sum: number, step = 100): StoredItem => ({
    id: base + slot,
    type,
    typeTitle,
    sum,
    sumAmount: null,
    sumGksConfirmed: null,
    ...checked(random, sum, step),
  });

  const incomes: StoredItem[] = [];
  const salary =
    person.kind === 'client'
      ? world.clients.income[c]!
      : random.chance(person.kind === 'spouse' ? 0.7 : 0.5)
        ? roundTo(random.int(30_000, 160_000), 1000)
        : 0;
  if (salary > 0) {
    const main = item(0, 'income', INCOME_TITLES.salary, salary, 1000);
    if (main.status !== 'not_confirmed' && random.chance(0.5)) {
      main.sumGksConfirmed = roundTo(salary * (0.85 + random.next() * 0.15), 1000);
    }
    incomes.push(main);
  }
  if (random.chance(0.2))
    incomes.push(item(1, 'income', INCOME_TITLES.partTime, roundTo(random.int(10_000, 45_000), 500)));
  if (random.chance(0.15))
    incomes.push(item(2, 'income', INCOME_TITLES.rent, roundTo(random.int(15_000, 60_000), 500)));
  const age = person.kind === 'client' ? (WORLD_NOW / DAY - world.clients.birthDay[c]!) / 365.25 : 0;
  if (age >= 60 || random.chance(0.05))
    incomes.push(item(3, 'income', INCOME_TITLES.pension, roundTo(random.int(17_000, 32_000), 100)));

  const charges: StoredItem[] = [];
  if (person.kind !== 'thirdFace') {
    if (random.chance(0.25))
      charges.push(item(5, 'rent', CHARGE_TYPES.rent, roundTo(random.int(20_000, 60_000), 1000)));
    if (random.chance(0.7))
      charges.push(item(6, 'utilities', CHARGE_TYPES.utilities, roundTo(random.int(4_000, 12_000), 100)));
    if (random.chance(0.3))
      charges.push(item(7, 'dependants', CHARGE_TYPES.dependants, roundTo(random.int(8_000, 30_000), 1000)));
    if (random.chance(0.05))
      charges.push(item(8, 'alimony', CHARGE_TYPES.alimony, roundTo(random.int(10_000, 40_000), 1000)));
  }

  const loans: StoredItem[] = [];
  const count = person.kind === 'thirdFace' ? random.weighted([6, 3, 1]) : random.weighted([4, 3, 2, 1]);
  for (let k = 0; k < count; k++) {
    const code = random.pick(CREDIT_CODES);
    const creditor = random.pick(CREDITORS);
    const amount = roundTo(random.int(code.amount[0], code.amount[1]), 10_000);
    const payment = round2(annuity(amount, code.rate, random.int(code.months[0], code.months[1])));
    const loan = item(10 + k, 'loan', `${creditor}, ${code.name.toLowerCase()}`, Math.round(payment), 100);
    loans.push({
      ...loan,
      sumAmount: amount,
      creditType: code.code,
      bkiType: random.chance(0.9) ? BKI_TYPES[0] : BKI_TYPES[2],
    });
  }

  const extended: StoredExtendedIncome[] = [];
  const extra = random.weighted([6, 3, 1]);
  for (let k = 0; k < extra; k++) {
    extended.push({
      id: EXTENDED_ID_BASE + personIndex(person) * EXTENDED_PER_PERSON + k,
      type: random.pick(INCOME_TYPES).id,
      sum: roundTo(random.int(5_000, 50_000), 500),
      confirmed: random.chance(0.3),
    });
  }
  return { incomes, charges, loans, extended };
}

/**
 * The budget of a person of a deal created at run time: only what the clerk entered, the client's salary (an income
 * not checked yet), following the application while nobody checked it. Nothing else is invented.
 */
export function enteredBudget(world: World, person: PersonRef, budget: PersonBudget): PersonBudget {
  if (person.kind !== 'client' || person.client < world.seededClients) return budget;
  const id = ITEM_ID_BASE + personIndex(person) * ITEMS_PER_PERSON;
  const at = budget.incomes.findIndex((i) => i.id === id);
  const item = budget.incomes[at];
  if (item && item.status !== 'not_confirmed') return budget;
  const salary = world.clients.income[person.client]!;
  const declared: StoredItem = {
    id,
    type: 'income',
    typeTitle: INCOME_TITLES.salary,
    sum: salary,
    sumAmount: null,
    status: 'not_confirmed',
    sumGksConfirmed: null,
    sumConfirmed: null,
    sumConfirmedOriginal: null,
  };
  if (at >= 0 && salary > 0) budget.incomes[at] = declared;
  else if (at >= 0) budget.incomes.splice(at, 1);
  else if (salary > 0) budget.incomes.unshift(declared);
  return budget;
}
