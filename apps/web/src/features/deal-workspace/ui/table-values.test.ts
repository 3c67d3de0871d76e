import { describe, expect, it } from 'vitest';
import { formatDateTimeSeconds, formatDuration, formatNumber, formatPercent, yesNo } from './table-values';

describe('formatDuration: a wait or work time in Russian, its two largest units', () => {
  it.each([
    [0, '0 секунд'],
    [1, '1 секунда'],
    [3, '3 секунды'],
    [11, '11 секунд'],
    [21, '21 секунда'],
    [60, '1 минута'],
    [125, '2 минуты 5 секунд'],
    [3_600, '1 час'],
    [3_725, '1 час 2 минуты'],
    [5 * 3_600 + 22 * 60, '5 часов 22 минуты'],
    [86_400 + 3 * 3_600, '1 день 3 часа'],
    [2 * 86_400 + 59, '2 дня'],
    [25 * 86_400, '25 дней'],
  ])('%i seconds: %s', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });

  it('nothing when there is no time', () => {
    expect(formatDuration(null)).toBe('');
    expect(formatDuration(undefined)).toBe('');
  });
});

describe('the other formats of the steps', () => {
  it('dd.MM.yyyy HH:mm:ss of a moment, in local time', () => {
    const iso = '2026-11-20T10:15:07+03:00';
    const d = new Date(iso);
    const p = (n: number) => String(n).padStart(2, '0');
    expect(formatDateTimeSeconds(iso)).toBe(
      `${p(d.getDate())}.${p(d.getMonth() + 1)}.${d.getFullYear()} ${p(d.getHours())}:${p(d.getMinutes())}:07`,
    );
    expect(formatDateTimeSeconds(null)).toBe('');
  });

  it("'Да' / 'Нет', numbers and percents in the Russian format", () => {
    expect([yesNo(true), yesNo(false), yesNo(null)]).toEqual(['Да', 'Нет', '']);
    expect(formatNumber(15.9)).toBe('15,9');
    expect(formatNumber(null)).toBe('');
    expect(formatPercent(38.5)).toBe('38,5 %');
  });
});
