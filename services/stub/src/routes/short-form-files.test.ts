import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type {
  DocumentListResponse,
  ErrorBody,
  GetRecognizedDataEvent,
  RecognitionUploadResponse,
} from '@autocredit/generated/api';
import { portraitPng } from '../domain/documents/png';
import { derivedPerson } from '../domain/documents/recognized-person';
import { SEED_USERS } from '../domain/auth/seed-users';
import { userTopic } from '../domain/events/topics';
import { COLLECTION_ID_BASE } from '../domain/world/records';
import { bearer, recordPublished, signIn, testApp } from '../testing/app';
import { pdfPageTexts } from '../testing/pdf-text';
import { multipartFiles } from '../testing/multipart';

const STEP_MS = 5;
const USERS = ['goz', 'underwriter'] as const;
let built: FastifyInstance;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  built = await testApp({ recognitionStepMs: STEP_MS });
  for (const user of USERS) tokens[user] = (await signIn(built, user)).token;
});
afterAll(() => built.close());

const UPLOAD_URL = '/api/file/uploadAndRecognized/default';
const CONSENT_URL = '/api/document/generate-file/consentToProcessingOfPersonalData';
const goz = SEED_USERS.find((u) => u.username === 'goz')!;
const viewer = { id: goz.id, roles: goz.roles, privileges: goz.privileges };
const store = () => built.store;
const rows = () => Array.from({ length: store().world.deals.count }, (_, d) => d);

