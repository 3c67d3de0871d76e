import type { GskCalculatorResult } from '@autocredit/generated/api';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/shared/api/api-error';
import {
  GSK_TEXTS,
  checkGskForm,
  formatMoney2,
  gskFailure,
  gskFieldOfPath,
  gskFormOf,
  gskOptions,
  gskResultLines,
  gskTitle,
  leaveRegion,
  mergeGskItems,
  withRegion,
  withRegionText,
  yearsText,
  type GskForm,
} from './gsk-calculator';

/** Intl writes no-break spaces: compare with plain ones. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

const filled: GskForm = {
  gender: 'М',
  age: '41',
  education: 'higher',
  workerGroup: 'specialist',
  experience: '12',
  salary: 150000,
  region: '77',
  regionText: null,
  population: 'moreThanMillion',
  property: 'private',
  okved: '64.19',
};

describe('the form of the salary estimate', () => {
  it('is filled with the prepared inputs, the unknown ones empty', () => {
    expect(
      gskFormOf({
        gender: 'Ж',
        age: 35,
        education: null,
        workerGroup: null,
        experience: null,
        salary: 80000,
        region: '16',
        population: 'moreThanMillion',
        property: null,
        okved: '62.01',
      }),
    ).toEqual({
      gender: 'Ж',
      age: '35',
      education: null,
      workerGroup: null,
      experience: '',
      salary: 80000,
      region: '16',
      regionText: null,
      population: 'moreThanMillion',
      property: null,
      okved: '62.01',
    });
    expect(gskFormOf(undefined)).toMatchObject({ gender: null, age: '', salary: null, region: null });
  });

  it('keeps the digits of the years typed, 3 at most', () => {
    expect(yearsText('4a1')).toBe('41');
    expect(yearsText('1234')).toBe('123');
  });

  it('drops the picked region when one is typed; a pick sets the region and its population', () => {
    const typed = withRegionText(filled, 'Каз');
    expect(typed).toMatchObject({ region: null, regionText: 'Каз', population: 'moreThanMillion' });
    const picked = withRegion(typed, { code: '47', name: 'Ленинградская область', population: 'lessThan100Thousand' });
    expect(picked).toMatchObject({ region: '47', regionText: null, population: 'lessThan100Thousand' });
    expect(withRegion(filled, { code: '50', name: 'Московская область' }).population).toBe('moreThanMillion');
  });

  it("clears a region typed and not picked when the field is left: 'Необходимо выбрать хотя бы один вариант!'", () => {
    expect(leaveRegion(withRegionText(filled, 'Моск'))).toEqual({
      form: { ...filled, region: null, regionText: '' },
      error: 'Необходимо выбрать хотя бы один вариант!',
    });
    expect(leaveRegion(filled)).toEqual({ form: filled, error: null });
    expect(leaveRegion(withRegionText(filled, ' ')).error).toBeNull();
  });
});

describe("the calculator's checks", () => {
  it('passes a filled form as the request', () => {
    expect(checkGskForm(filled)).toEqual({
      errors: {},
      input: {
        gender: 'М',
        age: 41,
        education: 'higher',
        workerGroup: 'specialist',
        experience: 12,
        salary: 150000,
        region: '77',
        population: 'moreThanMillion',
        property: 'private',
        okved: '64.19',
      },
    });
  });

  it("requires every input: 'Обязательное поле!'", () => {
    const { errors, input } = checkGskForm(gskFormOf(null));
    expect(input).toBeNull();
    expect(errors).toEqual({
      gender: 'Обязательное поле!',
      age: 'Обязательное поле!',
      education: 'Обязательное поле!',
      workerGroup: 'Обязательное поле!',
      experience: 'Обязательное поле!',
      salary: 'Обязательное поле!',
      region: 'Обязательное поле!',
      population: 'Обязательное поле!',
      property: 'Обязательное поле!',
      okved: 'Обязательное поле!',
    });
  });

  it("says 'Неверные данные!' for an age of one digit (its mask not filled)", () => {
    expect(checkGskForm({ ...filled, age: '4' }).errors).toEqual({ age: 'Неверные данные!' });
  });

  it("says 'Введите валидное значение!' for numbers out of bounds", () => {
    expect(checkGskForm({ ...filled, age: '13', experience: '101', salary: 1_000_000_001 }).errors).toEqual({
      age: 'Введите валидное значение!',
      experience: 'Введите валидное значение!',
      salary: 'Введите валидное значение!',
    });
    expect(checkGskForm({ ...filled, age: '120', experience: '0', salary: 0 }).input).not.toBeNull();
  });

  it("says 'Необходимо выбрать хотя бы один вариант!' for a region typed and not picked", () => {
    expect(checkGskForm(withRegionText(filled, 'Моск')).errors).toEqual({
      region: 'Необходимо выбрать хотя бы один вариант!',
    });
  });
});

describe("the server's refusals", () => {
  it('names the input of a property path', () => {
    expect(gskFieldOfPath('okved')).toBe('okved');
    expect(gskFieldOfPath('[okved]')).toBe('okved');
    expect(gskFieldOfPath('data.workerGroup')).toBe('workerGroup');
    expect(gskFieldOfPath('deal')).toBeNull();
    expect(gskFieldOfPath(undefined)).toBeNull();
  });

  it("puts a 400's field errors under their fields, as the server gives them", () => {
    const body = {
      result: null,
      errors: [
        { propertyPath: 'education', message: 'Обязательное поле!' },
        { propertyPath: 'okved', message: 'Введите валидное значение!' },
      ],
    };
    expect(gskFailure(new ApiError(400, body))).toEqual({
      errors: { education: 'Обязательное поле!', okved: 'Введите валидное значение!' },
      message: null,
    });
  });

  it("does not repeat the answer's text over field errors", () => {
    const body = {
      result: 'Некорректный запрос',
      errors: [{ propertyPath: 'age', message: 'Значение должно быть не больше 120' }],
    };
    expect(gskFailure(new ApiError(400, body))).toEqual({
      errors: { age: 'Значение должно быть не больше 120' },
      message: null,
    });
  });

  it("tells a 400's field error of no input as the message", () => {
    const body = { result: null, errors: [{ propertyPath: 'deal', message: 'Введите валидное значение!' }] };
    expect(gskFailure(new ApiError(400, body))).toEqual({ errors: {}, message: 'Введите валидное значение!' });
  });

  it("tells a 400's text as it comes: 'Неправильный логин или пароль!'", () => {
    expect(gskFailure(new ApiError(400, { result: 'Неправильный логин или пароль!' }))).toEqual({
      errors: {},
      message: 'Неправильный логин или пароль!',
    });
  });

  it("says 'Ошибка!' for anything else", () => {
    expect(gskFailure(new ApiError(400, { result: null })).message).toBe('Ошибка!');
    expect(gskFailure(new ApiError(404, { result: 'Данные не найдены' })).message).toBe('Ошибка!');
    expect(gskFailure(new ApiError(500, null)).message).toBe('Ошибка!');
    expect(gskFailure(new TypeError('Failed to fetch'))).toEqual({ errors: {}, message: GSK_TEXTS.error });
  });
});

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
