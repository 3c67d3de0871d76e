import { describe, expect, it } from 'vitest';
import { HOLDER_ID_BASE, holderContactId, holderOfContactId, latin } from './holder-contacts';

describe('the holder contacts', () => {
  it('number each contact after its deal and place, above every additional contact', () => {
    expect(holderOfContactId(holderContactId(100_245, 0))).toEqual({ dealId: 100_245, holder: 'client' });
    expect(holderOfContactId(holderContactId(100_245, 5))).toEqual({ dealId: 100_245, holder: 'spouse' });
    expect(holderOfContactId(holderContactId(100_245, 6))).toEqual({ dealId: 100_245, holder: 'thirdFace' });
    expect(holderOfContactId(holderContactId(100_245, 9))).toEqual({ dealId: 100_245, holder: 'employer' });
    expect(holderOfContactId(HOLDER_ID_BASE - 1)).toBeUndefined();
    expect(holderContactId(1_100_001, 15)).toBeLessThan(2 ** 31);
  });

  it('writes Russian words in Latin letters for e-mails and sites', () => {
    expect(latin('Щукина')).toBe('shchukina');
    expect(latin('Ромашка-Юг 2')).toBe('romashkayug2');
  });
});
