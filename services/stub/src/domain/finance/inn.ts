import { mix } from '../world/seed/prng';

const W11 = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8];
const W12 = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8];

const check = (digits: string, weights: readonly number[]) =>
  (weights.reduce((s, w, i) => s + w * Number(digits[i]), 0) % 11) % 10;

/** A 12-digit INN of an individual with its two check digits, from its first ten. */
export function personInnWithCheck(first10: string): string {
  const eleven = first10 + check(first10, W11);
  return eleven + check(eleven, W12);
}

/** Whether a 12-digit INN's check digits are right. */
export const isPersonInn = (inn: string): boolean =>
  /^\d{12}$/.test(inn) && personInnWithCheck(inn.slice(0, 10)) === inn;

/** A person's INN (deterministic): the region's code, the tax office, a number, the check digits. */
export function innOf(region: string, seed: number, personId: number): string {
  const h = mix(seed, personId, 12);
  const office = String((h % 40) + 1).padStart(2, '0');
  const number = String(mix(h, 3) % 1_000_000).padStart(6, '0');
  return personInnWithCheck(`${region.padStart(2, '0').slice(0, 2)}${office}${number}`);
}
