import { describe, expect, it } from 'vitest';
import type {
  CommentResponse,
  DealContactListResponse,
  DealContactResponse,
  FormResponse,
  SnapshotChangesResponse,
  CallRecordListResponse,
  DealHolderContactsResponse,
  PbxCallStartedResponse,
  PbxUserContactListResponse,
} from '@autocredit/generated/api';
import { seededContacts } from '../domain/contacts/deal-contacts';
import { SALE_POINTS } from '../domain/world/seed/catalog-places';
import { DEFAULT_SEED } from '../domain/world/world';
import { signedInApp } from '../testing/app';
import { holderContactsOf } from '../domain/contacts/holder-contacts';
import { callTarget } from '../domain/pbx/call-targets';
import { MAX_RECORD_SECONDS, PbxBook } from '../domain/pbx/pbx';
import { parseWavHeader } from '../domain/pbx/wav';
import { snapshotStore } from '../domain/store/store-state';
import { holdOpenTask } from '../testing/deal-book-fixtures';

describe("the deal's contacts", () => {
  const { app, call } = signedInApp(['goz', 'underwriter', 'credit_inspector', 'auditor', 'calculator']);
  const world = () => app().store.world;
  const pointOf = (username: string) =>
    SALE_POINTS.findIndex((s) => s.id === world().staffByUsername(username)!.salePointId);
  const used = new Set<number>();
  /** A fresh deal in work of goz's sale point (or not) with at least `n` seeded contacts. */
  const deal = (n: number, own = true) => {
    for (let row = 0; row < world().deals.count; row++) {
      const id = world().dealId(row);
      if ((world().deals.salePoint[row] === pointOf('goz')) !== own || used.has(id)) continue;
      if (world().deals.currentTask[row]! < 0) continue;
      if (seededContacts(DEFAULT_SEED, id).length < n) continue;
      used.add(id);
      return id;
    }
    throw new Error('no such deal');
  };
  /** The user takes the deal's open task: a deal's contacts are changed by whoever works it. */
  const work = (user: string, dealId: number) => holdOpenTask(app().store.deals, user, world().dealRow(dealId)!);
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
      const missing = await call(
        'underwriter',
        'GET',
        `/api/comment/get/${dealId}/underwriter/additionalDealContact/1`,
      );
      expect(missing.statusCode).toBe(404);
    });

    it('adds, changes and deletes, and the snapshot changes tell it', async () => {
      const dealId = deal(2);
      const [first, second] = await list('underwriter', dealId);
      work('goz', dealId);
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
      work('underwriter', dealId);
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
      work('goz', dealId);
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
      const spaces = await call('goz', 'POST', `/api/autocredit/contacts/deal/${dealId}/set`, {
        ...PETROVA,
        fio: '  ',
      });
      expect(spaces.json()).toEqual({ result: [{ propertyPath: 'fio', message: 'Введите ФИО' }] });
    });

    it('answers 403 to who may not change contacts and 404 for a deal one does not see', async () => {
      const dealId = deal(0);
      // Who does not work the deal changes none of its contacts; the inspector who works it, not these.
      const idle = await call('goz', 'POST', `/api/autocredit/contacts/deal/${dealId}/set`, PETROVA);
      expect([idle.statusCode, idle.json()]).toEqual([403, { result: 'Нет доступа', detail: 'Нет доступа' }]);
      work('credit_inspector', dealId);
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
      work('goz', dealId);

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
});

