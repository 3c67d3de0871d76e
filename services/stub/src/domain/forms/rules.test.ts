import { describe, expect, it } from 'vitest';
import { birthDate, checkbox, choice, date, money, number, phone, text, year } from './fields';
import { messages } from './messages';
import { checkAddress, checkField, postalCodeError, regionCodeError, type Check } from './rules';
import type { FieldSpec } from './spec';

const TODAY = '2026-11-22';
const check = (spec: FieldSpec, raw: unknown): Check => checkField(spec, raw, TODAY);
const errorsOf = (result: Check) => ('errors' in result ? result.errors : []);
const valueOf = (result: Check) => ('value' in result ? result.value : 'ERROR');

describe('the region code (002 §5)', () => {
  it.each([
    ['07', null],
    ['99', null],
    ['77', null],
    ['01', null],
    [' 7', messages.regionCode],
    ['7 ', messages.regionCode],
    ['1', messages.regionCode],
    ['00', messages.regionCode],
    ['123', messages.regionCode],
    ['ab', messages.regionIdDigits],
    ['7a', messages.regionIdDigits],
    ['', messages.regionIdRequired],
    ['  ', messages.regionIdRequired],
    [null, messages.regionIdRequired],
  ])('%j → %s', (code, expected) => {
    expect(regionCodeError(code)).toBe(expected);
  });

  it.each(['80', '81', '82', '84', '85', '88', '90', '93', '94', '95', '96', '97', '98'])(
    'refuses the excluded code %s with the KLADR message',
    (code) => {
      expect(regionCodeError(code)).toBe('Неверный код. Введите код региона в соответствии с КЛАДР');
    },
  );

  it.each(['79', '83', '86', '87', '89', '91', '92', '99'])('accepts %s, next to the excluded codes', (code) => {
    expect(regionCodeError(code)).toBeNull();
  });
});

describe('the postal code (002 §5)', () => {
  it.each([
    ['125009', null],
    ['', 'Введите индекс'],
    [null, 'Введите индекс'],
    ['12500', 'Индекс содержит 6 символов'],
    ['1250091', 'Индекс содержит 6 символов'],
    ['12a009', 'Индекс может содержать только цифры'],
  ])('%j → %s', (code, expected) => {
    expect(postalCodeError(code)).toBe(expected);
  });
});

describe('a manual address', () => {
  const manual = {
    isManual: '1',
    postalCode: '125009',
    regionId: '77',
    region: 'Москва',
    regionType: 'г',
    city: 'Москва',
    cityType: 'г',
  };

  it('is accepted whole, and given its one-line form', () => {
    const result = checkAddress(manual);
    expect(valueOf(result)).toMatchObject({ isManual: '1', regionId: '77', value: '125009, г Москва, г Москва' });
  });

  it('lists every broken part', () => {
    expect(errorsOf(checkAddress({ ...manual, postalCode: '1250', regionId: '80', region: '' }))).toEqual([
      'Индекс содержит 6 символов',
      'Неверный код. Введите код региона в соответствии с КЛАДР',
      'Введите регион',
    ]);
    expect(errorsOf(checkAddress({ isManual: '1' }))).toEqual([
      'Введите индекс',
      'Введите номер региона',
      'Введите регион',
    ]);
  });

  it('checks the region code of a suggested address too, and needs its line', () => {
    expect(errorsOf(checkAddress({ value: 'г Москва', regionId: '97' }))).toEqual([messages.regionCode]);
    expect(errorsOf(checkAddress({ value: '' }))).toEqual([messages.address]);
    expect(errorsOf(checkAddress('г Москва'))).toEqual([messages.address]);
  });
});

describe('required fields', () => {
  it.each([null, undefined, '', '   ', []])('refuses %j with the documents message', (raw) => {
    expect(errorsOf(check(text('Имя', 'x', { required: true }), raw))).toEqual(['Это поле обязательно для заполнения']);
  });

  it('refuses an unchecked required checkbox', () => {
    expect(errorsOf(check(checkbox('Проверено', 'x', { required: true }), 'false'))).toEqual([messages.required]);
  });

  it('gives empty optional fields their empty value (money 0, checkbox false)', () => {
    expect(valueOf(check(money('Сумма', 'x'), ''))).toBe(0);
    expect(valueOf(check(text('Имя', 'x'), ' '))).toBeNull();
    expect(valueOf(check(checkbox('Флаг', 'x'), null))).toBe('false');
  });
});

