import { describe, expect, it } from 'vitest';
import { fullFormats } from 'ajv-formats/dist/formats.js';
import { dateTimeFormat } from './date-time';

const reference = (fullFormats['date-time'] as { validate: (s: string) => boolean }).validate;
const check = dateTimeFormat.validate as (s: string) => boolean;

const SAMPLES = [
  '2026-11-22T10:15:30Z',
  '2026-11-22T10:15:30+03:00',
  '2026-11-22T10:15:30.123456-05:30',
  '2024-02-29T00:00:00Z',
  '2023-02-29T00:00:00Z',
  '1900-02-29T00:00:00Z',
  '2000-02-29T00:00:00Z',
  '2026-04-31T00:00:00Z',
  '2026-13-01T00:00:00Z',
  '2026-00-10T00:00:00Z',
  '2026-11-00T00:00:00Z',
  '2026-11-22T24:00:00Z',
  '2026-11-22T23:60:00Z',
  '2026-11-22T23:59:60Z',
  '2026-11-22T02:59:60+03:00',
  '2026-11-22T10:15:60Z',
  '2026-11-22t10:15:30z',
  '2026-11-22 10:15:30Z',
  '2026-11-22T10:15:30',
  '2026-11-22T10:15:30+0300',
  '2026-11-22T10:15:30+03',
  '2026-11-22T10:15:30+24:00',
  '2026-11-22T10:15:30+03:60',
  '2026-11-22T10:15:30.Z',
  '2026-11-22T10:15:30.5',
  '2026-11-22',
  '2026-11-22T10:15Z',
  '26-11-22T10:15:30Z',
  '2026-1-22T10:15:30Z',
  '２026-11-22T10:15:30Z',
  '2026-11-22T10:15:30Zx',
  ' 2026-11-22T10:15:30Z',
  '',
];

/** Every one-character change of a valid value: a digit, a separator, a sign. */
function mutations(value: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < value.length; i++) {
    for (const c of ['0', '9', '-', ':', 'T', 'Z', '+', '.', ' ', 'a'])
      out.push(value.slice(0, i) + c + value.slice(i + 1));
    out.push(value.slice(0, i) + value.slice(i + 1));
  }
  return out;
}

describe('the date-time format', () => {
  it('gives ajv-formats’ verdict on valid, invalid and edge values', () => {
    for (const s of SAMPLES) expect([s, check(s)]).toEqual([s, reference(s)]);
  });

  it('gives its verdict on every one-character change of valid values', () => {
    const values = ['2026-11-22T10:15:30Z', '2024-02-29T23:59:59.999+03:00', '1999-12-31T00:00:00-12:45'];
    let accepted = 0;
    for (const s of values.flatMap(mutations)) {
      expect([s, check(s)]).toEqual([s, reference(s)]);
      if (reference(s)) accepted++;
    }
    expect(accepted).toBeGreaterThan(50);
  });
});