describe('the contacts step and its calls', () => {
  const { app, call } = signedInApp([
    'underwriter',
    'underwriter_chief',
    'underwriter_external',
    'viewer',
    'calculator',
    'goz',
    'auditor',
  ]);
  const store = () => app().store;
  const blocksOf = (row: number) =>
    holderContactsOf(store().world.seed, store().world.dealId(row), store().deals.currentSource(row));

  /** A deal (number) whose client is married, has a third person and an employer, not of goz's sale point. */
  function fullDeal(skip = 0): number {
    const { world } = store();
    const gozPoint = SALE_POINTS.findIndex((s) => s.id === world.staffByUsername('goz')!.salePointId);
    let left = skip;
    for (let row = 0; row < world.deals.count; row++) {
      if (world.deals.salePoint[row] === gozPoint) continue;
      const b = blocksOf(row);
      const inWork = world.deals.currentTask[row]! >= 0;
      if (
        b.client &&
        b.spouse &&
        b.thirdFace &&
        b.employer &&
        b.client.contacts.length >= 2 &&
        inWork &&
        left-- === 0
      ) {
        return world.dealId(row);
      }
    }
    throw new Error('no such deal');
  }

  const holderContacts = async (user: string, dealId: number) =>
    (await call(user, 'GET', `/api/autocredit/contacts/${dealId}`)).json<DealHolderContactsResponse>().result;
  const callsOf = async (user: string, contactId: number) =>
    (await call(user, 'POST', `/api/pbx/show/${contactId}`)).json<CallRecordListResponse>().result;
  const myNumbers = async (user: string) =>
    (await call(user, 'GET', '/api/pbx/user-contacts')).json<PbxUserContactListResponse>().result;

  /** The id of a client's e-mail contact. */
  function emailContact(): number {
    const { world } = store();
    for (let row = 0; row < world.deals.count; row++) {
      const found = blocksOf(row).client?.contacts.find((c) => c.type === 'email');
      if (found) return found.id;
    }
    throw new Error('no e-mail contact');
  }

  /** A phone contact of the contacts step with a seeded call that has a record (found on a scratch exchange). */
  function contactWithRecord(): { contactId: number; callId: number; talkDuration: number } {
    const scratch = new PbxBook(store().world.seed, () => 'x');
    const { world } = store();
    for (let row = 0; row < world.deals.count; row++) {
      for (const contact of blocksOf(row).client?.contacts ?? []) {
        if (contact.type !== 'mobilePhone') continue;
        const found = scratch.calls(callTarget(store(), contact.id)).find((c) => c.downloaded);
        if (found) return { contactId: contact.id, callId: found.id, talkDuration: found.talkDuration };
      }
    }
    throw new Error('no seeded call with a record');
  }

  describe('the contacts step', () => {
    it('gives the client, spouse, third person and employer blocks of the deal', async () => {
      const dealId = fullDeal();
      const res = await call('viewer', 'GET', `/api/autocredit/contacts/${dealId}`);
      expect(res.statusCode).toBe(200);
      const { client, spouse, thirdFace, employer } = res.json<DealHolderContactsResponse>().result;
      const source = store().deals.currentSource(store().world.dealRow(dealId)!);
      expect(client!.name).toBe(`${source.client.surName} ${source.client.firstName} ${source.client.middleName}`);
      expect(client!.addressRegistration?.value).toBe(source.client.addressRegistration?.value);
      expect(client!.contacts[0]).toMatchObject({ type: 'mobilePhone', value: source.client.phone, comments: [] });
      expect(spouse!.contacts[0]).toMatchObject({ type: 'mobilePhone', value: source.spouse!.phone });
      expect(thirdFace!.contacts[0]!.value).toMatch(/^\+7\d{10}$/);
      expect(employer).toMatchObject({ name: source.client.work!.employer!.name, comments: [] });
      expect(employer!.headFullName).toMatch(/^\S+ \S+ \S+$/);
      expect(employer!.organizationEmail).toMatch(/^info@[a-z0-9]+\.ru$/);
      expect(employer!.contacts.map((c) => c.contactType)).toContain('clientWorkSite');
      const ids = [client, spouse, thirdFace, employer].flatMap((b) => b!.contacts.map((c) => c.id));
      expect(new Set(ids).size).toBe(ids.length);
      // The same world gives the same contacts.
      expect(await holderContacts('underwriter', dealId)).toEqual(res.json<DealHolderContactsResponse>().result);
    });

    it('shows a phone changed on the deal and the comments on each contact', async () => {
      const dealId = fullDeal(1);
      const row = store().world.dealRow(dealId)!;
      const before = await holderContacts('underwriter', dealId);
      const contactId = before.client!.contacts[0]!.id;
      const comment = await call(
        'underwriter',
        'POST',
        `/api/comment/${dealId}/underwriter/clientContact/${contactId}`,
        {
          text: 'Номер принадлежит клиенту',
        },
      );
      expect(comment.json<CommentResponse>().result.entityId).toBe(contactId);
      const source = structuredClone(store().deals.entry(row).source);
      source.client.phone = '+79990001122';
      store().deals.saveSource(row, source);
      const after = await holderContacts('underwriter', dealId);
      expect(after.client!.contacts[0]).toMatchObject({ id: contactId, value: '+79990001122' });
      expect(after.client!.contacts[0]!.comments!.map((c) => c.text)).toEqual(['Номер принадлежит клиенту']);
      // The employer block's comments are those on its contacts.
      const employerContact = before.employer!.contacts[0]!.id;
      await call('underwriter', 'POST', `/api/comment/${dealId}/underwriter/employerContact/${employerContact}`, {
        text: 'Отдел кадров подтвердил',
      });
      expect((await holderContacts('underwriter', dealId)).employer!.comments!.map((c) => c.text)).toEqual([
        'Отдел кадров подтвердил',
      ]);
      // Hidden from auditors (001 §6), who read the contacts without their comments.
      expect((await holderContacts('auditor', dealId)).client!.contacts[0]!.comments).toEqual([]);
    });

    it('is 404 for a deal one does not see or that does not exist, 403 for who may not read deals', async () => {
      const dealId = fullDeal();
      expect((await call('goz', 'GET', `/api/autocredit/contacts/${dealId}`)).statusCode).toBe(404);
      expect((await call('viewer', 'GET', '/api/autocredit/contacts/99999999')).statusCode).toBe(404);
      expect((await call('calculator', 'GET', `/api/autocredit/contacts/${dealId}`)).statusCode).toBe(403);
      expect((await call('viewer', 'GET', '/api/autocredit/contacts/abc')).statusCode).toBe(400);
    });
  });

  describe('the call chat', () => {
    it("lists the user's numbers, the first the default, the same each time", async () => {
      const numbers = await myNumbers('underwriter');
      expect(numbers.length).toBeGreaterThanOrEqual(2);
      expect(numbers.filter((n) => n.isDefault)).toEqual([numbers[0]]);
      expect(numbers.every((n) => /^\+7495\d{7}$/.test(n.value))).toBe(true);
      expect(await myNumbers('underwriter')).toEqual(numbers);
      expect((await myNumbers('underwriter_chief')).map((n) => n.id)).not.toContain(numbers[0]!.id);
      expect((await call('viewer', 'GET', '/api/pbx/user-contacts')).statusCode).toBe(403);
    });

    it("refuses a call to what is not a phone (400), from a number not the user's or to no contact (404)", async () => {
      const dealId = fullDeal(3);
      const { client } = await holderContacts('underwriter', dealId);
      const [from] = await myNumbers('underwriter');
      const [chiefs] = await myNumbers('underwriter_chief');
      const phone = client!.contacts[0]!;
      const email = emailContact();
      const refused = await call('underwriter', 'POST', `/api/pbx/call/${from!.id}/${email}`);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ result: 'Не удалось совершить звонок' });
      expect(await callsOf('underwriter', email)).toEqual([]);
      expect((await call('underwriter', 'POST', `/api/pbx/call/${chiefs!.id}/${phone.id}`)).statusCode).toBe(404);
      expect((await call('underwriter', 'POST', `/api/pbx/call/${from!.id}/99`)).statusCode).toBe(404);
      expect((await call('underwriter', 'POST', `/api/pbx/call/${from!.id}/999999999`)).statusCode).toBe(404);
      expect((await call('underwriter', 'POST', `/api/pbx/call/abc/${phone.id}`)).statusCode).toBe(400);
      expect((await call('viewer', 'POST', `/api/pbx/call/${from!.id}/${phone.id}`)).statusCode).toBe(403);
      expect((await call('viewer', 'POST', `/api/pbx/show/${phone.id}`)).statusCode).toBe(403);
      expect((await call('underwriter', 'POST', '/api/pbx/show/99')).statusCode).toBe(404);
      expect((await call('underwriter', 'POST', '/api/pbx/show/abc')).statusCode).toBe(400);
    });

    it('calls the additional deal contacts too', async () => {
      const dealId = fullDeal(5);
      holdOpenTask(store().deals, 'underwriter', store().world.dealRow(dealId)!);
      await call('underwriter', 'POST', `/api/autocredit/contacts/deal/${dealId}/set`, {
        fio: 'Петрова Мария Ивановна',
        phone: '+79167654321',
        type: 'relative',
      });
      const [added] = (await call('underwriter', 'GET', `/api/autocredit/contacts/deal/${dealId}`))
        .json<{ result: { id: number; phone: string }[] }>()
        .result.filter((c) => c.phone === '+79167654321');
      const [from] = await myNumbers('underwriter');
      const placed = await call('underwriter', 'POST', `/api/pbx/call/${from!.id}/${added!.id}`);
      expect(placed.statusCode).toBe(200);
      expect((await callsOf('underwriter', added!.id))[0]).toMatchObject({ callee: '+79167654321' });
    });

    it('has past calls for some contacts and gives the record of a talk as a WAV', async () => {
      const { contactId, callId, talkDuration } = contactWithRecord();
      const calls = await callsOf('underwriter', contactId);
      expect(calls.find((c) => c.id === callId)).toMatchObject({ status: 'answered', downloaded: true });
      expect(calls.every((c) => Number.isInteger(c.createdAt) && c.createdAt < Date.now() / 1000)).toBe(true);

      const res = await call('underwriter_chief', 'GET', `/api/pbx/download/${callId}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('audio/wav');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="call-${callId}.wav"`);
      const wav = res.rawPayload;
      expect(wav.toString('ascii', 0, 4)).toBe('RIFF');
      const header = parseWavHeader(wav);
      expect(header).toMatchObject({ audioFormat: 1, channels: 1, sampleRate: 8000, bitsPerSample: 16 });
      expect(header.duration).toBe(Math.min(talkDuration, MAX_RECORD_SECONDS));

      expect((await call('underwriter', 'GET', `/api/pbx/download/${callId}`)).statusCode).toBe(403);
      expect((await call('underwriter_chief', 'GET', `/api/pbx/download/${callId - (callId % 4)}`)).statusCode).toBe(
        404,
      );
      expect((await call('underwriter_chief', 'GET', '/api/pbx/download/1999999999')).statusCode).toBe(404);
      expect((await call('underwriter_chief', 'GET', '/api/pbx/download/abc')).statusCode).toBe(400);
    });

    it('has no record of a call nobody answered (404)', async () => {
      const [from] = await myNumbers('underwriter_chief');
      let dealIndex = 6;
      for (let tries = 0; tries < 20; tries++) {
        const contact = (await holderContacts('underwriter_chief', fullDeal(dealIndex++))).client!.contacts[0]!;
        const placed = await call('underwriter_chief', 'POST', `/api/pbx/call/${from!.id}/${contact.id}`);
        const id = placed.json<PbxCallStartedResponse>().result.id;
        const record = (await callsOf('underwriter_chief', contact.id)).find((c) => c.id === id)!;
        const download = await call('underwriter_chief', 'GET', `/api/pbx/download/${id}`);
        expect(download.statusCode).toBe(record.downloaded ? 200 : 404);
        if (!record.downloaded) return;
      }
      throw new Error('every call was answered');
    });

    it("places a call that the contact's calls list first; a reset forgets it", async () => {
      const dealId = fullDeal(2);
      const contact = (await holderContacts('underwriter', dealId)).spouse!.contacts[0]!;
      const before = await callsOf('underwriter', contact.id);
      const [from] = await myNumbers('underwriter');
      const placed = await call('underwriter', 'POST', `/api/pbx/call/${from!.id}/${contact.id}`);
      expect(placed.statusCode).toBe(200);
      const id = placed.json<PbxCallStartedResponse>().result.id;
      const after = await callsOf('underwriter', contact.id);
      expect(after.length).toBe(before.length + 1);
      expect(after[0]).toMatchObject({
        id,
        userFio: 'Смирнова Ольга Викторовна',
        caller: from!.value,
        callee: contact.value,
      });
      expect(['answered', 'noAnswer', 'busy']).toContain(after[0]!.status);
      expect(after[0]!.downloaded).toBe(after[0]!.status === 'answered');
      expect(after[0]!.talkDuration > 0).toBe(after[0]!.status === 'answered');
      const times = after.map((c) => c.createdAt);
      expect(times).toEqual([...times].sort((a, b) => b - a));
      // Another user sees it too (the chat is per contact).
      expect((await callsOf('underwriter_external', contact.id))[0]!.id).toBe(id);

      const saved = snapshotStore(store()) as unknown as {
        parts: { pbx: { calls: Record<string, { id: number }[]> } };
      };
      expect(saved.parts.pbx.calls[String(contact.id)]!.map((c) => c.id)).toContain(id);

      expect((await app().inject({ method: 'POST', url: '/__stub/reset' })).statusCode).toBe(200);
      const { signIn } = await import('../testing/app');
      const fresh = await signIn(app(), 'underwriter');
      const res = await app().inject({
        method: 'POST',
        url: `/api/pbx/show/${contact.id}`,
        headers: { authorization: `Bearer ${fresh.token}` },
      });
      expect(res.json<CallRecordListResponse>().result.map((c) => c.id)).not.toContain(id);
    });
  });
});
