import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { unzipSync } from 'fflate';
import { PDFDocument } from 'pdf-lib';
import type {
  DocumentGroupEntry,
  DocumentListResponse,
  ErrorBody,
  StoredFile,
  FileResponse,
  GetRecognizeProgressEvent,
  MergedFileResponse,
  PersonContentResponse,
  PersonInfoResponse,
  SnapshotChangesResponse,
} from '@autocredit/generated/api';
import { atRelease } from '../../domain/documents/deal-documents';
import { renderPdf } from '../../domain/documents/pdf';
import { portraitPng } from '../../domain/documents/png';
import { SEED_USERS } from '../../domain/auth/seed-users';
import { spouseId } from '../../domain/world/person-ids';
import { COLLECTION_ID_BASE } from '../../domain/world/records';
import { bearer, recordPublished, signIn, testApp } from '../../testing/app';
import { multipartFile, multipartFiles } from '../../testing/multipart';

const USERS = ['underwriter', 'auditor', 'goz', 'release_manager', 'admin', 'viewer', 'credit_inspector'] as const;
let built: FastifyInstance;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  built = await testApp({ recognitionStepMs: 5 });
  for (const user of USERS) tokens[user] = (await signIn(built, user)).token;
});
afterAll(() => built.close());
const app = () => built;
const call = (user: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  built.inject({ method, url, headers: bearer(tokens[user]!), ...(payload !== undefined && { payload }) });

const store = () => app().store;
const rows = () => Array.from({ length: store().world.deals.count }, (_, d) => d);
const documentsOf = (row: number) => store().deals.currentSource(row).documents;
const collectionOf = (row: number) => COLLECTION_ID_BASE + row;
const viewerOf = (username: string) => {
  const user = SEED_USERS.find((u) => u.username === username)!;
  return { id: user.id, roles: user.roles, privileges: user.privileges };
};
/** A deal (row) that fits, not used by another test. */
const used = new Set<number>();
function deal(fits: (row: number) => boolean): number {
  const row = rows().find((r) => !used.has(r) && fits(r));
  if (row === undefined) throw new Error('no seeded deal fits');
  used.add(row);
  return row;
}
const withDocuments =
  (...codes: string[]) =>
  (row: number) =>
    codes.every((c) => documentsOf(row)[c]);
const visibleTo = (user: string) => (row: number) => store().lists.visible(viewerOf(user), row);
/** The key of the deal's open task; null without one. */
const openTask = (row: number) => {
  const { world } = store();
  const task = world.deals.currentTask[row]!;
  return task >= 0 && world.taskState(task) !== 'closed' ? world.taskKind(task).key : null;
};
const typesOf = (entry: DocumentGroupEntry) => entry.files.map((f) => f.type);

async function list(user: string, row: number, groups: string[] = []) {
  const query = groups.map((g) => `group[]=${g}`).join('&');
  const res = await call(user, 'GET', `/api/document/list/${collectionOf(row)}${query ? `?${query}` : ''}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<DocumentListResponse>().result;
}
const entryOf = (result: DocumentListResponse['result'], group: string, code: string) =>
  result[group]!.find((e: DocumentGroupEntry) => e.code === code)!;
const ids = (...documents: number[]) => documents.map((id) => `ids[]=${id}`).join('&');
const pages = async (bytes: Buffer) => (await PDFDocument.load(bytes)).getPageCount();

const multipart = multipartFiles;
/** A multipart request (the uploads). */
const send = (user: string, url: string, body: { payload: Buffer; headers: Record<string, string> }) =>
  built.inject({ method: 'POST', url, payload: body.payload, headers: { ...body.headers, ...bearer(tokens[user]!) } });

/** A multipart body of one file in the part `file` (the single upload). */
const single = (filename: string, content: Uint8Array, type: string) => multipartFile('file', filename, content, type);

describe('GET /api/document/list/{collectionId}', () => {
  it('lists the deal’s documents by group with their files, their comments and the documents one may add to', async () => {
    const row = deal(withDocuments('passport', 'loanAgreement', 'carContract'));
    const dealId = store().world.dealId(row);
    const passportFile = documentsOf(row).passport!.files[0]!;
    const comment = await call('underwriter', 'POST', `/api/comment/${dealId}/files/file/${passportFile.id}`, {
      text: 'Скан нечитаемый, прошу загрузить повторно',
    });
    expect(comment.statusCode, comment.body).toBe(200);

    const result = await list('underwriter', row);
    expect(Object.keys(result)).toEqual(expect.arrayContaining(['client', 'car', 'deal', 'sign', 'accountSign']));
    const passport = entryOf(result, 'client', 'passport');
    expect(passport).toMatchObject({
      id: documentsOf(row).passport!.id,
      name: 'Паспорт клиента',
      title: 'Паспорт клиента',
      limit: 25,
      canMergeFiles: true,
      additionalLoading: true,
      verified: null,
      examples: [{ code: 'examplePassportScan', mimeType: 'image/png' }],
      document: { id: documentsOf(row).passport!.id, code: 'passport', group: 'client', lastVerifying: null },
    });
    expect(passport.files[0]).toMatchObject({
      id: passportFile.id,
      mimeType: 'application/pdf',
      comments: [{ text: 'Скан нечитаемый, прошу загрузить повторно', user: { fio: 'Смирнова Ольга Викторовна' } }],
    });
    // The auditors read the list (they may not download the files).
    expect(Object.keys(await list('auditor', row))).toEqual(Object.keys(result));
    const agreement = entryOf(result, 'accountSign', 'loanAgreement');
    expect(agreement.signed).toBe(true);
    expect(agreement.files.map((f: StoredFile) => f.type)).toEqual(['default', 'signed']);
  });

  it('gives only the groups asked for (empty ones too) and the empty documents to upload to', async () => {
    const row = deal((r) => withDocuments('passport')(r) && !documentsOf(r).additionalFile);
    const result = await list('viewer', row, ['deal', 'client', 'guarantor']);
    expect(Object.keys(result).sort()).toEqual(['client', 'deal', 'guarantor']);
    expect(result.deal).toEqual([
      expect.objectContaining({
        id: null,
        code: 'additionalFile',
        title: 'Дополнительные файлы',
        files: [],
        document: null,
      }),
    ]);
    expect(result.guarantor).toEqual([]);
  });

  it('answers 404 for a deal one does not see or no deal, 400 for a group that is not a word', async () => {
    const other = deal((r) => !visibleTo('goz')(r));
    expect((await call('goz', 'GET', `/api/document/list/${collectionOf(other)}`)).statusCode).toBe(404);
    expect((await call('goz', 'GET', '/api/document/list/1')).statusCode).toBe(404);
    const bad = await call('underwriter', 'GET', `/api/document/list/${collectionOf(other)}?group[]=..%2F..%2Fetc`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json<ErrorBody>().errors?.[0]?.propertyPath).toContain('group[]');
    expect((await call('underwriter', 'GET', '/api/document/list/abc')).statusCode).toBe(400);
  });
});

describe('GET /api/file/get/{fileId} of a seeded file', () => {
  it('answers a real PDF of the person’s passport, the same bytes each time; images as PNG', async () => {
    const row = deal(withDocuments('passport', 'clientPhoto'));
    const file = documentsOf(row).passport!.files[0]!;
    const res = await call('underwriter', 'GET', file.path);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent(file.name)}`);
    expect(await pages(res.rawPayload)).toBe(2);
    const again = await call('viewer', 'GET', file.path);
    expect(again.rawPayload.equals(res.rawPayload)).toBe(true);
    const photo = await call('underwriter', 'GET', documentsOf(row).clientPhoto!.files[0]!.path);
    expect(photo.headers['content-type']).toBe('image/png');
    expect(photo.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });

  it('is not the auditors’ (403), nor of a deal one does not see or does not have (404)', async () => {
    const row = deal((r) => withDocuments('passport')(r) && !visibleTo('goz')(r));
    const path = documentsOf(row).passport!.files[0]!.path;
    expect((await call('auditor', 'GET', path)).statusCode).toBe(403);
    expect((await call('goz', 'GET', path)).statusCode).toBe(404);
    const bare = rows().find((r) => !documentsOf(r).passport)!;
    expect((await call('underwriter', 'GET', `/api/file/get/${200_000_000 + bare * 32}`)).statusCode).toBe(404);
  });
});

