import { describe, expect, it } from 'vitest';
import { formatMoment, groupLight } from './scoring';

describe('groupLight', () => {
  const check = (light: 'green' | 'yellow' | 'red') => ({ checkConfig: { title: light }, light, checkEntities: [] });
  it('is red if any check is red, else yellow if any is yellow, else green', () => {
    expect(groupLight({ label: 'a', checks: [check('green'), check('red'), check('yellow')] })).toBe('red');
    expect(groupLight({ label: 'a', checks: [check('green'), check('yellow')] })).toBe('yellow');
    expect(groupLight({ label: 'a', checks: [check('green')] })).toBe('green');
    expect(groupLight({ label: 'a', checks: [] })).toBe('green');
  });
});

describe('formatMoment', () => {
  it('shows a server moment as dd.MM.yyyy HH:mm:ss, nothing when absent', () => {
    expect(formatMoment('2026-11-20T10:15:42Z')).toMatch(/^20\.11\.2026 \d{2}:15:42$/);
    expect(formatMoment(null)).toBe('');
    expect(formatMoment('not a date')).toBe('');
  });
});
