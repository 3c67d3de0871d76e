import type { GskCalculatorResult } from '@autocredit/generated/api';
import { describe, expect, it } from 'vitest';
import { formatMoney2, gskOptions, gskResultLines, gskTitle, mergeGskItems } from './gsk-display';

/** Intl writes no-break spaces: compare with plain ones. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('the reference lists', () => {
  const items = [
    { code: 'higher', name: 'Высшее' },
    { code: 'secondary', name: 'Среднее' },
  ];

  it('are options by title; a code not among them is listed as itself', () => {
    expect(gskOptions(items, 'higher')).toEqual([
      { value: 'higher', label: 'Высшее' },
      { value: 'secondary', label: 'Среднее' },
    ]);
    expect(gskOptions(items, 'academic')[0]).toEqual({ value: 'academic', label: 'academic' });
  });

  it('give the title of a code, or the code', () => {
    expect(gskTitle(items, 'secondary')).toBe('Среднее');
    expect(gskTitle(items, 'academic')).toBe('academic');
    expect(gskTitle(undefined, null)).toBe('');
  });

  it('merge answers, each code once', () => {
    expect(
      mergeGskItems(items, undefined, [
        { code: 'higher', name: 'x' },
        { code: 'academic', name: 'Ученая степень' },
      ]),
    ).toEqual([...items, { code: 'academic', name: 'Ученая степень' }]);
  });
});

describe('the results', () => {
  const result: GskCalculatorResult = {
    isWorkerGroupChange: true,
    calculatedWorkerGroup: 'specialist',
    specifiedSalary: 150000,
    approximateWorkerSalary: 239000,
    approximateIESalary: 311000,
    estimatedSalary: 239000,
    ratio: 0.63,
    maxSalary: 311000,
    rangeWorkerSalary: { min: 167000, max: 311000 },
    rangeIESalary: { min: 187000, max: 498000 },
    workerResult: 'Заявленный доход ниже диапазона',
    individualEntrepreneurResult: 'Заявленный доход ниже диапазона',
    minWage: 32916,
  };

  it('shows the max salary with 2 decimals', () => {
    expect(plain(formatMoney2(311000))).toBe('311 000,00 ₽');
    expect(plain(formatMoney2(1234.5))).toBe('1 234,50 ₽');
    expect(formatMoney2(null)).toBe('—');
  });

  it('lists every field of the result with its Russian label, money in ru-RU with ₽', () => {
    const lines = gskResultLines(result, (code) => (code === 'specialist' ? 'Специалист' : code));
    expect(lines.map((l) => [l.key, l.label, plain(l.value)])).toEqual([
      ['isWorkerGroupChange', 'Тип специальности изменен', 'Да'],
      ['calculatedWorkerGroup', 'Тип специальности в расчете', 'Специалист'],
      ['specifiedSalary', 'Указанная зарплата', '150 000 ₽'],
      ['approximateWorkerSalary', 'Примерная зарплата сотрудника', '239 000 ₽'],
      ['approximateIESalary', 'Примерный доход ИП', '311 000 ₽'],
      ['estimatedSalary', 'Расчетная зарплата', '239 000 ₽'],
      ['ratio', 'Отношение указанной зарплаты к расчетной', '0,63'],
      ['maxSalary', 'Максимальная зарплата', '311 000,00 ₽'],
      ['rangeWorkerSalary', 'Диапазон зарплаты сотрудника', '167 000 ₽ – 311 000 ₽'],
      ['rangeIESalary', 'Диапазон дохода ИП', '187 000 ₽ – 498 000 ₽'],
      ['workerResult', 'Вывод для сотрудника', 'Заявленный доход ниже диапазона'],
      ['individualEntrepreneurResult', 'Вывод для ИП', 'Заявленный доход ниже диапазона'],
      ['minWage', 'МРОТ региона', '32 916 ₽'],
    ]);
  });

  it('shows a dash for what the estimate did not give', () => {
    const empty: GskCalculatorResult = {
      isWorkerGroupChange: false,
      calculatedWorkerGroup: null,
      specifiedSalary: null,
      approximateWorkerSalary: null,
      approximateIESalary: null,
      estimatedSalary: null,
      ratio: null,
      maxSalary: null,
      rangeWorkerSalary: null,
      rangeIESalary: null,
      workerResult: null,
      individualEntrepreneurResult: null,
      minWage: null,
    };
    const values = gskResultLines(empty, (code) => code).map((l) => l.value);
    expect(values[0]).toBe('Нет');
    expect(values.slice(1).every((v) => v === '—')).toBe(true);
  });
});
