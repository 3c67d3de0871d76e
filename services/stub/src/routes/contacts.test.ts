import { describe, expect, it } from 'vitest';
import type {
  CommentResponse,
  DealContactListResponse,
  DealContactResponse,
  FormResponse,
  SnapshotChangesResponse,
} from '@autocredit/generated/api';
import { seededContacts } from '../domain/contacts/deal-contacts';
import { SALE_POINTS } from '../domain/world/seed/catalog-places';
import { DEFAULT_SEED } from '../domain/world/world';
import { signedInApp } from '../testing/app';

const { app, call } = signedInApp(['goz', 'underwriter', 'credit_inspector', 'auditor', 'calculator']);
const world = () => app().store.world;
const pointOf = (username: string) =>
  SALE_POINTS.findIndex((s) => s.id === world().staffByUsername(username)!.salePointId);
const used = new Set<number>();
/** A fresh deal of goz's sale point (or not) with at least `n` seeded contacts. */
const deal = (n: number, own = true) => {
  for (let row = 0; row < world().deals.count; row++) {
    const id = world().dealId(row);
    if ((world().deals.salePoint[row] === pointOf('goz')) !== own || used.has(id)) continue;
    if (seededContacts(DEFAULT_SEED, id).length < n) continue;
    used.add(id);
    return id;
  }
  throw new Error('no such deal');
};
const PETROVA = { fio: 'Петрова Мария Ивановна', phone: '+79167654321', type: 'relative' };
const list = async (user: string, dealId: number) =>
  (await call(user, 'GET', `/api/autocredit/contacts/deal/${dealId}`)).json<DealContactListResponse>().result;

