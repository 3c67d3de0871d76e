import { describe, expect, it } from 'vitest';
import type {
  CommentListResponse,
  CommentResponse,
  DealContactListResponse,
  ErrorBody,
  TypicalCommentListResponse,
  TypicalCommentResponse,
} from '@autocredit/generated/api';
import { holderContactsOf } from '../domain/contacts/holder-contacts';
import { dealDocuments } from '../domain/documents/deal-documents';
import { restoreStore, snapshotStore } from '../domain/store/store-state';
import { SALE_POINTS } from '../domain/world/seed/catalog-places';
import { as, signIn, signedInApp, testApp } from '../testing/app';
import { holdOpenTask } from '../testing/deal-book-fixtures';

const { app, call } = signedInApp([
  'goz',
  'underwriter',
  'underwriter_chief',
  'auditor',
  'viewer',
  'calculator',
  'credit_inspector',
]);
const world = () => app().store.world;
const pointOf = (username: string) =>
  SALE_POINTS.findIndex((s) => s.id === world().staffByUsername(username)!.salePointId);
const dealWhere = (test: (row: number) => boolean) => {
  for (let row = 0; row < world().deals.count; row++) if (test(row)) return world().dealId(row);
  throw new Error('no such deal');
};
/** A deal of goz's sale point (everybody sees it) and one goz does not see. */
const ownDeal = () => dealWhere((d) => world().deals.salePoint[d] === pointOf('goz'));
const otherDeal = () => dealWhere((d) => world().deals.salePoint[d] !== pointOf('goz'));
/** The ids of the deal's client's contacts and of its documents' files (what comments may hang on). */
const clientContactIds = (dealId: number) => {
  const { store } = app();
  const source = store.deals.currentSource(world().dealRow(dealId)!);
  return (holderContactsOf(world().seed, dealId, source).client?.contacts ?? []).map((c) => c.id);
};
const fileIds = (dealId: number) => {
  const { store } = app();
  const documents = dealDocuments(world(), store.deals, world().dealRow(dealId)!);
  return Object.values(documents).flatMap((doc) => doc.files.map((file) => file.id));
};

describe('common comments', () => {
  it('are added by a worker and read by every reader of the deal, oldest first, canDelete for the author', async () => {
    const dealId = ownDeal();
    const added = await call('goz', 'POST', `/api/comment/${dealId}/dealCommon`, { text: 'Клиент просит перезвонить' });
    expect(added.statusCode).toBe(200);
    const comment = added.json<CommentResponse>().result;
    expect(comment).toMatchObject({ text: 'Клиент просит перезвонить', canDelete: true, entityId: dealId });
    expect(comment.user).toMatchObject({ fio: 'Иванова Мария Сергеевна', username: 'goz', position: 'Оператор ГОЗ' });
    const second = await call('underwriter', 'POST', `/api/comment/${dealId}/dealCommon/deal/${dealId}`, {
      text: 'Документы проверены',
    });
    expect(second.statusCode).toBe(200);

    const read = await call('viewer', 'GET', `/api/comment/get/${dealId}/dealCommon`);
    expect(read.statusCode).toBe(200);
    const list = read.json<CommentListResponse>().result;
    // After the comments the seeded deal came with.
    expect(list.slice(-2).map((c) => [c.text, c.canDelete])).toEqual([
      ['Клиент просит перезвонить', false],
      ['Документы проверены', false],
    ]);
    const own = (await call('goz', 'GET', `/api/comment/get/${dealId}/dealCommon`)).json<CommentListResponse>();
    expect(own.result.slice(-2).map((c) => c.canDelete)).toEqual([true, false]);
  });

  it("refuses an empty text with 'Введите текст комментария' (400)", async () => {
    const res = await call('goz', 'POST', `/api/comment/${ownDeal()}/dealCommon`, { text: '   ' });
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorBody>().errors).toEqual([{ propertyPath: 'text', message: 'Введите текст комментария' }]);
  });

  it('answers 404 for a deal the user does not see and 403 for a role that may not', async () => {
    const hidden = otherDeal();
    expect((await call('goz', 'GET', `/api/comment/get/${hidden}/dealCommon`)).statusCode).toBe(404);
    expect((await call('goz', 'POST', `/api/comment/${hidden}/dealCommon`, { text: 'x' })).statusCode).toBe(404);
    expect((await call('underwriter', 'GET', '/api/comment/get/99999999/dealCommon')).statusCode).toBe(404);
    expect((await call('calculator', 'GET', `/api/comment/get/${ownDeal()}/dealCommon`)).statusCode).toBe(403);
    expect((await call('viewer', 'POST', `/api/comment/${ownDeal()}/dealCommon`, { text: 'x' })).statusCode).toBe(403);
  });
});

