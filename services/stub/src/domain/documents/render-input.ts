import type { FormSource, PersonSource } from '../forms/source';
import { DECISION_LABELS } from '../world/seed/catalog-deals';
import type { World } from '../world/world';
import { type SeededFileKind } from './seeded-files';

/** What a seeded file is made of: the deal's data now and its last decision. */
export interface RenderInput {
  kind: SeededFileKind;
  source: FormSource;
  /** The seed of the pictures (the world's seed). */
  seed: number;
  salePoint: string;
  decision: DecisionFacts | null;
  /** When the file was uploaded: the PDF's dates. */
  createdAt: string;
}

export interface DecisionFacts {
  at: number;
  label: string;
  preliminary: boolean;
  amount: number;
  term: number;
  /** Percent a year. */
  rate: number;
  by: string | null;
}

export const BANK = 'АО «Автокредит Банк»';

/** The last decision of a deal (a world row), as the decision file shows it; null before any. */
export function decisionFacts(world: World, row: number): DecisionFacts | null {
  const x = world.deals.lastDecision[row]!;
  if (x < 0) return null;
  const { decisions } = world;
  return {
    at: decisions.at[x]!,
    label: DECISION_LABELS[decisions.outcome[x]!] ?? '',
    preliminary: decisions.preliminary[x] === 1,
    amount: decisions.amount[x]!,
    term: decisions.term[x]!,
    rate: decisions.rate[x]! / 100,
    by: world.staff[decisions.by[x]!]?.fio ?? null,
  };
}

/** `dd.MM.yyyy` of `yyyy-MM-dd` (or of a date-time). */
export const day = (date: string | null | undefined) =>
  date ? `${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}` : null;

export const dayOfMs = (ms: number) => day(new Date(ms + 3 * 3_600_000).toISOString());

/** `1 234 567,00 руб.` */
export function money(value: number | null | undefined): string | null {
  if (value === null || value === undefined || !Number.isFinite(value)) return null;
  const [whole, cents] = Math.abs(value).toFixed(2).split('.');
  const grouped = whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return `${value < 0 ? '-' : ''}${grouped},${cents} руб.`;
}

/** `16,9% годовых`: a yearly rate the Russian way. */
export const yearlyRate = (rate: number) => `${String(rate).replace('.', ',')}% годовых`;

export const fullName = (p: PersonSource | null) =>
  p ? [p.surName, p.firstName, p.middleName].filter((x) => x).join(' ') || null : null;

/** The annuity payment of a sum over months at a yearly rate (percent). */
export function annuity(sum: number, months: number, rate: number): number {
  const r = rate / 1200;
  if (months <= 0) return 0;
  if (r === 0) return sum / months;
  return (sum * r) / (1 - (1 + r) ** -months);
}

export const personId = (p: PersonSource | null) => p?.id ?? 0;

export const carLine = (source: FormSource) =>
  source.car
    ? `${source.car.brand ?? ''} ${source.car.model ?? ''} ${source.car.year ?? ''}, VIN ${source.vin ?? '—'}`.trim()
    : null;