describe('GET /api/document/generate-zip', () => {
  it('zips the documents’ files, a folder per document, the same bytes as the files; onlySign=1 the signed ones', async () => {
    const row = deal(withDocuments('passport', 'loanAgreement'));
    const { passport, loanAgreement } = documentsOf(row);
    const res = await call(
      'underwriter',
      'GET',
      `/api/document/generate-zip?onlySign=0&${ids(passport!.id!, loanAgreement!.id!)}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toContain('filename="docs.zip"');
    const entries = unzipSync(new Uint8Array(res.rawPayload));
    const names = loanAgreement!.files.map((f) => `Кредитный договор/${f.name}`);
    expect(Object.keys(entries).sort()).toEqual([`Паспорт клиента/${passport!.files[0]!.name}`, ...names].sort());
    const single = await call('underwriter', 'GET', passport!.files[0]!.path);
    expect(Buffer.from(entries[`Паспорт клиента/${passport!.files[0]!.name}`]!).equals(single.rawPayload)).toBe(true);
    expect(await pages(Buffer.from(entries[names[1]!]!))).toBe(1);

    const signed = await call(
      'underwriter',
      'GET',
      `/api/document/generate-zip?onlySign=1&${ids(passport!.id!, loanAgreement!.id!)}`,
    );
    expect(Object.keys(unzipSync(new Uint8Array(signed.rawPayload)))).toEqual([names[1]]);
  });

  it('keeps uploaded files’ names inside their folder, whatever they are called', async () => {
    const row = deal((r) => visibleTo('goz')(r) && withDocuments('passport')(r));
    const pdf = await renderPdf({ title: 'x', date: new Date(0), pages: [[]] });
    const stored = await send('goz', '/api/file/upload/default', single('..:скан*?<>|.pdf', pdf, 'application/pdf'));
    expect(stored.statusCode, stored.body).toBe(200);
    const fileId = stored.json<FileResponse>().result.id;
    const registered = await call('goz', 'POST', `/api/document/upload/${collectionOf(row)}`, {
      documents: [{ code: 'additionalFile', group: 'deal', files: [{ id: fileId }] }],
    });
    expect(registered.statusCode, registered.body).toBe(200);
    const documentId = documentsOf(row).additionalFile!.id!;
    const res = await call('goz', 'GET', `/api/document/generate-zip?${ids(documentId)}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(stored.json<FileResponse>().result.name).toBe('..:скан*?<>|.pdf');
    expect(Object.keys(unzipSync(new Uint8Array(res.rawPayload)))).toEqual(['Дополнительные файлы/_скан_____.pdf']);
  });

  it('answers 400 without documents or with ids that are not, 404 for another deal’s, 403 to the auditors', async () => {
    const row = deal((r) => withDocuments('passport')(r) && !visibleTo('goz')(r));
    const id = documentsOf(row).passport!.id!;
    const none = await call('underwriter', 'GET', '/api/document/generate-zip?onlySign=0');
    expect(none.statusCode).toBe(400);
    expect(none.json<ErrorBody>().errors).toEqual([{ propertyPath: 'ids[]', message: 'Нет документов' }]);
    expect((await call('underwriter', 'GET', '/api/document/generate-zip?ids[]=..%2F1')).statusCode).toBe(400);
    expect((await call('underwriter', 'GET', `/api/document/generate-zip?onlySign=2&${ids(id)}`)).statusCode).toBe(400);
    expect((await call('underwriter', 'GET', `/api/document/generate-zip?${ids(123)}`)).statusCode).toBe(404);
    const hidden = await call('goz', 'GET', `/api/document/generate-zip?${ids(id)}`);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json<ErrorBody>().result).toBe('Документ не найден');
    expect((await call('auditor', 'GET', `/api/document/generate-zip?${ids(id)}`)).statusCode).toBe(403);
  });
});

