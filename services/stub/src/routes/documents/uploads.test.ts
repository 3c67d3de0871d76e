import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { DocumentFilesResponse, ErrorBody, FileResponse, TokenPair } from '@autocredit/generated/api';
import { SALE_POINTS } from '../../domain/world/seed/catalog-places';
import { COLLECTION_ID_BASE } from '../../domain/world/records';
import { as, signIn, testApp } from '../../testing/app';
import { multipartFile } from '../../testing/multipart';

let app: FastifyInstance;
const tokens: Record<string, TokenPair> = {};
const USERS = ['admin', 'goz', 'underwriter', 'auditor', 'credit_inspector'];

beforeAll(async () => {
  app = await testApp();
  for (const u of USERS) tokens[u] = await signIn(app, u);
});
afterAll(() => app.close());

const PDF = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n');
const BOUNDARY = '----stub-test-boundary';

/** A multipart body with one part of that name, file name and content. */
const multipart = multipartFile;

const upload = (user: string, body: ReturnType<typeof multipart>, config = 'default') =>
  as(app, tokens[user]!, { method: 'POST', url: `/api/file/upload/${config}`, ...body });

describe('POST /api/file/upload/{validateConfig}', () => {
  it('stores the file with the type read from its content and answers it; GET /api/file/get answers the bytes', async () => {
    const res = await upload('goz', multipart('file', 'ИУ_Иванов.pdf', PDF, 'image/png'));
    expect(res.statusCode).toBe(200);
    const file = res.json<FileResponse>().result;
    expect(file).toMatchObject({ name: 'ИУ_Иванов.pdf', mimeType: 'application/pdf', document: null, type: 'default' });
    expect(file.path).toBe(`/api/file/get/${file.id}`);

    const got = await as(app, tokens['underwriter']!, { method: 'GET', url: file.path });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('application/pdf');
    expect(got.headers['content-disposition']).toContain(encodeURIComponent('ИУ_Иванов.pdf'));
    expect(got.rawPayload.equals(PDF)).toBe(true);
    expect((await as(app, tokens['auditor']!, { method: 'GET', url: file.path })).statusCode).toBe(403);
    expect((await as(app, tokens['goz']!, { method: 'GET', url: '/api/file/get/1' })).statusCode).toBe(404);
  });

  it('refuses a type the config does not allow, an empty file, another part or no multipart with a 400 on file', async () => {
    const text = await upload('goz', multipart('file', 'a.txt', Buffer.from('hello')));
    expect(text.statusCode).toBe(400);
    expect(text.json<ErrorBody>().errors).toEqual([
      { propertyPath: 'file', message: 'Недопустимый тип файла. Разрешены PDF, JPEG, PNG' },
    ]);
    const image = await upload('goz', multipart('file', 'a.pdf', PDF), 'image');
    expect(image.json<ErrorBody>().errors?.[0]?.message).toBe('Недопустимый тип файла. Разрешены JPEG, PNG');
    const empty = await upload('goz', multipart('file', 'a.pdf', Buffer.alloc(0)));
    expect(empty.json<ErrorBody>().errors?.[0]?.message).toBe('Файл пустой');
    const other = await upload('goz', multipart('document', 'a.pdf', PDF));
    expect(other.statusCode).toBe(400);
    const broken = await upload('goz', {
      payload: Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"`),
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    });
    expect(broken.statusCode).toBe(400);
    const none = await as(app, tokens['goz']!, { method: 'POST', url: '/api/file/upload/default' });
    expect(none.statusCode).toBe(400);
  });

  it('answers 404 for an unknown config and 403 without the upload-document privilege', async () => {
    const unknown = await upload('goz', multipart('file', 'a.pdf', PDF), 'nope');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<ErrorBody>().result).toBe('Неизвестная конфигурация проверки файла');
    expect((await upload('underwriter', multipart('file', 'a.pdf', PDF))).statusCode).toBe(403);
  });
});

