import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatUnixSeconds, parseDate, toIsoDate } from './format-date';
import { formatFioShort } from './format-fio';
import { formatFixed2, formatMoney } from './format-money';

const nbsp = '\u00a0';

describe('formatMoney', () => {
  it('uses the Russian grouping and the rouble sign', () => {
    expect(formatMoney(1500000)).toBe(`1${nbsp}500${nbsp}000${nbsp}₽`);
    expect(formatMoney(12000000.5)).toBe(`12${nbsp}000${nbsp}000,50${nbsp}₽`);
    expect(formatMoney('2500.75')).toBe(`2${nbsp}500,75${nbsp}₽`);
    expect(formatMoney(0)).toBe(`0${nbsp}₽`);
  });

  it('is empty for no value', () => {
    expect(formatMoney(null)).toBe('');
    expect(formatMoney(undefined)).toBe('');
    expect(formatMoney('')).toBe('');
    expect(formatMoney('abc')).toBe('');
  });

  it('formats two decimals', () => {
    expect(formatFixed2(12.3)).toBe('12,30');
    expect(formatFixed2(1234.567)).toBe(`1${nbsp}234,57`);
  });
});

describe('formatDate', () => {
  it('shows dd.MM.yyyy without shifting calendar dates', () => {
    expect(formatDate('2026-01-05')).toBe('05.01.2026');
    expect(formatDate(new Date(2019, 11, 31, 23, 59))).toBe('31.12.2019');
    expect(formatDate('1980-01-01')).toBe('01.01.1980');
  });

  it('formats date-times in local time', () => {
    const local = new Date(2026, 10, 20, 9, 5);
    expect(formatDateTime(local)).toBe('20.11.2026 09:05');
    expect(formatDate(local.toISOString())).toBe('20.11.2026');
  });

  it('is empty for no or invalid value', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(parseDate(undefined)).toBeNull();
  });

  it('gives the value form yyyy-MM-dd', () => {
    expect(toIsoDate(new Date(2026, 0, 9))).toBe('2026-01-09');
  });
});

describe('formatFioShort', () => {
  it('keeps the surname and takes initials', () => {
    expect(formatFioShort('Смирнова Ольга Викторовна')).toBe('Смирнова О. В.');
    expect(formatFioShort('  Петров   Алексей  ')).toBe('Петров А.');
    expect(formatFioShort('Иванов')).toBe('Иванов');
    expect(formatFioShort('ким ли')).toBe('ким Л.');
  });

  it('is empty for no name', () => {
    expect(formatFioShort('')).toBe('');
    expect(formatFioShort(null)).toBe('');
  });
});

describe('formatUnixSeconds', () => {
  it('writes a moment in unix seconds as dd.MM.yyyy HH:mm:ss', () => {
    const seconds = new Date(2026, 10, 22, 9, 5, 7).getTime() / 1000;
    expect(formatUnixSeconds(seconds)).toBe('22.11.2026 09:05:07');
    expect(formatUnixSeconds(null)).toBe('');
  });
});
