import { describe, expect, it } from 'vitest';
import { ApiError } from '@/shared/api/api-error';
import {
  GSK_TEXTS,
  checkGskForm,
  gskFailure,
  gskFieldOfPath,
  gskFormOf,
  leaveRegion,
  withRegion,
  withRegionText,
  yearsText,
  type GskForm,
} from './gsk-calculator';

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
