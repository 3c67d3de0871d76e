import { describe, expect, it } from 'vitest';
import { FIRST_PLACED_CALL_ID, PbxBook, userContactsOf } from './pbx';
import type { CallTarget } from './call-targets';

const phone = (contactId: number, value = '+79161234567'): CallTarget => ({
  contactId,
  dealId: 100_001,
  value,
  phone: true,
});
const fio = (id: number) =>
  id === 6 ? 'Смирнова Ольга Викторовна' : id === 8 ? 'Новикова Елена Александровна' : undefined;
const book = (now = () => Date.UTC(2026, 10, 23, 9, 0)) => new PbxBook(20261122, fio, now);

describe('the telephone exchange', () => {
  it('gives each user two or three numbers of their own, the first the default', () => {
    expect(userContactsOf(1, 6)).toEqual(userContactsOf(1, 6));
    expect(userContactsOf(1, 6).map((c) => c.id)).toEqual([61, 62]);
    expect(userContactsOf(1, 7).map((c) => c.isDefault)).toEqual([true, false, false]);
  });

  it('seeds past calls for about a third of the phone contacts, by the seeded underwriters, newest first', () => {
    const pbx = book();
    const lists = Array.from({ length: 300 }, (_, k) => pbx.calls(phone(1_000_000 + k)));
    const called = lists.filter((l) => l.length > 0);
    expect(called.length).toBeGreaterThan(60);
    expect(called.length).toBeLessThan(140);
    for (const calls of called) {
      expect(calls.length).toBeLessThanOrEqual(3);
      const times = calls.map((c) => c.createdAt);
      expect(times).toEqual([...times].sort((a, b) => b - a));
      for (const c of calls) {
        expect(['Смирнова Ольга Викторовна', 'Новикова Елена Александровна']).toContain(c.userFio);
        expect(c.downloaded).toBe(c.status === 'answered');
      }
    }
    expect(pbx.calls({ ...phone(1_000_000), value: 'a@b.ru', phone: false, contactId: 5 })).toEqual([]);
  });

  it('places calls, keeps them in its snapshot and forgets them on restore of an older one', () => {
    const pbx = book();
    const before = pbx.snapshot();
    const id = pbx.place({ id: 6, fio: 'Смирнова Ольга Викторовна' }, 61, phone(42));
    expect(id).toBe(FIRST_PLACED_CALL_ID);
    expect(pbx.contactOfCall(id)).toBe(42);
    expect(pbx.calls(phone(42))[0]).toMatchObject({ id, caller: userContactsOf(20261122, 6)[0]!.value });
    const copy = book();
    copy.restore(JSON.parse(JSON.stringify(pbx.snapshot())));
    expect(copy.calls(phone(42))[0]!.id).toBe(id);
    copy.restore(before);
    expect(copy.calls(phone(42)).map((c) => c.id)).not.toContain(id);
    expect(() => copy.restore({} as never)).toThrow('not a PBX snapshot');
  });

  it('refuses a number of another user (404) and what is not a phone (400)', () => {
    const pbx = book();
    expect(() => pbx.place({ id: 6, fio: 'x' }, 81, phone(1))).toThrow('Номер для звонка не найден');
    expect(() => pbx.place({ id: 6, fio: 'x' }, 61, { ...phone(1), phone: false })).toThrow(
      'Не удалось совершить звонок',
    );
    expect(() => pbx.contactOfCall(FIRST_PLACED_CALL_ID + 5)).toThrow('Звонок не найден');
  });
});