describe('POST /api/document/upload/{collectionId} and GET /api/document/get-document/...', () => {
  const pointOf = (username: string) =>
    SALE_POINTS.findIndex((s) => s.id === app.store.world.staffByUsername(username)!.salePointId);
  /** The collection of a deal of goz's sale point (or of another). */
  const collection = (own = true) => {
    const { world } = app.store;
    for (let row = 0; row < world.deals.count; row++) {
      if ((world.deals.salePoint[row] === pointOf('goz')) === own) return COLLECTION_ID_BASE + row;
    }
    throw new Error('no such deal');
  };
  const stored = async () =>
    (await upload('goz', multipart('file', 'Доп_файл.pdf', PDF))).json<FileResponse>().result.id;
  const register = (collectionId: number, documents: object[], user = 'goz') =>
    as(app, tokens[user]!, { method: 'POST', url: `/api/document/upload/${collectionId}`, payload: { documents } });

  it('registers stored files in a document and answers them by code and group', async () => {
    const collectionId = collection();
    const id = await stored();
    const res = await register(collectionId, [
      { code: 'additionalFile', group: 'deal', files: [{ id, type: 'signed' }] },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      result: true,
      messages: [{ type: 'success', message: 'Документы успешно загружены' }],
    });
    const got = await as(app, tokens['underwriter']!, {
      method: 'GET',
      url: `/api/document/get-document/${collectionId}/additionalFile/deal`,
    });
    expect(got.statusCode).toBe(200);
    expect(got.json<DocumentFilesResponse>().result).toEqual([
      expect.objectContaining({ id, name: 'Доп_файл.pdf', type: 'signed', mimeType: 'application/pdf' }),
    ]);
    const otherGroup = await as(app, tokens['underwriter']!, {
      method: 'GET',
      url: `/api/document/get-document/${collectionId}/additionalFile/client`,
    });
    expect(otherGroup.json<DocumentFilesResponse>().result).toEqual([]);

    const again = await register(collectionId, [{ code: 'additionalFile', group: 'deal', files: [{ id }] }]);
    expect(again.statusCode).toBe(400);
    expect(again.json<ErrorBody>().errors?.[0]?.message).toBe('Файл уже зарегистрирован в документе');
  });

  it('refuses a file not stored and the 26th signed file of a document', async () => {
    const collectionId = collection();
    const unknown = await register(collectionId, [{ code: 'additionalFile', group: 'deal', files: [{ id: 1 }] }]);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<ErrorBody>().errors).toEqual([
      { propertyPath: 'documents[0].files[0].id', message: 'Файл не найден' },
    ]);
    const ids = await Promise.all(Array.from({ length: 26 }, () => stored()));
    const files = (list: number[]) => list.map((id) => ({ id, type: 'signed' }));
    expect(
      (await register(collectionId, [{ code: 'limited', group: 'deal', files: files(ids.slice(0, 25)) }])).statusCode,
    ).toBe(200);
    const over = await register(collectionId, [{ code: 'limited', group: 'deal', files: files(ids.slice(25)) }]);
    expect(over.statusCode).toBe(400);
    expect(over.json<ErrorBody>().errors).toEqual([
      { propertyPath: 'documents[0].files', message: 'Достигнут лимит количества файлов' },
    ]);
  });

  const documentOf = async (collectionId: number, code: string, fileId: number) => {
    const got = await as(app, tokens['goz']!, {
      method: 'GET',
      url: `/api/document/get-document/${collectionId}/${code}/deal`,
    });
    return got.json<DocumentFilesResponse>().result.find((f) => f.id === fileId)?.document ?? null;
  };
  const remove = (user: string, payload: object) =>
    as(app, tokens[user]!, { method: 'POST', url: '/api/file/delete', payload });

  it("gives registered files their document's id: one id per document of the collection, the same for its files", async () => {
    const collectionId = collection();
    const [a, b, c] = [await stored(), await stored(), await stored()];
    await register(collectionId, [{ code: 'idsFirst', group: 'deal', files: [{ id: a }] }]);
    await register(collectionId, [
      { code: 'idsSecond', group: 'deal', files: [{ id: b }] },
      { code: 'idsFirst', group: 'deal', files: [{ id: c }] },
    ]);
    const [first, second, third] = [
      await documentOf(collectionId, 'idsFirst', a),
      await documentOf(collectionId, 'idsSecond', b),
      await documentOf(collectionId, 'idsFirst', c),
    ];
    expect(first).toMatchObject({ code: 'idsFirst', group: 'deal', id: expect.any(Number) });
    expect(Math.floor(first!.id! / 1000)).toBe(collectionId);
    expect(third!.id).toBe(first!.id);
    expect(second!.id).not.toBe(first!.id);
    expect(Math.floor(second!.id! / 1000)).toBe(collectionId);
  });

  it('POST /api/file/delete takes a file the user uploaded out of its document', async () => {
    const collectionId = collection();
    const id = await stored();
    await register(collectionId, [{ code: 'additionalFile', group: 'deal', files: [{ id }] }]);
    const document = await documentOf(collectionId, 'additionalFile', id);
    const res = await remove('goz', { id, documentId: document!.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ result: true });
    expect(await documentOf(collectionId, 'additionalFile', id)).toBeNull();
    // Gone: a second deletion does not find it.
    expect((await remove('goz', { id, documentId: document!.id })).statusCode).toBe(404);
  });

  it("refuses another user's file with 403 'Невозможно удалить файл загруженный ранее', an unknown one with 404", async () => {
    const collectionId = collection();
    const theirs = (
      await as(app, tokens['credit_inspector']!, {
        method: 'POST',
        url: '/api/file/upload/default',
        ...multipart('file', 'КИ.pdf', PDF),
      })
    ).json<FileResponse>().result.id;
    expect(
      (
        await register(
          collectionId,
          [{ code: 'additionalFile', group: 'deal', files: [{ id: theirs }] }],
          'credit_inspector',
        )
      ).statusCode,
    ).toBe(200);
    const document = await documentOf(collectionId, 'additionalFile', theirs);
    const refused = await remove('goz', { id: theirs, documentId: document!.id });
    expect(refused.statusCode).toBe(403);
    expect(refused.json<ErrorBody>().result).toBe('Невозможно удалить файл загруженный ранее');
    expect(await documentOf(collectionId, 'additionalFile', theirs)).not.toBeNull();
    // The administrator deletes any file (001 §6: where the screen allows deletion).
    const admin = await remove('admin', { id: theirs, documentId: document!.id });
    expect([admin.statusCode, admin.json()]).toEqual([200, { result: true }]);
    expect(await documentOf(collectionId, 'additionalFile', theirs)).toBeNull();

    const own = await stored();
    await register(collectionId, [{ code: 'additionalFile', group: 'deal', files: [{ id: own }] }]);
    // A file of another document, an unknown document, a document of a deal one does not see.
    expect((await remove('goz', { id: 123, documentId: document!.id })).statusCode).toBe(404);
    expect((await remove('goz', { id: own, documentId: document!.id! + 1 })).statusCode).toBe(404);
    expect((await remove('goz', { id: own, documentId: 1 })).statusCode).toBe(404);
    expect((await remove('goz', { id: own, documentId: collection(false) * 1000 + 1 })).statusCode).toBe(404);
    expect((await remove('auditor', { id: own, documentId: document!.id })).statusCode).toBe(403);
    expect((await remove('goz', { id: own, documentId: document!.id })).statusCode).toBe(200);
  });

  it('answers 404 for a collection of a deal one does not see or of no deal, 403 without upload-document', async () => {
    const id = await stored();
    const doc = [{ code: 'additionalFile', group: 'deal', files: [{ id }] }];
    expect((await register(collection(false), doc)).statusCode).toBe(404);
    expect((await register(1, doc)).statusCode).toBe(404);
    expect((await register(collection(), doc, 'underwriter')).statusCode).toBe(403);
    const hidden = await as(app, tokens['goz']!, {
      method: 'GET',
      url: `/api/document/get-document/${collection(false)}/additionalFile/deal`,
    });
    expect(hidden.statusCode).toBe(404);
  });
});

