import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { HASH_START, hash53, hashDigest, hashUpdate } from './hash';

describe('hash53', () => {
  it('is cyrb53 of the text in search form (case and ё folded)', () => {
    expect(hash53('г Москва')).toBe(2264766401521978);
    expect(hash53('Г МОСКВА')).toBe(hash53('г москва'));
    expect(hash53('ЁЛКА')).toBe(hash53('елка'));
    expect(hash53('')).toBe(3338908027751811);
  });

  it('hashes a text given part after part as the whole text', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: 'binary' }), { maxLength: 5 }), (parts) => {
        const state = parts.reduce((s, part) => hashUpdate(s, part), HASH_START);
        expect(hashDigest(state)).toBe(hash53(parts.join('')));
      }),
    );
  });
});