describe('the deal contacts', () => {
  it('lists the seeded contacts with canModify, canDelete and their comments', async () => {
    const dealId = deal(1);
    const seeded = await list('underwriter', dealId);
    expect(seeded.length).toBe(seededContacts(DEFAULT_SEED, dealId).length);
    expect(seeded[0]).toMatchObject({ canModify: true, canDelete: true, changes: null, comments: [] });
    expect((await list('auditor', dealId))[0]).toMatchObject({ canModify: false, canDelete: false });
    const contactId = seeded[0]!.id;
    const comment = await call(
      'underwriter',
      'POST',
      `/api/comment/${dealId}/underwriter/additionalDealContact/${contactId}`,
      {
        text: 'Подтвердила, что знает клиента 10 лет',
      },
    );
    expect(comment.json<CommentResponse>().result.entityId).toBe(contactId);
    expect((await list('goz', dealId))[0]!.comments?.map((c) => c.text)).toEqual([
      'Подтвердила, что знает клиента 10 лет',
    ]);
    // The underwriters' comments are hidden from auditors (001 §6), also where a contact carries them.
    expect((await list('auditor', dealId))[0]!.comments).toEqual([]);
    const missing = await call('underwriter', 'GET', `/api/comment/get/${dealId}/underwriter/additionalDealContact/1`);
    expect(missing.statusCode).toBe(404);
  });

  it('adds, changes and deletes, and the snapshot changes tell it', async () => {
    const dealId = deal(2);
    const [first, second] = await list('underwriter', dealId);
    const added = await call('goz', 'POST', `/api/autocredit/contacts/deal/${dealId}/set`, PETROVA);
    expect(added.statusCode).toBe(200);
    const contact = added.json<DealContactResponse>().result;
    expect(contact).toMatchObject({ ...PETROVA, typeRole: 'Родственник', canDelete: true, comments: [] });
    expect(contact.changes).toEqual({ added: true, changed: false, deleted: false });

    const changed = await call('goz', 'POST', `/api/autocredit/contacts/deal/${dealId}/set/${first!.id}`, {
      ...PETROVA,
      type: 'colleague',
    });
    expect(changed.json<DealContactResponse>().result).toMatchObject({ typeRole: 'Коллега', canDelete: false });
    const refused = await call('goz', 'POST', `/api/autocredit/contacts/deal/${dealId}/delete/${second!.id}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ result: 'Доступ к контакту запрещен' });
    const deleted = await call('underwriter', 'POST', `/api/autocredit/contacts/deal/${dealId}/delete/${second!.id}`);
    expect(deleted.json()).toEqual({ result: true });

    const changes = await call(
      'underwriter',
      'GET',
      `/api/snapshot/changes/${dealId}?paths[]=dealContacts&paths[]=client`,
    );
    expect(changes.statusCode).toBe(200);
    expect(changes.json<SnapshotChangesResponse>().result).toEqual({
      dealContacts: { added: [contact.id], changed: [first!.id], deleted: [second!.id] },
      client: { added: [], changed: [], deleted: [] },
    });
    const gone = await call(
      'underwriter',
      'POST',
      `/api/autocredit/contacts/deal/${dealId}/set/${second!.id}`,
      PETROVA,
    );
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ result: 'Контакт не найден' });
  });

  it('refuses a bad contact with the messages of the dialog, as an array result', async () => {
    const dealId = deal(0);
    const res = await call('goz', 'POST', `/api/autocredit/contacts/deal/${dealId}/set`, {
      fio: '',
      phone: '89161234567',
      type: 'relative',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      result: [
        { propertyPath: 'fio', message: 'Введите ФИО' },
        { propertyPath: 'phone', message: 'Телефон должен начинаться с +7 и содержать 10 цифр' },
      ],
    });
    const spaces = await call('goz', 'POST', `/api/autocredit/contacts/deal/${dealId}/set`, { ...PETROVA, fio: '  ' });
    expect(spaces.json()).toEqual({ result: [{ propertyPath: 'fio', message: 'Введите ФИО' }] });
  });

  it('answers 403 to who may not change contacts and 404 for a deal one does not see', async () => {
    const dealId = deal(0);
    const inspector = await call('credit_inspector', 'POST', `/api/autocredit/contacts/deal/${dealId}/set`, PETROVA);
    expect(inspector.statusCode).toBe(403);
    expect(inspector.json()).toMatchObject({ result: 'Доступ к контакту запрещен' });
    expect((await call('calculator', 'GET', `/api/autocredit/contacts/deal/${dealId}`)).statusCode).toBe(403);
    const hidden = deal(0, false);
    expect((await call('goz', 'GET', `/api/autocredit/contacts/deal/${hidden}`)).statusCode).toBe(404);
    expect((await call('goz', 'POST', `/api/autocredit/contacts/deal/${hidden}/set`, PETROVA)).statusCode).toBe(404);
    expect((await call('goz', 'GET', `/api/snapshot/changes/${hidden}?paths[]=dealContacts`)).statusCode).toBe(404);
  });
});

describe("the deal form's dealContact field", () => {
  it('shows the contacts of the contacts store: one added with /set is in its value as in the list', async () => {
    const dealId = deal(1);
    const form = async (user: string) =>
      (await call(user, 'GET', `/api/autocredit/deal-info/${dealId}?step=contacts`)).json<FormResponse>().result;
    const before = (await form('underwriter')).fields.contacts;
    expect(before).toMatchObject({ type: 'dealContact', value: await list('underwriter', dealId) });

    const added = await call('goz', 'POST', `/api/autocredit/contacts/deal/${dealId}/set`, PETROVA);
    expect(added.statusCode, added.body).toBe(200);
    const id = added.json<DealContactResponse>().result.id;
    const value = (await form('underwriter')).fields.contacts?.value as Array<{ id: number }>;
    expect(value).toEqual(await list('underwriter', dealId));
    expect(value.find((c) => c.id === id)).toMatchObject({ ...PETROVA, changes: { added: true } });
    // As each viewer may act on them.
    expect((await form('auditor')).fields.contacts?.value).toEqual(await list('auditor', dealId));
  });
});
