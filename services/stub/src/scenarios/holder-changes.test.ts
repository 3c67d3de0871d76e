import { describe, expect, it } from 'vitest';
import type { DealHolderContactsResponse, HolderContactType, SnapshotChangesResponse } from '@autocredit/generated/api';
import { holderContactsOf } from '../domain/contacts/holder-contacts';
import type { FormSource } from '../domain/forms/source';
import { restoreStore, snapshotStore } from '../domain/store/store-state';
import { testApp } from '../testing/app';
import { useTaskWorld } from '../testing/task-world';

const t = useTaskWorld(['goz', 'underwriter', 'auditor']);
const { call, seeded, free } = t;

const NONE = { added: [], changed: [], deleted: [] };
const HOLDERS = 'paths[]=client&paths[]=spouse&paths[]=thirdFace&paths[]=employer';

const changes = async (dealId: number, user = 'underwriter', paths = HOLDERS) => {
  const res = await call(user, 'GET', `/api/snapshot/changes/${dealId}?${paths}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SnapshotChangesResponse>().result;
};
const contacts = async (dealId: number) => {
  const res = await call('underwriter', 'GET', `/api/autocredit/contacts/${dealId}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<DealHolderContactsResponse>().result;
};
const deals = () => t.app.store.deals;
const previousOf = (row: number) => deals().entry(row).previous ?? {};
const blocksOf = (row: number) => holderContactsOf(t.world().seed, t.world().dealId(row), deals().currentSource(row));
/** The id of the client's contact of that type on the deal now (undefined: none). */
const clientContact = (row: number, type: HolderContactType) =>
  blocksOf(row).client?.contacts.find((c) => c.type === type)?.id;

const taken = new Set<number>();
/** A deal (world row) no other test took, with no previous snapshot, that fits (the underwriters see every deal). */
function untouched(fits: (row: number) => boolean): { row: number; dealId: number } {
  const w = t.world();
  for (let row = 0; row < w.deals.count; row++) {
    if (taken.has(row) || Object.keys(deals().currentPrevious(row)).length > 0 || !fits(row)) continue;
    taken.add(row);
    return { row, dealId: w.dealId(row) };
  }
  throw new Error('no such deal');
}

/** The operator's correction of the deal's data, as a form save keeps it (remembered against the snapshot). */
function correct(row: number, change: (source: FormSource) => void) {
  const source = structuredClone(deals().entry(row).source);
  change(source);
  deals().saveSourceChanges(row, source);
}

/** The operator saves the client's data on the deal page (the client step, its `client` tab). */
async function saveClient(dealId: number, client: Record<string, unknown>) {
  const saved = await call('goz', 'POST', `/api/autocredit/deal-info/${dealId}?step=client`, { client: { client } });
  expect(saved.statusCode, saved.body).toBe(200);
}

describe("snapshot/changes of the holders' contacts: what changed since the deal's previous snapshot", () => {
  it("marks the client's phone and the employer's contacts a deal in the underwriter queue had otherwise before", async () => {
    const s = seeded('underwriter_check', (x) => {
      const previous = free(x) ? previousOf(x.row) : {};
      return 'client.phone' in previous && 'client.work.employer' in previous;
    });
    const employer = blocksOf(s.row).employer!.contacts;
    const own = employer.filter((c) => c.note !== 'Рабочий телефон клиента').map((c) => c.id);
    expect(own).toHaveLength(2); // the HR office and the site: the other employer had others
    expect(await changes(s.dealId)).toEqual({
      client: { added: [], changed: [clientContact(s.row, 'mobilePhone')], deleted: [] },
      spouse: NONE,
      thirdFace: NONE,
      employer: { added: [], changed: own, deleted: [] },
    });
    // The same for every reader of the deal.
    expect(await changes(s.dealId, 'auditor')).toEqual(await changes(s.dealId));
  });

  it('answers only the parts asked for; a deal with no previous snapshot has no changes', async () => {
    const s = untouched(() => true);
    expect(await changes(s.dealId)).toEqual({ client: NONE, spouse: NONE, thirdFace: NONE, employer: NONE });
    expect(await changes(s.dealId, 'underwriter', 'paths[]=employer&paths[]=documents')).toEqual({
      employer: NONE,
      documents: NONE,
    });
  });

  it("follows an operator's saves on the deal page: a changed phone or e-mail is changed; a value put back is not", async () => {
    // The one deal on data entry with goz whose client step goz can save whole (no third person to complete).
    const s = seeded(
      'goz_data_entry',
      (x) =>
        x.assignee === 'goz' &&
        !deals().entry(x.row).state.reworked &&
        deals().entry(x.row).source.thirdFace === null &&
        clientContact(x.row, 'email') !== undefined,
    );
    taken.add(s.row);
    expect(await changes(s.dealId)).toEqual({ client: NONE, spouse: NONE, thirdFace: NONE, employer: NONE });
    const mobile = clientContact(s.row, 'mobilePhone')!;
    const email = clientContact(s.row, 'email')!;
    const before = deals().entry(s.row).source.client.phone;

    await saveClient(s.dealId, { phone: '+79990001122', email: 'leonova.k@mail.ru' });
    expect((await contacts(s.dealId)).client!.contacts).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: mobile, value: '+79990001122' }),
        expect.objectContaining({ id: email, type: 'email', value: 'leonova.k@mail.ru' }),
      ]),
    );
    expect((await changes(s.dealId)).client).toEqual({ added: [], changed: [mobile, email], deleted: [] });

    // A second change keeps the snapshot's value; the phone put back is no change.
    await saveClient(s.dealId, { phone: '+79990003344' });
    expect((await changes(s.dealId)).client).toEqual({ added: [], changed: [mobile, email], deleted: [] });
    await saveClient(s.dealId, { phone: before });
    expect((await changes(s.dealId)).client).toEqual({ added: [], changed: [email], deleted: [] });

    // The underwriter has seen the deal: what changes from then on is measured against the data then.
    deals().takeSnapshot(s.row);
    expect(await changes(s.dealId)).toEqual({ client: NONE, spouse: NONE, thirdFace: NONE, employer: NONE });
  });

  it('tells a new contact added (an e-mail the client did not have)', async () => {
    const s = untouched((row) => blocksOf(row).client !== null && clientContact(row, 'email') === undefined);
    correct(s.row, (source) => {
      source.client.email = 'new.mail@yandex.ru';
    });
    const email = clientContact(s.row, 'email')!;
    expect((await contacts(s.dealId)).client!.contacts).toContainEqual(
      expect.objectContaining({ id: email, type: 'email', value: 'new.mail@yandex.ru' }),
    );
    expect((await changes(s.dealId)).client).toEqual({ added: [email], changed: [], deleted: [] });
  });

  it('tells a removed contact deleted (the phone at the actual address, once the addresses are the same)', async () => {
    const s = untouched((row) => clientContact(row, 'actualPhone') !== undefined);
    const actual = clientContact(s.row, 'actualPhone')!;
    correct(s.row, (source) => {
      source.client.isHaveActual = false;
    });
    expect((await contacts(s.dealId)).client!.contacts.map((c) => c.id)).not.toContain(actual);
    expect((await changes(s.dealId)).client).toEqual({ added: [], changed: [], deleted: [actual] });
  });

  it('marks the contacts of a person added since the snapshot added; it is part of the saved state', async () => {
    const s = untouched((row) => !!deals().currentSource(row).spouse?.phone);
    const spouse = structuredClone(deals().entry(s.row).source.spouse);
    const id = blocksOf(s.row).spouse!.contacts[0]!.id;
    // The application came without the spouse; the operator adds her.
    deals().saveSource(s.row, { ...deals().entry(s.row).source, spouse: null });
    correct(s.row, (source) => {
      source.spouse = spouse;
    });
    expect((await changes(s.dealId)).spouse).toEqual({ added: [id], changed: [], deleted: [] });

    const copy = await testApp();
    try {
      restoreStore(copy.store, JSON.parse(JSON.stringify(snapshotStore(t.app.store))));
      const row = copy.store.world.dealRow(s.dealId)!;
      expect(copy.store.deals.currentPrevious(row)).toEqual({ spouse: null });
    } finally {
      await copy.close();
    }
  });

  it('is 404 for a deal the user does not see, 400 without a part to compare', async () => {
    const gozPoint = t.world().staffByUsername('goz')!.salePointId;
    const hidden = untouched((row) => t.world().salePointOf(row).id !== gozPoint);
    expect((await call('goz', 'GET', `/api/snapshot/changes/${hidden.dealId}?paths[]=client`)).statusCode).toBe(404);
    expect((await call('underwriter', 'GET', `/api/snapshot/changes/${hidden.dealId}`)).statusCode).toBe(400);
  });
});
