import { describe, expect, it } from 'vitest';
import { DealContactBook, contactTexts, seededContacts, type ContactUser } from './deal-contacts';
import { refusal } from '../../testing/refusal';

const goz: ContactUser = { id: 2, roles: ['ROLE_GOZ'] };
const goz2: ContactUser = { id: 3, roles: ['ROLE_GOZ_CHIEF'] };
const underwriter: ContactUser = { id: 6, roles: ['ROLE_UNDERWRITER'] };
const inspector: ContactUser = { id: 4, roles: ['ROLE_CREDIT_INSPECTOR'] };
const PETROVA = { fio: 'Петрова Мария Ивановна', phone: '+79167654321', type: 'relative' };

/** A deal whose application came with at least `n` contacts. */
const dealWith = (n: number) => {
  for (let id = 100_000; ; id++) if (seededContacts(1, id).length >= n) return id;
};

describe('seeded contacts', () => {
  it('are deterministic, realistic and of known relations', () => {
    const all = Array.from({ length: 200 }, (_, i) => seededContacts(1, 100_000 + i)).flat();
    expect(seededContacts(1, 100_007)).toEqual(seededContacts(1, 100_007));
    expect(all.length).toBeGreaterThan(100);
    for (const c of all) {
      expect(c.fio).toMatch(/^[А-ЯЁ][а-яё]+ [А-ЯЁ][а-яё]+ [А-ЯЁ][а-яё]+$/);
      expect(c.phone).toMatch(/^\+79\d{9}$/);
      expect(['relative', 'friend', 'colleague', 'neighbour', 'other']).toContain(c.type);
    }
  });
});

describe('deal contacts', () => {
  it('adds one with the markers of a new contact; the operator may delete their own', () => {
    const book = new DealContactBook(1);
    const dealId = dealWith(0);
    const added = book.add(dealId, goz, { ...PETROVA, fio: '  Петрова  Мария Ивановна ' });
    expect(added).toMatchObject({
      fio: 'Петрова Мария Ивановна',
      typeRole: 'Родственник',
      canModify: true,
      canDelete: true,
      changes: { added: true, changed: false, deleted: false },
    });
    expect(book.list(dealId, goz2).find((c) => c.id === added.id)).toMatchObject({ canModify: true, canDelete: false });
    expect(book.list(dealId, inspector).find((c) => c.id === added.id)).toMatchObject({
      canModify: false,
      canDelete: false,
    });
    expect(book.changes(dealId).added).toContain(added.id);
  });

  it('keeps a deal once changed: reading, or a refused change, keeps nothing', () => {
    const book = new DealContactBook(1);
    const dealId = dealWith(1);
    book.list(dealId, underwriter);
    book.changes(dealId);
    expect(refusal(() => book.delete(dealId, 1, underwriter)).kind).toBe('not-found');
    expect(book.snapshot().deals).toEqual({});
    book.add(dealId, goz, PETROVA);
    expect(Object.keys(book.snapshot().deals)).toEqual([String(dealId)]);
  });

  it('changes and deletes the seeded ones, compared with the previous snapshot', () => {
    const book = new DealContactBook(1);
    const dealId = dealWith(2);
    const [first, second] = book.list(dealId, underwriter);
    expect(first!.changes).toBeNull();
    const changed = book.change(dealId, first!.id, underwriter, { ...PETROVA, type: 'friend' });
    expect(changed.changes).toEqual({ added: false, changed: true, deleted: false });
    expect(refusal(() => book.delete(dealId, second!.id, goz)).message).toBe(contactTexts.forbidden);
    book.delete(dealId, second!.id, underwriter);
    expect(book.changes(dealId)).toEqual({ added: [], changed: [first!.id], deleted: [second!.id] });
    expect(refusal(() => book.change(dealId, second!.id, underwriter, PETROVA))).toMatchObject({
      kind: 'not-found',
      message: contactTexts.notFound,
    });
  });

  it('refuses an input the dialog would not send with each message, and users who may not change contacts', () => {
    const book = new DealContactBook(1);
    const error = refusal(() => book.add(100_000, goz, { fio: ' ', phone: '89161234567', type: 'relative' }));
    expect(error).toMatchObject({ kind: 'invalid', message: contactTexts.notSaved });
    expect(error.fieldErrors.map((e) => e.message)).toEqual([contactTexts.fio, contactTexts.phone]);
    expect(refusal(() => book.add(100_000, inspector, PETROVA)).kind).toBe('forbidden');
  });

  it('survives a snapshot and restore', () => {
    const book = new DealContactBook(1);
    const { id } = book.add(100_000, goz, PETROVA);
    const copy = new DealContactBook(1);
    copy.restore(JSON.parse(JSON.stringify(book.snapshot())));
    expect(copy.has(100_000, id)).toBe(true);
    expect(() => copy.restore({} as never)).toThrow();
  });
});
