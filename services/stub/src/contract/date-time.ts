import type { FormatDefinition } from 'ajv';
import { fullFormats } from 'ajv-formats/dist/formats.js';

const full = fullFormats['date-time'] as FormatDefinition<string> & { validate: (value: string) => boolean };

const ZERO = 48;
const digit = (s: string, i: number) => {
  const d = s.charCodeAt(i) - ZERO;
  return d >= 0 && d <= 9 ? d : -1;
};
/** The two-digit number at i, or -1. */
const two = (s: string, i: number) => {
  const a = digit(s, i);
  const b = digit(s, i + 1);
  return a < 0 || b < 0 ? -1 : a * 10 + b;
};
const daysIn = (year: number, month: number) =>
  month === 2
    ? year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)
      ? 29
      : 28
    : [4, 6, 9, 11].includes(month)
      ? 30
      : 31;

/**
 * The common shape `YYYY-MM-DDTHH:MM:SS[.fraction](Z|±HH:MM)` with a real date and time, read character by
 * character. It accepts only what ajv-formats' `date-time` accepts; every other string (a leap second, a space for
 * the `T`, an offset without its colon, anything wrong) goes to ajv-formats' own check, so the verdict is its verdict.
 */
function common(s: string): boolean {
  const n = s.length;
  if (n < 20 || s[4] !== '-' || s[7] !== '-' || s[10] !== 'T' || s[13] !== ':' || s[16] !== ':') return false;
  const year = two(s, 0) * 100 + two(s, 2);
  const month = two(s, 5);
  const day = two(s, 8);
  if (two(s, 0) < 0 || two(s, 2) < 0 || month < 1 || month > 12 || day < 1 || day > daysIn(year, month)) return false;
  const hour = two(s, 11);
  const minute = two(s, 14);
  const second = two(s, 17);
  if (hour < 0 || hour > 23 || minute < 0 || minute > 59 || second < 0 || second > 59) return false;
  let i = 19;
  if (s[i] === '.') {
    i++;
    const start = i;
    while (i < n && digit(s, i) >= 0) i++;
    if (i === start) return false;
  }
  if (i === n - 1) return s[i] === 'Z';
  if (i !== n - 6 || (s[i] !== '+' && s[i] !== '-') || s[i + 3] !== ':') return false;
  const offsetHour = two(s, i + 1);
  const offsetMinute = two(s, i + 4);
  return offsetHour >= 0 && offsetHour <= 23 && offsetMinute >= 0 && offsetMinute <= 59;
}

/**
 * ajv's `date-time` format, answering the common shape without regular expressions (ajv-formats splits the string
 * and runs two of them, the largest part of checking a list page against the contract), and everything else as
 * ajv-formats does.
 */
export const dateTimeFormat: FormatDefinition<string> = {
  ...full,
  validate: (value: string) => common(value) || full.validate(value),
};
