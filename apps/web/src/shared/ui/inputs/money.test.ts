import { describe, expect, it } from 'vitest';
import { moneyOfText, moneyText, typingMoney, typingSignedMoney } from './money';

describe('money as it is typed', () => {
  it('groups the roubles with spaces and keeps up to 2 decimals after a comma', () => {
    expect(typingMoney('1250000')).toBe('1 250 000');
    expect(typingMoney('1250000,5')).toBe('1 250 000,5');
    expect(typingMoney('1250000.567')).toBe('1 250 000,56');
    expect(typingMoney('1 250 000,')).toBe('1 250 000,');
    expect(typingMoney(',5')).toBe('0,5');
    expect(typingMoney('007')).toBe('7');
  });

  it('reads a pasted sum in any common form, dropping what is not a digit', () => {
    expect(typingMoney('1 250 000 ₽')).toBe('1 250 000');
    expect(typingMoney('1\u00a0250\u00a0000,50')).toBe('1 250 000,50');
    expect(moneyOfText('1 250 000,50')).toBe(1250000.5);
    expect(moneyOfText('')).toBeNull();
  });

  it('writes a sum back', () => {
    expect(moneyText(1250000.5)).toBe('1 250 000,50');
    expect(moneyText(185000.05)).toBe('185 000,05');
    expect(moneyText(250000)).toBe('250 000');
    expect(moneyText(0)).toBe('0');
    expect(moneyText(null)).toBe('');
  });

  it('keeps a leading minus where a sum may be negative (charges and loans), never elsewhere', () => {
    expect(typingSignedMoney('-15000,5')).toBe('-15 000,5');
    expect(typingSignedMoney('−15000')).toBe('-15 000');
    expect(typingSignedMoney('15-000')).toBe('15 000');
    expect(typingSignedMoney('-')).toBe('-');
    expect(typingMoney('-15000')).toBe('15 000');
    expect(moneyOfText('-15 000,5')).toBe(-15000.5);
    expect(moneyOfText('-')).toBeNull();
    expect(moneyText(-15000.5)).toBe('-15 000,50');
  });
});
