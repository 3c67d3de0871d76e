import type { Form } from '@autocredit/generated/api';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/shared/api/api-error';
import {
  MONTHLY_PAYMENT,
  financeErrors,
  financeFailureText,
  financePersons,
  financeStatusTitle,
  incomeFailureText,
  isEditableItem,
} from './finance';

describe('the finance step rules', () => {
  it('titles the check states of 001 §4 and shows another one as it came', () => {
    expect(financeStatusTitle('not_confirmed')).toBe('Проверка не проведена');
    expect(financeStatusTitle('confirmed')).toBe('Проверка проведена');
    expect(financeStatusTitle('adjustment')).toBe('Корректировка андерайтера');
    expect(financeStatusTitle('bureau')).toBe('bureau');
  });

  it('never edits the monthly payments on loans', () => {
    expect(isEditableItem('loans_month')).toBe(false);
    expect(isEditableItem('income')).toBe(true);
  });

  it('takes a monthly payment that is positive and starts with 1-9', () => {
    for (const ok of ['18500', '18500.5', '18500,55', '1']) expect(MONTHLY_PAYMENT.test(ok)).toBe(true);
    for (const bad of ['0', '0.5', '-100', '018500', '1.234', '']) expect(MONTHLY_PAYMENT.test(bad)).toBe(false);
  });

  it("reads a 400's array of errors with their fields; nothing from another failure", () => {
    const bad = new ApiError(400, {
      result: [{ propertyPath: 'sumConfirmed', message: 'Значение должно быть числом' }, { message: 'Второе' }],
    });
    expect(financeErrors(bad)).toEqual([
      { field: 'sumConfirmed', message: 'Значение должно быть числом' },
      { field: null, message: 'Второе' },
    ]);
    expect(financeErrors(new ApiError(403, { result: 'Доступ запрещен' }))).toEqual([]);
    expect(financeErrors(new ApiError(400, { result: 'Текст' }))).toEqual([]);
  });

  it("tells a failed finance call as 001 §8 says: 403 'Доступ запрещен', 404 'Данные не найдены'", () => {
    expect(financeFailureText(new ApiError(403, { result: 'Нет доступа', detail: 'Нет доступа' }))).toBe(
      'Доступ запрещен',
    );
    expect(financeFailureText(new ApiError(404, { result: 'Не найдено' }))).toBe('Данные не найдены');
    expect(financeFailureText(new ApiError(409, { result: 'Конфликт', detail: 'Конфликт' }))).toBe('Конфликт');
    expect(financeFailureText(new ApiError(409, {}))).toBe('Что-то пошло не так');
    expect(financeFailureText(new ApiError(503, {}))).toBeNull();
  });

  it("tells a failed income call 'Что-то пошло не так', whatever the server says", () => {
    expect(incomeFailureText(new ApiError(404, { result: 'Данные не найдены' }))).toBe('Что-то пошло не так');
    expect(incomeFailureText(new ApiError(403, { detail: 'Нет доступа' }))).toBe('Что-то пошло не так');
    expect(incomeFailureText(new ApiError(500, {}))).toBeNull();
  });

  it('finds the persons of the step in its form: the groups with an id', () => {
    const group = (label: string, id: unknown) => ({
      type: 'form' as const,
      label,
      children: { id: { type: 'hidden' as const, label: null, value: id } },
    });
    const form = {
      fields: { client: group('Заемщик', 58012), spouse: group('Супруг(а)', 2000012), note: group('Примечание', null) },
    } as unknown as Form;
    expect(financePersons(form)).toEqual([
      { key: 'client', title: 'Заемщик', id: 58012 },
      { key: 'spouse', title: 'Супруг(а)', id: 2000012 },
    ]);
    expect(financePersons(null)).toEqual([]);
  });
});