describe('seeded common comments', () => {
  const commonOf = async (dealId: number) =>
    (await call('underwriter', 'GET', `/api/comment/get/${dealId}/dealCommon`)).json<CommentListResponse>().result;

  it('come with a share of the seeded deals, written by their workers, oldest first, the same every time', async () => {
    const ids = Array.from({ length: 60 }, (_, row) => world().dealId(row + 100));
    const lists = await Promise.all(ids.map(commonOf));
    const commented = lists.filter((l) => l.length > 0);
    expect(commented.length).toBeGreaterThan(10);
    expect(commented.length).toBeLessThan(50);
    for (const [i, list] of lists.entries()) {
      expect(list.length).toBeLessThanOrEqual(3);
      const times = list.map((c) => c.createdAt as number);
      expect(times).toEqual([...times].sort((a, b) => a - b));
      for (const c of list) {
        expect(c).toMatchObject({ entityId: ids[i], canDelete: false });
        expect(c.user.fio).not.toBe('Пользователь удалён');
        expect(c.text.length).toBeGreaterThan(0);
      }
    }
    // Kept once asked for: the same list again.
    expect(await commonOf(ids[lists.indexOf(commented[0]!)]!)).toEqual(commented[0]);
  });
});

describe('underwriter comments', () => {
  it("are not read by auditors, neither the common thread nor the files' (001 §6: no comments)", async () => {
    const dealId = ownDeal();
    for (const url of ['dealCommon', 'files', `files/file/${fileIds(dealId)[0]}`, 'underwriter/deal']) {
      expect((await call('auditor', 'GET', `/api/comment/get/${dealId}/${url}`)).statusCode).toBe(403);
    }
  });

  it('are kept per holder and entity; holder deal is the deal itself; hidden from auditors', async () => {
    const dealId = ownDeal();
    const contactId = clientContactIds(dealId)[0]!;
    const onDeal = await call('underwriter', 'POST', `/api/comment/${dealId}/underwriter/deal/${dealId}`, {
      text: 'Доход подтверждён звонком работодателю',
    });
    expect(onDeal.statusCode).toBe(200);
    const onContact = await call(
      'underwriter',
      'POST',
      `/api/comment/${dealId}/underwriter/clientContact/${contactId}`,
      {
        text: 'Номер принадлежит клиенту',
      },
    );
    expect(onContact.json<CommentResponse>().result.entityId).toBe(contactId);

    const deal = await call('credit_inspector', 'GET', `/api/comment/get/${dealId}/underwriter/deal`);
    expect(deal.json<CommentListResponse>().result.map((c) => c.text)).toEqual([
      'Доход подтверждён звонком работодателю',
    ]);
    const contact = await call(
      'underwriter_chief',
      'GET',
      `/api/comment/get/${dealId}/underwriter/clientContact/${contactId}`,
    );
    expect(contact.json<CommentListResponse>().result.map((c) => c.text)).toEqual(['Номер принадлежит клиенту']);
    expect((await call('auditor', 'GET', `/api/comment/get/${dealId}/underwriter/deal`)).statusCode).toBe(403);
    expect(
      (await call('goz', 'POST', `/api/comment/${dealId}/underwriter/deal/${dealId}`, { text: 'x' })).statusCode,
    ).toBe(403);
    const other = await call('underwriter', 'POST', `/api/comment/${dealId}/underwriter/deal/${dealId + 1}`, {
      text: 'x',
    });
    expect(other.statusCode).toBe(404);
    const unknown = `/api/comment/${dealId}/underwriter/spouseContact/${contactId}`;
    expect((await call('underwriter', 'POST', unknown, { text: 'x' })).statusCode).toBe(404);
  });
});

