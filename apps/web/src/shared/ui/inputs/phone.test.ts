import { describe, expect, it } from 'vitest';
import { formatPhone, phoneDigits, phoneValue, typingPhone } from './phone';

describe('a pasted or typed phone', () => {
  it.each([
    ['8 916 123-45-67'],
    ['+7 (916) 123-45-67'],
    ['79161234567'],
    ['9161234567'],
    ['+79161234567'],
    ['89161234567'],
    ['8(916)1234567'],
    ['8 (916) 123 45 67'],
    ['+7 916 123 45 67'],
    ['+7-916-123-45-67'],
    ['7 (916) 123-45-67'],
    ['8-916-123-45-67'],
    ['916 123 45 67'],
    ['(916) 123-45-67'],
    ['  +7 (916) 123-45-67  '],
    ['тел.: 8 916 123-45-67'],
    ['+7 (916) 123-45-67 доб. 123'],
    ['8 916 123-45-67, доб. 4'],
    ['+7\u00a0916\u00a0123\u201145\u201167'],
    ['+ 7 (916) 123-45-67'],
    // The mask's '+7 (' with a whole number typed or dropped after it.
    ['+7 (8 916 123-45-67___) ___-__-__'],
    ['+7 (79161234567'],
  ])('%j becomes +7 (916) 123-45-67, never shifted', (text) => {
    expect(phoneDigits(text)).toBe('9161234567');
    expect(formatPhone(phoneDigits(text))).toBe('+7 (916) 123-45-67');
    expect(phoneValue(text)).toBe('+79161234567');
  });

  it('keeps a national number that starts with 7 or 8 when it has only 10 digits', () => {
    expect(phoneDigits('8001234567')).toBe('8001234567');
    expect(phoneDigits('88001234567')).toBe('8001234567');
    expect(phoneDigits('+7 (700) 123-45-67')).toBe('7001234567');
    expect(phoneDigits('7001234567')).toBe('7001234567');
    expect(phoneDigits('+7 (800) 123-45-67')).toBe('8001234567');
  });

  it('fills a part from the start', () => {
    expect(phoneDigits('916123')).toBe('916123');
    expect(formatPhone('916123')).toBe('+7 (916) 123');
    expect(formatPhone('9161234')).toBe('+7 (916) 123-4');
    expect(formatPhone('916123456')).toBe('+7 (916) 123-45-6');
    expect(phoneValue('916123')).toBe('');
    expect(phoneDigits('+7 (916) 12_-__-__')).toBe('91612');
  });

  it('is shown as the mask while it is typed digit by digit, whichever way it begins', () => {
    const type = (keys: string) => [...keys].reduce((shown, key) => typingPhone(shown + key), '');
    expect(type('9161234567')).toBe('+7 (916) 123-45-67');
    expect(type('89161234567')).toBe('+7 (916) 123-45-67');
    expect(type('+79161234567')).toBe('+7 (916) 123-45-67');
    expect(type('79161234567')).toBe('+7 (916) 123-45-67');
    expect(type('916123456789')).toBe('+7 (916) 123-45-67');
    expect(type('9161')).toBe('+7 (916) 1');
    expect(type('+')).toBe('+');
    expect(type('+7')).toBe('+7');
    expect(type('abc')).toBe('');
  });

  it('loses a digit, not a separator, to Backspace', () => {
    expect(typingPhone('+7 (916) 1')).toBe('+7 (916) 1');
    expect(typingPhone('+7 (916) ')).toBe('+7 (916');
    expect(typingPhone('+7 (9')).toBe('+7 (9');
    expect(typingPhone('+7 (')).toBe('');
  });

  it('is empty for nothing or no digits', () => {
    expect(phoneDigits('')).toBe('');
    expect(phoneDigits('нет')).toBe('');
    expect(formatPhone('')).toBe('');
    expect(phoneValue('+7 (___) ___-__-__')).toBe('');
  });
});