describe('masks', () => {
  const masked = (rule: FieldSpec['rules']) => text('Поле', 'x', { rules: rule });
  it.each([
    ['passportSeries', '4510', '451', 'Серия паспорта должна содержать 4 цифры'],
    ['passportNumber', '123456', '12345a', 'Номер паспорта должен содержать 6 цифр'],
    ['divisionCode', '770-001', '770001', 'Код подразделения должен быть в формате 999-999'],
    ['inn', '7707083893', '77070838931', 'ИНН должен содержать 10 или 12 цифр'],
    ['inn', '770123456789', '77070', 'ИНН должен содержать 10 или 12 цифр'],
    ['year', '2026', '26', 'Год должен содержать 4 цифры'],
    ['vin', 'XTA210990Y2765432', 'XTA210990Y276543O', messages.vin],
    ['middleName', 'Иванович', 'Ivanovich', messages.middleName],
    ['postalCode', '125009', '12500', 'Индекс содержит 6 символов'],
    ['regionCode', '77', '80', 'Неверный код. Введите код региона в соответствии с КЛАДР'],
  ] as const)('%s: %s passes, %s fails', (rule, good, bad, message) => {
    expect(errorsOf(check(masked([rule]), good))).toEqual([]);
    expect(errorsOf(check(masked([rule]), bad))).toEqual([message]);
  });

  it('reads a phone as +7 and 10 digits, dropping spaces, dashes and brackets', () => {
    expect(valueOf(check(phone('Телефон', 'x'), '+7 (916) 123-45-67'))).toBe('+79161234567');
    for (const bad of ['89161234567', '+7916123456', '+791612345678', '+8 916 123 45 67']) {
      expect(errorsOf(check(phone('Телефон', 'x'), bad))).toEqual(['Телефон должен быть в формате +7 и 10 цифр']);
    }
  });

  it('reads a year field as a number', () => {
    expect(valueOf(check(year('Год', 'x'), '2026'))).toBe(2026);
    expect(errorsOf(check(year('Год', 'x'), '226'))).toEqual([messages.year]);
  });
});

describe('money', () => {
  const sum = money('Сумма', 'x');
  it.each([
    ['1 250 000', 1250000],
    ['1 250 000,50', 1250000.5],
    ['0', 0],
    [99.99, 99.99],
  ])('reads %j as %d', (raw, expected) => {
    expect(valueOf(check(sum, raw))).toBe(expected);
  });

  it.each([
    ['abc', messages.money],
    ['-5', messages.moneyNegative],
    ['10.555', 'Не более 2 знаков после запятой'],
    [{}, messages.money],
  ])('refuses %j', (raw, message) => {
    expect(errorsOf(check(sum, raw))).toEqual([message]);
  });

  it('limits the credit sum to 12 million', () => {
    const credit = money('Сумма кредита', 'x', { rules: ['creditSum'] });
    expect(errorsOf(check(credit, 12_000_000))).toEqual([]);
    expect(errorsOf(check(credit, '12 000 000,01'))).toEqual(['Максимальная сумма кредита - 12 млн. рублей']);
  });
});

describe('numbers', () => {
  it('read a comma as a dot, with 2 decimals by default or the precision', () => {
    expect(valueOf(check(number('Ставка', 'x'), '15,9'))).toBe(15.9);
    expect(errorsOf(check(number('Ставка', 'x'), '15.999'))).toEqual(['Не более 2 знаков после запятой']);
    expect(errorsOf(check(number('Процент', 'x', { attributes: { precision: 3 } }), '15.999'))).toEqual([]);
    expect(errorsOf(check(number('Ставка', 'x'), '-1'))).toEqual([messages.number]);
  });
});

describe('dates', () => {
  it.each(['2026-02-29', '2026-13-01', '20.11.2026', '2026-1-1', 'завтра'])('refuses %s', (raw) => {
    expect(errorsOf(check(date('Дата', 'x'), raw))).toEqual([messages.date]);
  });

  it('accepts a real yyyy-MM-dd date', () => {
    expect(valueOf(check(date('Дата', 'x'), '2024-02-29'))).toBe('2024-02-29');
  });

  it('wants a birth date in the past', () => {
    expect(valueOf(check(birthDate('Дата рождения', 'x'), '1985-04-12'))).toBe('1985-04-12');
    expect(errorsOf(check(birthDate('Дата рождения', 'x'), TODAY))).toEqual([messages.birthDateFuture]);
    expect(errorsOf(check(birthDate('Дата рождения', 'x'), '2030-01-01'))).toEqual([messages.birthDateFuture]);
  });
});

describe('choices and checkboxes', () => {
  const offered = [
    { value: '36', label: '36' },
    { value: '60', label: '60' },
    { value: '84', label: '84', disabled: true },
  ];

  it('take only a value offered (and not disabled)', () => {
    expect(valueOf(check(choice('Срок', 'x', offered), 60))).toBe('60');
    expect(errorsOf(check(choice('Срок', 'x', offered), '48'))).toEqual(['Выберите значение из списка']);
    expect(errorsOf(check(choice('Срок', 'x', offered), '84'))).toEqual(['Выберите значение из списка']);
  });

  it('take a list with multiple', () => {
    const many = choice('Сроки', 'x', offered, { attributes: { multiple: true } });
    expect(valueOf(check(many, ['36', '60']))).toEqual(['36', '60']);
    expect(errorsOf(check(many, ['36', '12']))).toEqual([messages.choice]);
  });

  it.each([
    ['1', '1'],
    [1, '1'],
    [true, '1'],
    ['false', 'false'],
    [false, 'false'],
    ['0', 'false'],
  ])('read checkbox %j as %s', (raw, expected) => {
    expect(valueOf(check(checkbox('Флаг', 'x'), raw))).toBe(expected);
  });

  it('refuses another checkbox value', () => {
    expect(errorsOf(check(checkbox('Флаг', 'x'), 'yes'))).toEqual([messages.checkbox]);
  });
});