const multipart = multipartFiles;
const upload = (user: string, files: { name: string; content: Uint8Array }[], fields?: Record<string, string>) => {
  const body = multipart(files, fields);
  return built.inject({
    method: 'POST',
    url: UPLOAD_URL,
    payload: body.payload,
    headers: { ...body.headers, ...bearer(tokens[user]!) },
  });
};
const call = (user: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  built.inject({ method, url, headers: bearer(tokens[user]!), ...(payload !== undefined && { payload }) });
/** Waits until the recognition of `files` files has reported (a step per event). */
const recognition = (files: number) => new Promise((resolve) => setTimeout(resolve, STEP_MS * (files + 1) + 100));
const recognizedData = (published: ReturnType<typeof recordPublished>) =>
  published.map((p) => p.event).filter((e): e is GetRecognizedDataEvent => e.type === 'getRecognizedData');

/** A deal goz sees whose client has a passport file, and that file's bytes (the stub's passport scan). */
async function seededPassport() {
  const row = rows().find(
    (r) => store().lists.visible(viewer, r) && store().deals.currentSource(r).documents.passport?.files.length,
  )!;
  const res = await call('goz', 'GET', `/api/document/list/${COLLECTION_ID_BASE + row}`);
  expect(res.statusCode, res.body).toBe(200);
  const passport = Object.values(res.json<DocumentListResponse>().result)
    .flat()
    .find((e) => e.code === 'passport')!;
  const file = await call('goz', 'GET', passport.files[0]!.path);
  expect(file.statusCode).toBe(200);
  return { row, content: file.rawPayload };
}

describe('POST /api/file/uploadAndRecognized/default', () => {
  it('stores the files, then tells the uploader the progress of each and the data read from the passport’s text', async () => {
    const published = recordPublished(built);
    const { row, content } = await seededPassport();
    const res = await upload('goz', [
      { name: 'паспорт.pdf', content },
      { name: 'согласие.png', content: portraitPng(11) },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const { collectionId, files } = res.json<RecognitionUploadResponse>().result;
    expect(files.map((f) => [f.name, f.mimeType, f.size])).toEqual([
      ['паспорт.pdf', 'application/pdf', content.length],
      ['согласие.png', 'image/png', portraitPng(11).length],
    ]);
    expect(published).toEqual([]);
    await recognition(2);

    const topic = userTopic(built.config.topicBase, goz.id);
    expect(published.every((p) => p.topics.length === 1 && p.topics[0] === topic)).toBe(true);
    expect(published.map((p) => p.event)).toEqual([
      {
        type: 'getRecognizeProgress',
        data: { [collectionId]: { load: 1, total: 2, title: 'Распознавание документов', fileId: files[0]!.id } },
        error: null,
      },
      {
        type: 'getRecognizeProgress',
        data: { [collectionId]: { load: 2, total: 2, title: 'Распознавание документов', fileId: files[1]!.id } },
        error: null,
      },
      expect.objectContaining({ type: 'getRecognizedData' }),
    ]);
    const valid = built.contract.schemaValidator('HubEvent');
    expect(published.filter((p) => !valid(p.event))).toEqual([]);
    const client = store().deals.currentSource(row).client;
    const [data] = recognizedData(published).map((e) => e.data);
    expect(data).toMatchObject({
      collectionId,
      fileId: files[0]!.id,
      person: {
        surName: client.surName,
        firstName: client.firstName,
        middleName: client.middleName,
        birthDate: client.birthDate,
        bornPlace: client.bornPlace,
      },
      passport: { series: client.passport.series, number: client.passport.number },
    });
  });

  it('gives a file without text a person derived from its bytes: the same each time', async () => {
    const published = recordPublished(built);
    const photo = portraitPng(12);
    const first = await upload('goz', [{ name: 'паспорт.png', content: photo }]);
    const second = await upload('goz', [{ name: 'паспорт-2.png', content: photo }]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    await recognition(1);
    const [a, b] = recognizedData(published).map((e) => e.data);
    expect(a).toMatchObject({
      fileId: first.json<RecognitionUploadResponse>().result.files[0]!.id,
      ...derivedPerson(photo),
    });
    expect(b!.person).toEqual(a!.person);
    expect(published.every((p) => built.contract.schemaValidator('HubEvent')(p.event))).toBe(true);
    expect(b!.collectionId).not.toBe(a!.collectionId);
  });

  it('stores in the collection given: a deal’s the user sees, or one of their earlier uploads; 404 for another', async () => {
    const published = recordPublished(built);
    const row = rows().find((r) => store().lists.visible(viewer, r))!;
    const hidden = rows().find((r) => !store().lists.visible(viewer, r))!;
    const photo = { name: 'a.png', content: portraitPng(13) };
    const own = await upload('goz', [photo], { collectionId: String(COLLECTION_ID_BASE + row) });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json<RecognitionUploadResponse>().result.collectionId).toBe(COLLECTION_ID_BASE + row);
    const made = (await upload('goz', [photo])).json<RecognitionUploadResponse>().result.collectionId;
    const again = await upload('goz', [photo], { collectionId: String(made) });
    expect(again.json<RecognitionUploadResponse>().result.collectionId).toBe(made);
    await recognition(1);
    expect(recognizedData(published).map((e) => e.data.collectionId)).toEqual([COLLECTION_ID_BASE + row, made, made]);

    expect((await upload('goz', [photo], { collectionId: String(COLLECTION_ID_BASE + hidden) })).statusCode).toBe(404);
    expect((await upload('goz', [photo], { collectionId: '123' })).statusCode).toBe(404);
    const bad = await upload('goz', [photo], { collectionId: '../1' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<ErrorBody>().errors).toEqual([
      { propertyPath: 'collectionId', message: 'Значение должно быть положительным целым числом' },
    ]);
  });

  it('answers 400 with the field errors for no files, a file of another type, a file too large; none is recognised', async () => {
    const published = recordPublished(built);
    const none = await upload('goz', []);
    expect(none.statusCode).toBe(400);
    // The field errors' envelope, as every DomainError with fields answers (the web app says 'Ошибка загрузки файлов').
    expect(none.json<ErrorBody>()).toEqual({
      result: null,
      errors: [{ propertyPath: 'files[]', message: 'Выберите файлы' }],
    });
    const text = await upload('goz', [
      { name: 'a.png', content: portraitPng(1) },
      { name: 'паспорт.txt', content: Buffer.from('Фамилия Иванов') },
    ]);
    expect(text.statusCode).toBe(400);
    expect(text.json<ErrorBody>().errors).toEqual([
      { propertyPath: 'files[1]', message: 'Недопустимый тип файла. Разрешены PDF, JPEG, PNG' },
    ]);
    const large = Buffer.concat([Buffer.from(portraitPng(1)), Buffer.alloc(20 * 1024 * 1024)]);
    const tooLarge = await upload('goz', [{ name: 'big.png', content: large }]);
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json<ErrorBody>().errors).toEqual([
      { propertyPath: 'files[]', message: 'Размер файла превышает 20 МБ' },
    ]);
    // A JSON body is refused by the contract's check of the content type, before the route reads it.
    const json = await call('goz', 'POST', UPLOAD_URL, { collectionId: 1 });
    expect(json.statusCode).toBe(415);
    await recognition(2);
    expect(published).toEqual([]);
  });

  it('is for the operators', async () => {
    expect((await upload('underwriter', [{ name: 'a.png', content: portraitPng(1) }])).statusCode).toBe(403);
  });
});

describe('POST /api/document/generate-file/consentToProcessingOfPersonalData', () => {
  const consent = {
    name: 'Иванов Иван Иванович',
    addressRegistration: 'г Москва, ул Тверская, д 7, кв 15',
    passportInfo: '4510 123456, выдан 20.11.2016 ГУ МВД России по г. Москве, код подразделения 770-001',
    oldFullName: null,
    birthDate: '1985-04-12',
    bornPlace: 'г. Москва',
  };

  it('answers the consent as a PDF download with the person’s data', async () => {
    const res = await call('goz', 'POST', CONSENT_URL, consent);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="consentToProcessingOfPersonalData\.pdf"/,
    );
    const [page] = await pdfPageTexts(res.rawPayload);
    const text = page!.join(' ');
    for (const part of [
      consent.name,
      '12.04.1985',
      consent.bornPlace,
      consent.passportInfo,
      consent.addressRegistration,
    ]) {
      expect(text).toContain(part);
    }
  });

  it('answers 400 with the field errors for a missing or broken field', async () => {
    const { bornPlace: _, ...noPlace } = consent;
    const missing = await call('goz', 'POST', CONSENT_URL, noPlace);
    expect(missing.statusCode).toBe(400);
    expect(missing.json<ErrorBody>().errors?.map((e) => e.propertyPath)).toEqual(['bornPlace']);
    const broken = await call('goz', 'POST', CONSENT_URL, { ...consent, birthDate: '12.04.1985', name: '' });
    expect(broken.statusCode).toBe(400);
    expect(
      broken
        .json<ErrorBody>()
        .errors?.map((e) => e.propertyPath)
        .sort(),
    ).toEqual(['birthDate', 'name']);
  });

  it('is for the operators', async () => {
    expect((await call('underwriter', 'POST', CONSENT_URL, consent)).statusCode).toBe(403);
  });
});
