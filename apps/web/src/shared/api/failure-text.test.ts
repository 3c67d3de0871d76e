import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { failureText } from './failure-text';

describe('the text of a failed call', () => {
  it("is the server's detail, else its result text, else 'Что-то пошло не так'", () => {
    expect(failureText(new ApiError(403, { result: 'x', detail: 'Нет доступа' }))).toBe('Нет доступа');
    expect(failureText(new ApiError(400, { result: 'Задача не назначена' }))).toBe('Задача не назначена');
    expect(failureText(new ApiError(404, null))).toBe('Что-то пошло не так');
    expect(failureText(new Error('boom'))).toBe('Что-то пошло не так');
  });

  it('is null when the client showed it already: messages, a 5xx, no answer', () => {
    expect(failureText(new ApiError(400, { messages: [{ type: 'error', message: 'Ошибка' }] }))).toBeNull();
    expect(failureText(new ApiError(502, null))).toBeNull();
    expect(failureText(new TypeError('Failed to fetch'))).toBeNull();
  });
});
