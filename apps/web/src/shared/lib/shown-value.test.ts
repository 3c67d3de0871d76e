import { describe, expect, it } from 'vitest';
import { classPart, shownAsItCame } from './shown-value';

describe('a value of an open set', () => {
  it('is shown by its label, else as it came', () => {
    expect(shownAsItCame('Выдан', 'issued')).toBe('Выдан');
    expect(shownAsItCame('', 'archived_v2')).toBe('archived_v2');
    expect(shownAsItCame(null, 42)).toBe('42');
    expect(shownAsItCame(undefined, { odd: true })).toBe('');
  });

  it('makes a safe class name part', () => {
    expect(classPart('client_waiting')).toBe('client_waiting');
    expect(classPart('a b"c')).toBe('a_b_c');
    expect(classPart(null)).toBe('');
  });
});
