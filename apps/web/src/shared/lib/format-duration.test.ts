import { describe, expect, it } from 'vitest';
import { formatDuration } from './format-duration';

describe('formatDuration', () => {
  it('says a span by its largest unit and the next one when not zero, with the plural forms', () => {
    expect(formatDuration(3912)).toBe('1 час 5 минут');
    expect(formatDuration(540)).toBe('9 минут');
    expect(formatDuration(123)).toBe('2 минуты 3 секунды');
    expect(formatDuration(41)).toBe('41 секунда');
    expect(formatDuration(3 * 86_400 + 59)).toBe('3 дня');
  });
  it("says '0 секунд' for none and nothing when unknown", () => {
    expect(formatDuration(0)).toBe('0 секунд');
    expect(formatDuration(null)).toBe('');
  });
});
