import { describe, expect, it } from 'vitest';
import { sampleSource } from '../../testing/form-fixtures';
import { holderContactChanges, isHolderPath, sourceAtSnapshot } from './holder-changes';
import { holderContactId, holderContactsOf } from './holder-contacts';

const SEED = 42;
const DEAL = 100_245;
const NONE = { added: [], changed: [], deleted: [] };

describe("the holders' contacts compared with the deal's previous snapshot", () => {
  it('puts back the values the people had then, leaving the data now as it is', () => {
    const now = sampleSource(DEAL);
    const then = sourceAtSnapshot(now, { 'client.phone': '+79160000000', 'credit.initialFee': 1, spouse: null });
    expect(then.client.phone).toBe('+79160000000');
    expect(then.spouse).toBeNull();
    expect(then.credit).toBe(now.credit); // not a part of the contacts step: left alone
    expect(now.client.phone).toBe('+79161234567');
  });

  it('draws each contact from its own data: another employer leaves the e-mail and the social page as they were', () => {
    const now = sampleSource(DEAL);
    const other = structuredClone(now);
    other.client.work!.employer = { ...now.client.work!.employer!, name: 'ООО «Ромашка»', inn: '7701000001' };
    const a = holderContactsOf(SEED, DEAL, now);
    const b = holderContactsOf(SEED, DEAL, other);
    expect(b.client).toEqual(a.client);
    expect(b.employer!.name).toBe('ООО «Ромашка»');
    expect(b.employer!.headFullName).not.toBe(a.employer!.headFullName);
  });

  it('gives the ids added, changed and deleted per holder; no previous snapshot, no changes', () => {
    const source = sampleSource(DEAL);
    expect(holderContactChanges(SEED, DEAL, source, {})).toEqual({
      client: NONE,
      spouse: NONE,
      thirdFace: NONE,
      employer: NONE,
    });
    const changes = holderContactChanges(SEED, DEAL, source, {
      'client.phone': '+79160000000',
      'client.email': 'old@example.ru',
      'client.work.workPhone': null,
    });
    expect(changes.client).toEqual({
      added: [],
      changed: [holderContactId(DEAL, 0), holderContactId(DEAL, 3)],
      deleted: [],
    });
    expect(changes.employer).toEqual({ added: [holderContactId(DEAL, 8)], changed: [], deleted: [] });
    expect(changes.spouse).toEqual(NONE);
  });

  it('knows the holder paths', () => {
    expect(['client', 'spouse', 'thirdFace', 'employer', 'dealContacts', 'documents'].filter(isHolderPath)).toEqual([
      'client',
      'spouse',
      'thirdFace',
      'employer',
    ]);
  });
});