describe('the merged PDFs', () => {
  it('merge one document’s files (GET /api/document/merge-pdf-document/{id}), named after it', async () => {
    const row = deal(withDocuments('passport', 'loanAgreement', 'clientPhoto'));
    const { loanAgreement, clientPhoto } = documentsOf(row);
    const res = await call('underwriter', 'GET', `/api/document/merge-pdf-document/${loanAgreement!.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('Кредитный договор.pdf')}`,
    );
    expect(await pages(res.rawPayload)).toBe(2);
    const photo = await call('underwriter', 'GET', `/api/document/merge-pdf-document/${clientPhoto!.id}`);
    expect(await pages(photo.rawPayload)).toBe(1);
  });

  it('merge several documents in the order of the ids (GET /api/document/merge-pdf-documents)', async () => {
    const row = deal(withDocuments('passport', 'loanAgreement', 'clientPhoto'));
    const { passport, loanAgreement, clientPhoto } = documentsOf(row);
    const res = await call(
      'viewer',
      'GET',
      `/api/document/merge-pdf-documents?${ids(clientPhoto!.id!, passport!.id!, loanAgreement!.id!)}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain('filename="documents.pdf"');
    const merged = await PDFDocument.load(res.rawPayload);
    expect(merged.getPageCount()).toBe(1 + 2 + 2);
    expect(merged.getTitle()).toBe('Документы');
  });

  it('answer 404 for a document without files or of a deal one does not see, 400 without ids, 403 to the auditors', async () => {
    const row = deal((r) => withDocuments('passport')(r) && !documentsOf(r).additionalFile && visibleTo('goz')(r));
    // An empty document: a file registered, then deleted by the one who uploaded it.
    const stored = await send('goz', '/api/file/upload/default', single('a.png', portraitPng(1), 'image/png'));
    const fileId = stored.json<FileResponse>().result.id;
    await call('goz', 'POST', `/api/document/upload/${collectionOf(row)}`, {
      documents: [{ code: 'additionalFile', group: 'deal', files: [{ id: fileId }] }],
    });
    const documentId = documentsOf(row).additionalFile!.id!;
    expect((await call('goz', 'POST', '/api/file/delete', { id: fileId, documentId })).statusCode).toBe(200);
    const empty = await call('underwriter', 'GET', `/api/document/merge-pdf-document/${documentId}`);
    expect(empty.statusCode).toBe(404);
    expect(empty.json<ErrorBody>().result).toBe('В документе нет файлов');
    const hidden = deal((r) => withDocuments('passport')(r) && !visibleTo('goz')(r));
    const id = documentsOf(hidden).passport!.id!;
    expect((await call('goz', 'GET', `/api/document/merge-pdf-document/${id}`)).statusCode).toBe(404);
    expect((await call('auditor', 'GET', `/api/document/merge-pdf-document/${id}`)).statusCode).toBe(403);
    expect((await call('auditor', 'GET', `/api/document/merge-pdf-documents?${ids(id)}`)).statusCode).toBe(403);
    expect((await call('underwriter', 'GET', '/api/document/merge-pdf-documents')).statusCode).toBe(400);
    expect((await call('underwriter', 'GET', '/api/document/merge-pdf-document/0')).statusCode).toBe(400);
  });
});

describe('POST /api/document/add-verifying-status/{documentId}/{status}', () => {
  it('lets a release manager verify a signed document of a deal at the release; the list shows it', async () => {
    const row = deal((r) => atRelease(store().world, r) && withDocuments('loanAgreement')(r));
    const id = documentsOf(row).loanAgreement!.id!;
    expect(entryOf(await list('release_manager', row), 'accountSign', 'loanAgreement').verifiable).toBe(true);
    const error = await call('release_manager', 'POST', `/api/document/add-verifying-status/${id}/error`);
    expect(error.statusCode, error.body).toBe(200);
    expect(error.json()).toEqual({ result: true });
    expect(entryOf(await list('underwriter', row), 'accountSign', 'loanAgreement').verified).toBe(false);
    await call('release_manager', 'POST', `/api/document/add-verifying-status/${id}/verified`);
    const entry = entryOf(await list('underwriter', row), 'accountSign', 'loanAgreement');
    expect(entry).toMatchObject({
      verified: true,
      document: { lastVerifying: { status: 'verified', userFio: 'Морозов Игорь Павлович' } },
    });
  });

  it('refuses others (403), a document not to verify or not at the release (400), an unknown one (404)', async () => {
    const row = deal((r) => atRelease(store().world, r) && withDocuments('loanAgreement', 'passport')(r));
    const { loanAgreement, passport } = documentsOf(row);
    const url = (id: number, status = 'verified') => `/api/document/add-verifying-status/${id}/${status}`;
    expect((await call('underwriter', 'POST', url(loanAgreement!.id!))).statusCode).toBe(403);
    const notVerifiable = await call('release_manager', 'POST', url(passport!.id!));
    expect(notVerifiable.statusCode).toBe(400);
    expect(notVerifiable.json<ErrorBody>().errors?.[0]?.message).toBe('Документ не подлежит проверке');
    const before = deal((r) => !atRelease(store().world, r) && withDocuments('loanAgreement')(r));
    const closed = await call('release_manager', 'POST', url(documentsOf(before).loanAgreement!.id!));
    expect(closed.json<ErrorBody>().errors?.[0]?.message).toBe(
      'Проверка документов доступна только на этапе выдачи кредита',
    );
    expect((await call('release_manager', 'POST', url(123))).statusCode).toBe(404);
    expect((await call('release_manager', 'POST', url(loanAgreement!.id!, 'maybe'))).statusCode).toBe(400);
  });
});

describe('GET /api/document/get-files/{collectionId}/priorApproval/service', () => {
  it('answers the preliminary decision as a PDF once the deal has a decision, none before', async () => {
    const decided = deal((r) => store().world.deals.lastDecision[r]! >= 0 && !visibleTo('goz')(r));
    const hidden = await call('goz', 'GET', `/api/document/get-files/${collectionOf(decided)}/priorApproval/service`);
    expect(hidden.statusCode).toBe(404);
    const [file] = (
      await call('underwriter', 'GET', `/api/document/get-files/${collectionOf(decided)}/priorApproval/service`)
    ).json<{
      result: StoredFile[];
    }>().result;
    expect(file).toMatchObject({
      name: `Предварительное_решение_${store().world.dealId(decided)}.pdf`,
      mimeType: 'application/pdf',
      document: { code: 'priorApproval', group: 'service' },
    });
    expect(await pages((await call('underwriter', 'GET', file!.path)).rawPayload)).toBe(1);
    const fresh = deal((r) => store().world.deals.lastDecision[r]! < 0);
    const none = await call(
      'underwriter',
      'GET',
      `/api/document/get-files/${collectionOf(fresh)}/priorApproval/service`,
    );
    expect(none.json()).toEqual({ result: [] });
  });
});

describe('the bulk upload', () => {
  it('merges the files into one PDF, appends to it, and recognises it page by page into the additional files', async () => {
    const published = recordPublished(app());
    const row = deal((r) => visibleTo('goz')(r) && withDocuments('passport')(r) && !documentsOf(r).additionalFile);
    const collectionId = collectionOf(row);
    const twoPages = await renderPdf({ title: 'Скан', date: new Date(0), pages: [[], []] });
    const res = await send(
      'goz',
      '/api/file/mergeFile/common',
      multipart(
        [
          { name: 'паспорт.pdf', content: twoPages },
          { name: 'фото.png', content: portraitPng(3) },
        ],
        { collectionId: String(collectionId) },
      ),
    );
    expect(res.statusCode, res.body).toBe(200);
    const merged = res.json<MergedFileResponse>().result.file;
    expect(merged).toMatchObject({ name: 'Пакет_документов.pdf', mimeType: 'application/pdf' });
    expect(await pages((await call('goz', 'GET', merged.path)).rawPayload)).toBe(3);

    const more = await send(
      'goz',
      '/api/file/mergeFile/common',
      multipart([{ name: 'ещё.png', content: portraitPng(4) }], {
        collectionId: String(collectionId),
        mergedFileId: String(merged.id),
      }),
    );
    const appended = more.json<MergedFileResponse>().result.file;
    expect(await pages((await call('goz', 'GET', appended.path)).rawPayload)).toBe(4);

    const recognized = await call('goz', 'POST', `/api/file/recognizedMergedFile/${appended.id}/common`, {
      collectionId,
      config: 'common',
    });
    expect(recognized.statusCode, recognized.body).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const progress = published
      .map((p) => p.event)
      .filter((e): e is GetRecognizeProgressEvent => e.type === 'getRecognizeProgress');
    expect(progress.map((e) => e.data[String(collectionId)])).toEqual(
      [1, 2, 3, 4].map((load) => ({ load, total: 4, title: 'Распознавание документов', fileId: appended.id })),
    );
    const additional = entryOf(await list('goz', row), 'deal', 'additionalFile');
    expect(additional.files.map((f: StoredFile) => f.id)).toEqual([appended.id]);
  });

  it('recognises the print forms by their barcode into their documents as signed copies, the rest into the additional files', async () => {
    const published = recordPublished(app());
    const row = deal((r) => visibleTo('credit_inspector')(r) && openTask(r) === 'sign_documents');
    const collectionId = collectionOf(row);
    const before = await list('credit_inspector', row, ['accountSign', 'deal']);
    const agreement = entryOf(before, 'accountSign', 'loanAgreement');
    const schedule = entryOf(before, 'accountSign', 'paymentSchedule');
    const additional = entryOf(before, 'deal', 'additionalFile').files.length;
    // The client signed the printed forms: their scans come back (here the forms themselves, barcodes and all).
    const printed = async (entry: DocumentGroupEntry) =>
      (await call('credit_inspector', 'GET', entry.files[0]!.path)).rawPayload;
    const agreementPdf = await printed(agreement);
    const schedulePdf = await printed(schedule);
    const res = await send(
      'credit_inspector',
      '/api/file/mergeFile/common',
      multipart(
        [
          { name: 'договор.pdf', content: agreementPdf },
          { name: 'фото.png', content: portraitPng(5) },
          { name: 'график.pdf', content: schedulePdf },
        ],
        { collectionId: String(collectionId) },
      ),
    );
    expect(res.statusCode, res.body).toBe(200);
    const merged = res.json<MergedFileResponse>().result.file;
    const total = (await pages(agreementPdf)) + 1 + (await pages(schedulePdf));
    const recognized = await call('credit_inspector', 'POST', `/api/file/recognizedMergedFile/${merged.id}/common`, {
      collectionId,
      config: 'common',
    });
    expect(recognized.statusCode, recognized.body).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 5 * total + 100));
    const progress = published
      .map((p) => p.event)
      .filter((e): e is GetRecognizeProgressEvent => e.type === 'getRecognizeProgress')
      .map((e) => e.data[String(collectionId)]!);
    expect(progress.map((p) => p.load)).toEqual(Array.from({ length: total }, (_, i) => i + 1));
    expect(progress.every((p) => p.total === total && p.fileId === merged.id)).toBe(true);

    const after = await list('credit_inspector', row, ['accountSign', 'deal']);
    const signedAgreement = entryOf(after, 'accountSign', 'loanAgreement');
    expect(typesOf(signedAgreement)).toEqual(['default', 'signed']);
    expect(signedAgreement.signed).toBe(true);
    const copy = signedAgreement.files[1]!;
    expect(copy.name).toBe('Кредитный_договор_подписано.pdf');
    expect(await pages((await call('credit_inspector', 'GET', copy.path)).rawPayload)).toBe(await pages(agreementPdf));
    const signedSchedule = entryOf(after, 'accountSign', 'paymentSchedule');
    expect(signedSchedule.files.map((f) => [f.type, f.name])).toEqual([
      ['default', schedule.files[0]!.name],
      ['signed', 'График_платежей_подписано.pdf'],
    ]);
    // The photo had no barcode: its page is filed in the additional files.
    const rest = entryOf(after, 'deal', 'additionalFile').files;
    expect(rest).toHaveLength(additional + 1);
    expect(rest.at(-1)!.name).toBe('Пакет_документов.pdf');
    expect(await pages((await call('credit_inspector', 'GET', rest.at(-1)!.path)).rawPayload)).toBe(1);
    expect(typesOf(entryOf(after, 'accountSign', 'accountApplication'))).toEqual(['default']);
  });

  it('files the pages of a document that takes no more signed copies in the additional files', async () => {
    const row = deal((r) => visibleTo('credit_inspector')(r) && openTask(r) === 'sign_documents');
    const collectionId = collectionOf(row);
    const source = store().deals.entry(row).source;
    const full = { ...source.documents.loanAgreement!, limit: 0 };
    store().deals.saveSource(row, { ...source, documents: { ...source.documents, loanAgreement: full } });
    const form = (await call('credit_inspector', 'GET', full.files[0]!.path)).rawPayload;
    const res = await send(
      'credit_inspector',
      '/api/file/mergeFile/common',
      multipart([{ name: 'договор.pdf', content: form }], { collectionId: String(collectionId) }),
    );
    const merged = res.json<MergedFileResponse>().result.file;
    const recognized = await call('credit_inspector', 'POST', `/api/file/recognizedMergedFile/${merged.id}/common`, {
      collectionId,
      config: 'common',
    });
    expect(recognized.statusCode, recognized.body).toBe(200);
    const after = await list('credit_inspector', row, ['accountSign', 'deal']);
    expect(typesOf(entryOf(after, 'accountSign', 'loanAgreement'))).toEqual(['default']);
    // Nothing recognised: the merged file itself is the additional file.
    expect(entryOf(after, 'deal', 'additionalFile').files.map((f) => f.id)).toContain(merged.id);
  });

  it('refuses a file of another type, no files, no collection, another collection’s merged file, others’ deals', async () => {
    const row = deal((r) => visibleTo('goz')(r));
    const collectionId = String(collectionOf(row));
    const text = await send(
      'goz',
      '/api/file/mergeFile/common',
      multipart([{ name: 'a.txt', content: Buffer.from('hi') }], { collectionId }),
    );
    expect(text.statusCode).toBe(400);
    expect(text.json<ErrorBody>().errors).toEqual([
      { propertyPath: 'files[0]', message: 'Недопустимый тип файла. Разрешены PDF, JPEG, PNG' },
    ]);
    const none = await send('goz', '/api/file/mergeFile/common', multipart([], { collectionId }));
    expect(none.json<ErrorBody>().errors?.[0]).toEqual({ propertyPath: 'files[]', message: 'Выберите файлы' });
    const noCollection = await send(
      'goz',
      '/api/file/mergeFile/common',
      multipart([{ name: 'a.png', content: portraitPng(1) }]),
    );
    expect(noCollection.json<ErrorBody>().errors?.[0]?.propertyPath).toBe('collectionId');
    const badCollection = await send(
      'goz',
      '/api/file/mergeFile/common',
      multipart([{ name: 'a.png', content: portraitPng(1) }], { collectionId: '../1' }),
    );
    expect(badCollection.statusCode).toBe(400);
    const hidden = String(collectionOf(deal((r) => !visibleTo('goz')(r))));
    const other = await send(
      'goz',
      '/api/file/mergeFile/common',
      multipart([{ name: 'a.png', content: portraitPng(1) }], { collectionId: hidden }),
    );
    expect(other.statusCode).toBe(404);
    expect((await send('underwriter', '/api/file/mergeFile/common', multipart([], { collectionId }))).statusCode).toBe(
      403,
    );

    const ok = await send(
      'goz',
      '/api/file/mergeFile/common',
      multipart([{ name: 'a.png', content: portraitPng(1) }], { collectionId }),
    );
    const fileId = ok.json<MergedFileResponse>().result.file.id;
    const elsewhere = collectionOf(deal((r) => visibleTo('goz')(r)));
    const mixed = await send(
      'goz',
      '/api/file/mergeFile/common',
      multipart([{ name: 'b.png', content: portraitPng(2) }], {
        collectionId: String(elsewhere),
        mergedFileId: String(fileId),
      }),
    );
    expect(mixed.json<ErrorBody>().errors).toEqual([{ propertyPath: 'mergedFileId', message: 'Файл не найден' }]);
    const wrong = await call('goz', 'POST', `/api/file/recognizedMergedFile/${fileId}/common`, {
      collectionId: elsewhere,
      config: 'common',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<ErrorBody>().errors?.[0]?.message).toBe('Ошибка распознавания файлов');
    const unknown = await call('goz', 'POST', '/api/file/recognizedMergedFile/1/common', {
      collectionId: elsewhere,
      config: 'common',
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('the print forms of the account documents', () => {
  it('are listed from the signing on (generated files only), with the client’s signed copies after it', async () => {
    const signing = deal((r) => visibleTo('credit_inspector')(r) && openTask(r) === 'sign_documents');
    const atSigning = await list('credit_inspector', signing, ['accountSign', 'release']);
    expect(atSigning.accountSign!.map((e) => [e.code, typesOf(e)])).toEqual([
      ['loanAgreement', ['default']],
      ['accountApplication', ['default']],
      ['paymentSchedule', ['default']],
    ]);
    expect(atSigning.accountSign!.every((e) => typeof e.id === 'number' && e.signed === false)).toBe(true);
    expect(atSigning.release!.every((e) => e.id === null && e.files.length === 0)).toBe(true);
    const form = await call('credit_inspector', 'GET', atSigning.accountSign![0]!.files[0]!.path);
    expect(form.headers['content-type']).toBe('application/pdf');
    expect(await pages(form.rawPayload)).toBe(1);

    const checked = deal((r) => visibleTo('credit_inspector')(r) && openTask(r) === 'credit_inspection_check');
    const atCheck = await list('credit_inspector', checked, ['accountSign']);
    expect(typesOf(entryOf(atCheck, 'accountSign', 'loanAgreement'))).toEqual(['default', 'signed']);
  });

  it('come with examples to download for the loan agreement and the account application', async () => {
    const row = deal((r) => visibleTo('credit_inspector')(r) && openTask(r) === 'sign_documents');
    const listed = await list('credit_inspector', row, ['accountSign']);
    expect(entryOf(listed, 'accountSign', 'loanAgreement').examples).toEqual([
      { code: 'exampleLoanAgreement', mimeType: 'application/pdf' },
    ]);
    expect(entryOf(listed, 'accountSign', 'accountApplication').examples).toEqual([
      { code: 'exampleAccountApplication', mimeType: 'application/pdf' },
    ]);
    for (const code of ['exampleLoanAgreement', 'exampleAccountApplication']) {
      const example = await call('credit_inspector', 'GET', `/api/file/download/static/${code}`);
      expect(example.statusCode).toBe(200);
      expect(await pages(example.rawPayload)).toBe(1);
    }
  });
});

describe('the viewer’s personal-info panel', () => {
  it('answers the deal’s persons with person-view-info (GET /api/autocredit/deal-info/getPersonContent/{dealId})', async () => {
    const row = deal(
      (r) =>
        store().deals.currentSource(r).spouse !== null &&
        store().deals.currentSource(r).client.passport.series !== null,
    );
    const source = store().deals.currentSource(row);
    const res = await call(
      'underwriter',
      'GET',
      `/api/autocredit/deal-info/getPersonContent/${store().world.dealId(row)}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const { client, spouse, thirdFace } = res.json<PersonContentResponse>().result;
    expect(client).toMatchObject({
      id: source.client.id,
      name: `${source.client.surName} ${source.client.firstName} ${source.client.middleName}`,
      birthDate: source.client.birthDate,
      gender: source.client.gender,
      addressRegistration: { value: source.client.addressRegistration!.value },
      passportAddressRegistration: { value: source.client.addressRegistration!.value },
      clientPassport: {
        series: source.client.passport.series,
        number: source.client.passport.number,
        divisionCode: source.client.passport.divisionCode,
      },
    });
    expect(spouse).toMatchObject({ id: source.spouse!.id, clientPassport: null });
    expect(thirdFace === null).toBe(source.thirdFace === null);
    const admin = await call('admin', 'GET', `/api/autocredit/deal-info/getPersonContent/${store().world.dealId(row)}`);
    expect(admin.statusCode).toBe(403);
  });

  it('answers one person by id (GET /api/person/getPersonInfo/{personId}); 404 for none, 403 without the privilege', async () => {
    const row = deal((r) => store().deals.currentSource(r).spouse !== null);
    const source = store().deals.currentSource(row);
    const client = await call('underwriter', 'GET', `/api/person/getPersonInfo/${source.client.id}`);
    expect(client.json<PersonInfoResponse>().result).toMatchObject({
      id: source.client.id,
      bornPlace: source.client.bornPlace,
    });
    const c = store().world.deals.client[row]!;
    const spouse = await call('underwriter', 'GET', `/api/person/getPersonInfo/${spouseId(c)}`);
    expect(spouse.json<PersonInfoResponse>().result.name).toContain(source.spouse!.surName!);
    expect((await call('underwriter', 'GET', '/api/person/getPersonInfo/1')).statusCode).toBe(404);
    expect((await call('goz', 'GET', `/api/person/getPersonInfo/${source.client.id}`)).statusCode).toBe(403);
  });
});

describe('GET /api/snapshot/changes/{dealId}?paths[]=documents', () => {
  it('answers the files changed since the previous snapshot: a seeded rescan, then an operator’s upload', async () => {
    const row = deal((r) => visibleTo('goz')(r) && 'documents.passport.files' in store().deals.currentPrevious(r));
    const dealId = store().world.dealId(row);
    const changes = async () => {
      const res = await call('underwriter', 'GET', `/api/snapshot/changes/${dealId}?paths[]=documents`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<SnapshotChangesResponse>().result.documents!;
    };
    const passport = documentsOf(row).passport!.files[0]!.id;
    expect((await changes()).changed).toEqual([passport]);

    const stored = await send('goz', '/api/file/upload/default', single('справка.png', portraitPng(9), 'image/png'));
    const fileId = stored.json<FileResponse>().result.id;
    const registered = await call('goz', 'POST', `/api/document/upload/${collectionOf(row)}`, {
      documents: [{ code: 'incomeStatement', group: 'client', files: [{ id: fileId }] }],
    });
    expect(registered.statusCode, registered.body).toBe(200);
    expect((await changes()).changed.sort()).toEqual([passport, fileId].sort());

    const none = deal(
      (r) => Object.keys(store().deals.currentPrevious(r)).length === 0 && withDocuments('passport')(r),
    );
    const unchanged = await call(
      'underwriter',
      'GET',
      `/api/snapshot/changes/${store().world.dealId(none)}?paths[]=documents`,
    );
    expect(unchanged.json<SnapshotChangesResponse>().result.documents).toEqual({ added: [], changed: [], deleted: [] });
  });
});

describe('the static files', () => {
  it('are real PDFs made with pdf-lib, and a PNG', async () => {
    const res = await call('underwriter', 'GET', '/api/file/download/static/underwriterRegulations');
    const pdf = await PDFDocument.load(res.rawPayload);
    expect(pdf.getTitle()).toBe('Регламент андеррайтинга');
    expect(pdf.getPageCount()).toBe(1);
    const png = await call('goz', 'GET', '/api/file/download/static/examplePassportScan');
    expect(png.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });
});
