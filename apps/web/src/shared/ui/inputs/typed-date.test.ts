import { describe, expect, it } from 'vitest';
import { dateOfTyped, isBlankTypedDate, parseTypedDate, typedDate, typedDateOf, typingDate } from './typed-date';

describe('a date typed as dd.MM.yyyy', () => {
  it('is sent as yyyy-MM-dd', () => {
    expect(parseTypedDate('12.03.2025')).toBe('2025-03-12');
    expect(parseTypedDate('01.01.1990')).toBe('1990-01-01');
    expect(parseTypedDate('29.02.2024')).toBe('2024-02-29');
    expect(parseTypedDate(' 31.12.2025 ')).toBe('2025-12-31');
  });

  it('is refused when incomplete or not a real day', () => {
    for (const text of [
      '',
      '12.03.20гг',
      '12.03.20__',
      '1.3.2025',
      '12/03/2025',
      '2025-03-12',
      '31.02.2025',
      '29.02.2025',
      '00.03.2025',
      '12.13.2025',
      '12.00.2025',
      '12.03.0025',
    ])
      expect([text, parseTypedDate(text)]).toEqual([text, null]);
  });

  it('shows a sent date as typed, and a picked day too', () => {
    expect(typedDate('2025-03-12')).toBe('12.03.2025');
    expect(typedDate('')).toBe('');
    expect(typedDate(undefined)).toBe('');
    expect(typedDate('12.03.2025')).toBe('');
    expect(typedDateOf(new Date(2025, 2, 12))).toBe('12.03.2025');
    expect(dateOfTyped('12.03.2025')).toEqual(new Date(2025, 2, 12));
    expect(dateOfTyped('12.03.20гг')).toBeNull();
  });

  it('is blank while no digit is typed', () => {
    expect(isBlankTypedDate('')).toBe(true);
    expect(isBlankTypedDate('дд.мм.гггг')).toBe(true);
    expect(isBlankTypedDate('1')).toBe(false);
  });
});

describe('typing a date', () => {
  /** Key by key, each key added at the end of what the input shows, as a clerk types. */
  const type = (keys: string, shown = '') =>
    [...keys].reduce(
      (text, key) => (key === '⌫' ? typingDate(text.slice(0, -1), text) : typingDate(text + key, text)),
      shown,
    );

  it('puts the dots in as the digits come', () => {
    expect(type('12032025')).toBe('12.03.2025');
    expect(type('1')).toBe('1');
    expect(type('12')).toBe('12.');
    expect(type('1203')).toBe('12.03.');
    expect(type('120320251')).toBe('12.03.2025');
  });

  it('takes the dots typed too, and makes one digit two before a dot', () => {
    expect(type('12.03.2025')).toBe('12.03.2025');
    expect(type('1.3.2025')).toBe('01.03.2025');
    expect(type('12..03')).toBe('12.03.');
  });

  it('lets Backspace take the dots away', () => {
    expect(type('⌫', '12.03.')).toBe('12.03');
    expect(type('⌫⌫', '12.03.')).toBe('12.0');
    expect(type('⌫⌫⌫', '12.03.')).toBe('12');
    expect(type('⌫⌫⌫⌫', '12.03.')).toBe('1');
    expect(type('⌫⌫⌫⌫⌫', '12.03.')).toBe('');
  });

  it('turns a pasted yyyy-MM-dd round, and ignores what is not a digit', () => {
    expect(typingDate('2025-03-12')).toBe('12.03.2025');
    expect(typingDate('12/03/2025')).toBe('12.03.2025');
    expect(typingDate('дата')).toBe('');
  });
});
