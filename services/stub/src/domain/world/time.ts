/** Times of the world: milliseconds since the epoch; shown with the offset of a region (Moscow, +03:00, by default). */

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
/** Moscow time, the bank's (hours). */
export const MOSCOW_OFFSET = 3;

/**
 * The world's "today": the seeded deals are dated up to this moment (09:00 in Moscow on 2026-11-22), whatever the
 * clock says, so that the same seed gives the same world. Deals created at run time take the real time (or later).
 */
export const WORLD_NOW = Date.UTC(2026, 10, 22, 6, 0, 0);

const pad = (n: number) => String(Math.abs(n)).padStart(2, '0');
const TWO_DIGITS = Array.from({ length: 60 }, (_, i) => String(i).padStart(2, '0'));
const dayTexts = new Map<number, string>();

/** `2026-11-20T10:15:00+03:00`: the moment in the local time of an offset (hours). Lists format many: no Date. */
export function isoAt(ms: number, offsetHours = MOSCOW_OFFSET): string {
  const local = Math.floor(ms / 1000) + offsetHours * 3600;
  const day = Math.floor(local / 86_400);
  let date = dayTexts.get(day);
  if (date === undefined) {
    date = dayToDate(day);
    if (dayTexts.size < 100_000) dayTexts.set(day, date);
  }
  const second = local - day * 86_400;
  const h = Math.floor(second / 3600);
  const m = Math.floor((second % 3600) / 60);
  const sign = offsetHours < 0 ? '-' : '+';
  return `${date}T${TWO_DIGITS[h]}:${TWO_DIGITS[m]}:${TWO_DIGITS[second % 60]}${sign}${pad(offsetHours)}:00`;
}

/** Days since 1970-01-01 -> `yyyy-MM-dd`. */
export function dayToDate(day: number): string {
  return new Date(day * DAY).toISOString().slice(0, 10);
}

/** `yyyy-MM-dd` -> days since 1970-01-01, or undefined when it is not a real date. */
export function dateToDay(text: string): number | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return undefined;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const ms = Date.UTC(y, mo - 1, d);
  const back = new Date(ms);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) return undefined;
  return ms / DAY;
}

/** The first moment (ms) of a Moscow calendar day. */
export const moscowDayStart = (day: number) => day * DAY - MOSCOW_OFFSET * HOUR;

/** The Moscow calendar day (days since the epoch) of a moment. */
export const moscowDayOf = (ms: number) => Math.floor((ms + MOSCOW_OFFSET * HOUR) / DAY);
