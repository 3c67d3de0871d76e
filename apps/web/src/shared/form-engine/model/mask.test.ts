import { describe, expect, it } from 'vitest';
import { maskComplete, maskLength, typingMasked, unmasked } from './mask';

describe('input masks', () => {
  it('puts the literals in as the digits come', () => {
    expect(typingMasked('999-999', '770')).toBe('770');
    expect(typingMasked('999-999', '7709')).toBe('770-9');
    expect(typingMasked('999-999', '770922')).toBe('770-922');
  });

  it('keeps a pasted value with its literals, and drops what fits no slot without shifting', () => {
    expect(typingMasked('999-999', '770-922')).toBe('770-922');
    expect(typingMasked('9999', '45 20')).toBe('4520');
    expect(typingMasked('999999', '№885582')).toBe('885582');
    expect(typingMasked('9999', '452012345')).toBe('4520');
  });

  it('takes an INN of 10 or 12 digits (an optional part)', () => {
    const mask = '9999999999[99]';
    expect(maskLength(mask)).toBe(12);
    expect(typingMasked(mask, '7707083893')).toBe('7707083893');
    expect(maskComplete(mask, '7707083893')).toBe(true);
    expect(maskComplete(mask, '770708389312')).toBe(true);
    expect(maskComplete(mask, '77070838931')).toBe(false);
  });

  it('writes letters of a VIN in capitals', () => {
    expect(typingMasked('*****************', 'xtajdubtxsb330386')).toBe('XTAJDUBTXSB330386');
  });

  it('sends the value without the literals with autoUnmask', () => {
    expect(unmasked('999-999', '770-922')).toBe('770922');
    expect(unmasked('+79999999999', '+79161234567')).toBe('9161234567');
  });
});
