import { describe, expect, it } from 'vitest';
import { changedSince, recordChanges, sameValue } from './changes';

const before = {
  client: { phone: '+79161234567', work: { salary: 90000, employer: { inn: '7707083893', name: 'ПАО Сбербанк' } } },
  credit: { initialFee: 300000, term: 60 },
  contacts: [{ id: 1 }],
};

describe('the changes since the previous snapshot', () => {
  it('compares plain data deeply; null and absent are the same', () => {
    expect(sameValue({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toBe(true);
    expect(sameValue({ a: null }, {})).toBe(true);
    expect(sameValue([1, 2], [2, 1])).toBe(false);
    expect(sameValue({ a: 1 }, { a: '1' })).toBe(false);
  });

  it('records the value a path had before its first change, forgets one put back', () => {
    const after = structuredClone(before);
    after.client.phone = '+79990000000';
    after.client.work.employer.name = 'АО Другое';
    after.contacts = [];
    const once = recordChanges({}, before, after);
    expect(once).toEqual({ 'client.phone': '+79161234567', 'client.work.employer.name': 'ПАО Сбербанк' });

    const again = structuredClone(after);
    again.client.phone = '+79991111111';
    again.client.work.employer.name = 'ПАО Сбербанк';
    expect(recordChanges(once, after, again)).toEqual({ 'client.phone': '+79161234567' });
  });

  it("tells whether a field's path differs, whether the snapshot keeps it, a part of it or a whole that holds it", () => {
    const now = structuredClone(before);
    now.client.work.employer = { inn: '7736050003', name: 'ПАО Газпром' };
    const whole = { 'client.work.employer': before.client.work.employer };
    expect(changedSince(whole, now, 'client.work.employer')).toBe(true);
    expect(changedSince(whole, now, 'client.work.employer.inn')).toBe(true);
    expect(changedSince(whole, now, 'client.work.salary')).toBe(false);
    expect(changedSince({ 'client.work.employer.inn': '7736050003' }, now, 'client.work.employer')).toBe(false);
    expect(changedSince({ 'credit.initialFee': 250000 }, now, 'credit.initialFee')).toBe(true);
    expect(changedSince({ 'credit.initialFee': 300000 }, now, 'credit.initialFee')).toBe(false);
  });
});