describe('file comments', () => {
  it('are kept per file; the deal lists them all with the file as entityId', async () => {
    const dealId = ownDeal();
    const [first, second] = fileIds(dealId) as [number, number];
    await call('credit_inspector', 'POST', `/api/comment/${dealId}/files/file/${first}`, { text: 'Скан нечитаемый' });
    await call('goz', 'POST', `/api/comment/${dealId}/files/file/${second}`, { text: 'Загружен заново' });
    const one = await call('viewer', 'GET', `/api/comment/get/${dealId}/files/file/${second}`);
    expect(one.json<CommentListResponse>().result.map((c) => c.text)).toEqual(['Загружен заново']);
    const all = await call('viewer', 'GET', `/api/comment/get/${dealId}/files`);
    expect(all.json<CommentListResponse>().result.map((c) => c.entityId)).toEqual([first, second]);
  });

  it('hang only on a file of the deal: another file, or none, is 404 and nothing is kept', async () => {
    const dealId = ownDeal();
    const elsewhere = fileIds(otherDeal())[0]!;
    for (const fileId of [elsewhere, 99_999_999]) {
      const res = await call('goz', 'POST', `/api/comment/${dealId}/files/file/${fileId}`, { text: 'x' });
      expect(res.statusCode).toBe(404);
      expect(res.json<ErrorBody>().result).toBe('Файл не найден');
    }
    const all = await call('viewer', 'GET', `/api/comment/get/${dealId}/files`);
    expect(all.json<CommentListResponse>().result.filter((c) => c.text === 'x')).toEqual([]);
  });
});

describe('deleting a comment', () => {
  it("deletes one's own; another's is 403 'Не удалось удалить комментарий'; an unknown one 404", async () => {
    const dealId = ownDeal();
    const { id } = (
      await call('goz', 'POST', `/api/comment/${dealId}/dealCommon`, { text: 'Удалю' })
    ).json<CommentResponse>().result;
    const refused = await call('underwriter', 'POST', `/api/comment/delete/${id}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<ErrorBody>().result).toBe('Не удалось удалить комментарий');
    const deleted = await call('goz', 'POST', `/api/comment/delete/${id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ result: true });
    expect((await call('goz', 'POST', `/api/comment/delete/${id}`)).statusCode).toBe(404);
  });

  it('answers 404 for a comment of a deal the user does not see', async () => {
    const hidden = otherDeal();
    const { id } = (
      await call('underwriter', 'POST', `/api/comment/${hidden}/dealCommon`, { text: 'Чужая заявка' })
    ).json<CommentResponse>().result;
    expect((await call('goz', 'POST', `/api/comment/delete/${id}`)).statusCode).toBe(404);
  });
});

