import { describe, expect, it } from 'vitest';
import {
  ageLabel,
  formatDateAs,
  capitalised,
  checkboxValue,
  fullYears,
  isChecked,
  moneyValue,
  numberText,
  numberValue,
  precisionOf,
  sortedChoices,
  typingNumber,
  ucfirst,
} from './values';

describe('the value rules of 002 §5', () => {
  it('sorts all-numeric choice keys numerically and leaves other lists in the server order', () => {
    const numeric = [
      { value: '10', label: 'десять' },
      { value: '2', label: 'два' },
      { value: '1', label: 'один' },
    ];
    expect(sortedChoices(numeric).map((c) => c.value)).toEqual(['1', '2', '10']);
    const words = [
      { value: 'single', label: 'Холост' },
      { value: '2', label: 'два' },
    ];
    expect(sortedChoices(words).map((c) => c.value)).toEqual(['single', '2']);
  });

  it("sends a checkbox as '1' or 'false'", () => {
    expect(checkboxValue(true)).toBe('1');
    expect(checkboxValue(false)).toBe('false');
    expect(isChecked('1')).toBe(true);
    expect(isChecked('false')).toBe(false);
    expect(isChecked(null)).toBe(false);
  });

  it('sends money as a number, 0 when empty', () => {
    expect(moneyValue(1250000.5)).toBe(1250000.5);
    expect(moneyValue(null)).toBe(0);
    expect(moneyValue('')).toBe(0);
    expect(moneyValue('1 250 000,50')).toBe(1250000.5);
  });

  it('reads a number with a comma as a dot, to the given precision (2 when absent)', () => {
    expect(precisionOf(undefined)).toBe(2);
    expect(typingNumber('12,345')).toBe('12.34');
    expect(typingNumber('12,345', 3)).toBe('12.345');
    expect(typingNumber('12,5', 0)).toBe('12');
    expect(typingNumber('1 234,5 руб')).toBe('1234.5');
    expect(typingNumber('-3.5')).toBe('-3.5');
    expect(numberValue('12.')).toBe(12);
    expect(numberValue('12,75')).toBe(12.75);
    expect(numberValue('')).toBeNull();
    expect(numberValue('-')).toBeNull();
    expect(numberText(13.01)).toBe('13.01');
  });

  it('capitalises a name part: ucfirst while typing, the first letter on leaving', () => {
    expect(ucfirst('иВАНОВ')).toBe('Иванов');
    expect(capitalised('  петров-Водкин ')).toBe('Петров-Водкин');
  });

  it("counts full years and writes 'Полных N лет' with год/года/лет", () => {
    const today = new Date(2026, 10, 24);
    expect(fullYears('1985-11-24', today)).toBe(41);
    expect(fullYears('1985-11-25', today)).toBe(40);
    expect(fullYears('not a date', today)).toBeNull();
    expect(ageLabel(41)).toBe('Полных 41 год');
    expect(ageLabel(43)).toBe('Полных 43 года');
    expect(ageLabel(40)).toBe('Полных 40 лет');
    expect(ageLabel(111)).toBe('Полных 111 лет');
  });

  it("writes a date in the field's format, dd.MM.yyyy by default", () => {
    expect(formatDateAs('2005-07-05')).toBe('05.07.2005');
    expect(formatDateAs('2005-07-05', 'MM.yyyy')).toBe('07.2005');
    expect(formatDateAs('2005-07-05', 'dd/MM/yy')).toBe('05/07/05');
    expect(formatDateAs(null)).toBe('');
  });
});
