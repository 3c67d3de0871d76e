import { describe, expect, it } from 'vitest';
import { plural } from './plural';

const YEARS = ['год', 'года', 'лет'] as const;

describe('plural', () => {
  it.each([
    [0, 'лет'],
    [1, 'год'],
    [2, 'года'],
    [4, 'года'],
    [5, 'лет'],
    [11, 'лет'],
    [12, 'лет'],
    [14, 'лет'],
    [21, 'год'],
    [22, 'года'],
    [25, 'лет'],
    [101, 'год'],
    [111, 'лет'],
  ])('%i → %s', (count, form) => {
    expect(plural(count, YEARS)).toBe(form);
  });
});