describe('POST /api/document/upload/{collectionId} as multipart/form-data', () => {
  const field = (name: string, value: string) => ({
    payload: Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\nContent-Type: application/json\r\n\r\n` +
        `${value}\r\n--${BOUNDARY}--\r\n`,
    ),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  });
  const collectionId = () => {
    const { world } = app.store;
    const point = SALE_POINTS.findIndex((s) => s.id === world.staffByUsername('goz')!.salePointId);
    for (let row = world.deals.count - 1; row >= 0; row--) {
      if (world.deals.salePoint[row] === point) return COLLECTION_ID_BASE + row;
    }
    throw new Error('no such deal');
  };

  it('takes `documents` as a JSON part, checked as the JSON body is', async () => {
    const id = (await upload('goz', multipart('file', 'a.pdf', PDF))).json<FileResponse>().result.id;
    const url = `/api/document/upload/${collectionId()}`;
    const documents = JSON.stringify([{ code: 'additionalFile', group: 'deal', files: [{ id }] }]);
    const ok = await as(app, tokens['goz']!, { method: 'POST', url, ...field('documents', documents) });
    expect(ok.statusCode).toBe(200);
    const files = await as(app, tokens['goz']!, {
      method: 'GET',
      url: `/api/document/get-document/${collectionId()}/additionalFile/deal`,
    });
    expect(files.json<DocumentFilesResponse>().result.map((f) => f.id)).toContain(id);
    for (const bad of [field('documents', '{"broken'), field('other', '[]'), field('documents', '[{"code": 1}]')]) {
      const res = await as(app, tokens['goz']!, { method: 'POST', url, ...bad });
      expect(res.statusCode).toBe(400);
    }
  });
});
