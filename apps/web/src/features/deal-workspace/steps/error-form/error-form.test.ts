import { describe, expect, it } from 'vitest';
import { errorMessageOf, isErrorForm } from './error-form';

describe('the error form', () => {
  it('is the form notify_about_error', () => {
    expect(isErrorForm({ formName: 'notify_about_error' })).toBe(true);
    expect(isErrorForm({ formName: 'decision' })).toBe(false);
  });

  it("gives the server's message, else the form's errors", () => {
    const message = { type: 'textarea' as const, value: ' Сервис скоринга не ответил ' };
    expect(errorMessageOf({ fields: { message }, errors: ['x'] })).toBe('Сервис скоринга не ответил');
    expect(errorMessageOf({ fields: {}, errors: ['Ошибка А', 'Ошибка Б'] })).toBe('Ошибка А\nОшибка Б');
    expect(errorMessageOf({ fields: {} })).toBe('');
  });
});
