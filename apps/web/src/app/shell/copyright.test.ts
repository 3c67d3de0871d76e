import { describe, expect, it } from 'vitest';
import { copyright } from './copyright';

describe('copyright', () => {
  it('shows a range from 2019, or the year alone in 2019', () => {
    expect(copyright(2026)).toBe('© 2019–2026');
    expect(copyright(2019)).toBe('© 2019');
  });
});
