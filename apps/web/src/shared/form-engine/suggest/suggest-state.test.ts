import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/shared/api/api-error';
import { failedSuggestions, longEnough, suggestMessage } from './suggest-state';

describe('the states of an autocomplete', () => {
  it('asks from 3 characters', () => {
    expect(longEnough('Ив')).toBe(false);
    expect(longEnough(' Ив ')).toBe(false);
    expect(longEnough('Ива')).toBe(true);
  });

  it('says what it waits for, or that nothing was found', () => {
    expect(suggestMessage({ kind: 'too-short', items: [] })).toBe('Введите не менее трех символов');
    expect(suggestMessage({ kind: 'waiting', items: [] })).toBe('Пожайлуйста подождите');
    expect(suggestMessage({ kind: 'done', items: [] })).toBe('Нет данных');
    expect(suggestMessage({ kind: 'done', items: [1] })).toBeNull();
    expect(suggestMessage({ kind: 'idle', items: [] })).toBeNull();
  });

  it('tells an HTTP failure with its status, only logs one without an answer, ignores a cancel', () => {
    expect(suggestMessage(failedSuggestions(new ApiError(502, {}))!)).toBe('Что-то пошло не так: ошибка 502');
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(suggestMessage(failedSuggestions(new TypeError('Failed to fetch'))!)).toBeNull();
    expect(log).toHaveBeenCalled();
    expect(failedSuggestions(new DOMException('aborted', 'AbortError'))).toBeNull();
  });
});
