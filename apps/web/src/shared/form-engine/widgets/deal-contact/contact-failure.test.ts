import { describe, expect, it } from 'vitest';
import { ApiError } from '@/shared/api/api-error';
import { contactFailure } from './contact-failure';

describe('the failure of a contact call', () => {
  it("a 400 is 'Ошибка редактирования'", () => {
    expect(contactFailure(new ApiError(400, { result: 'Ошибка редактирования' }))).toEqual({
      texts: ['Ошибка редактирования'],
      notFound: false,
    });
    expect(contactFailure(new ApiError(400, null)).texts).toEqual(['Ошибка редактирования']);
  });

  it('an array result shows the message of each item', () => {
    const body = {
      result: [
        { propertyPath: 'phone', message: 'Телефон должен начинаться с +7 и содержать 10 цифр' },
        { propertyPath: 'fio', message: 'Введите ФИО' },
      ],
    };
    expect(contactFailure(new ApiError(400, body)).texts).toEqual([
      'Телефон должен начинаться с +7 и содержать 10 цифр',
      'Введите ФИО',
    ]);
  });

  it("a 403 is 'Доступ к контакту запрещен'", () => {
    expect(contactFailure(new ApiError(403, { result: 'x' })).texts).toEqual(['Доступ к контакту запрещен']);
  });

  it("a 404 is 'Контакт не найден' and marks the contact gone", () => {
    expect(contactFailure(new ApiError(404, {}))).toEqual({ texts: ['Контакт не найден'], notFound: true });
  });

  it('a 5xx, no answer or a cancelled call adds nothing (the API client told the user already)', () => {
    expect(contactFailure(new ApiError(502, {})).texts).toEqual([]);
    expect(contactFailure(new TypeError('Failed to fetch')).texts).toEqual([]);
    expect(contactFailure(new DOMException('aborted', 'AbortError')).texts).toEqual([]);
  });
});