describe('typical comments', () => {
  it('lists the shared ones of the roles and the private ones of the user, with canCreateTypicalComments', async () => {
    const mine = (await call('underwriter', 'GET', '/api/comment/default/get')).json<TypicalCommentListResponse>();
    expect(mine.result.canCreateTypicalComments).toBe(true);
    expect(mine.result.comments.some((c) => c.isPrivate)).toBe(true);
    const goz = (await call('goz', 'GET', '/api/comment/default/get')).json<TypicalCommentListResponse>();
    expect(goz.result.canCreateTypicalComments).toBe(false);
    expect(goz.result.comments.every((c) => !c.isPrivate && c.roles.includes('ROLE_GOZ'))).toBe(true);
  });

  it('adds private and shared ones; deletes only the private ones of the author', async () => {
    const priv = await call('underwriter_chief', 'POST', '/api/comment/default/add', {
      text: 'Перезвонить работодателю',
      isPrivate: true,
    });
    expect(priv.statusCode).toBe(200);
    const created = priv.json<TypicalCommentResponse>().result;
    expect(created).toMatchObject({ isPrivate: true, roles: [] });
    const shared = await call('underwriter_chief', 'POST', '/api/comment/default/add', {
      text: 'Для кредитных инспекторов',
      isPrivate: false,
      roles: ['ROLE_CREDIT_INSPECTOR'],
    });
    const sharedId = shared.json<TypicalCommentResponse>().result.id;
    const inspector = (
      await call('credit_inspector', 'GET', '/api/comment/default/get')
    ).json<TypicalCommentListResponse>();
    expect(inspector.result.comments.map((c) => c.id)).toContain(sharedId);

    expect((await call('underwriter_chief', 'POST', `/api/comment/default/delete/${sharedId}`)).statusCode).toBe(403);
    expect((await call('underwriter', 'POST', `/api/comment/default/delete/${created.id}`)).statusCode).toBe(404);
    expect((await call('underwriter_chief', 'POST', `/api/comment/default/delete/${created.id}`)).statusCode).toBe(200);
    const after = (
      await call('underwriter_chief', 'GET', '/api/comment/default/get')
    ).json<TypicalCommentListResponse>();
    expect(after.result.comments.map((c) => c.id)).not.toContain(created.id);
  });

  it('refuses a shared one without roles (400) and users who may not create them (403)', async () => {
    const noRoles = await call('underwriter', 'POST', '/api/comment/default/add', { text: 'x', isPrivate: false });
    expect(noRoles.statusCode).toBe(400);
    const goz = await call('goz', 'POST', '/api/comment/default/add', { text: 'x', isPrivate: true });
    expect(goz.statusCode).toBe(403);
  });
});

describe('persistence', () => {
  it('the comments and the deal contacts are parts of the saved state, restored and reset with it', async () => {
    const dealId = dealWhere(
      (d) => world().deals.salePoint[d] === pointOf('goz') && world().deals.currentTask[d]! >= 0,
    );
    await call('goz', 'POST', `/api/comment/${dealId}/dealCommon`, { text: 'Сохранится' });
    const contact = { fio: 'Петрова Мария Ивановна', phone: '+79167654321', type: 'relative' };
    holdOpenTask(app().store.deals, 'goz', app().store.world.dealRow(dealId)!);
    const added = await call('goz', 'POST', `/api/autocredit/contacts/deal/${dealId}/set`, contact);
    expect(added.statusCode, added.body).toBe(200);
    const saved = JSON.parse(JSON.stringify(snapshotStore(app().store)));
    expect(Object.keys(saved.parts)).toEqual(expect.arrayContaining(['comments', 'contacts']));

    const copy = await testApp();
    try {
      restoreStore(copy.store, saved);
      const goz = await signIn(copy, 'goz');
      const comments = await as(copy, goz, { method: 'GET', url: `/api/comment/get/${dealId}/dealCommon` });
      expect(comments.json<CommentListResponse>().result.map((c) => c.text)).toContain('Сохранится');
      const contacts = await as(copy, goz, { method: 'GET', url: `/api/autocredit/contacts/deal/${dealId}` });
      expect(contacts.json<DealContactListResponse>().result.map((c) => c.fio)).toContain(contact.fio);

      const reset = await copy.inject({ method: 'POST', url: '/__stub/reset' });
      expect(reset.statusCode).toBe(200);
      const again = await signIn(copy, 'goz');
      const after = await as(copy, again, { method: 'GET', url: `/api/comment/get/${dealId}/dealCommon` });
      expect(after.json<CommentListResponse>().result.map((c) => c.text)).not.toContain('Сохранится');
    } finally {
      await copy.close();
    }
  });
});
