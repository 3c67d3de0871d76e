import { describe, expect, it } from 'vitest';
import { bookWorld, refusal } from '../../testing/deal-book-fixtures';
import { documentChanges } from './document-changes';
import {
  atRelease,
  dealDocuments,
  documentById,
  documentListTexts,
  verifyDocument,
  visibleDocument,
  visibleDocuments,
} from './deal-documents';
import { DocumentContents, downloadableFile } from './file-content';
import { FileStore } from './file-store';
import { documentList } from './document-list';
import { safeName } from './downloads';
import { seededDocumentId } from './seeded-files';

const w = bookWorld();
const rows = Array.from({ length: w.world.deals.count }, (_, d) => d);
const by = { fio: 'Морозов Игорь Павлович', at: '2026-11-22T12:00:00+03:00' };

describe('the documents of a deal', () => {
  it('add the preliminary decision once the deal has a decision', () => {
    const decided = rows.find(
      (r) => w.world.deals.lastDecision[r]! >= 0 && w.deals.currentSource(r).documents.passport,
    )!;
    const fresh = rows.find((r) => w.world.deals.lastDecision[r]! < 0)!;
    expect(dealDocuments(w.world, w.deals, decided).priorApproval).toMatchObject({
      code: 'priorApproval',
      group: 'service',
      title: 'Предварительное решение',
      id: seededDocumentId(decided, 'priorApproval'),
    });
    expect(dealDocuments(w.world, w.deals, fresh).priorApproval).toBeUndefined();
    const passport = dealDocuments(w.world, w.deals, decided).passport!;
    expect(documentById(w.world, w.deals, passport.id!)).toMatchObject({ row: decided, code: 'passport' });
    expect(refusal(() => documentById(w.world, w.deals, 1))).toEqual({
      kind: 'not-found',
      message: documentListTexts.documentNotFound,
    });
  });

  it('list by group, with the documents one may still upload to and only the groups asked for', () => {
    const row = rows.find(
      (r) => w.deals.currentSource(r).documents.passport && !w.deals.currentSource(r).documents.additionalFile,
    )!;
    const all = documentList(w.world, w.deals, row, []);
    expect(all.client!.map((e) => e.code)).toContain('passport');
    expect(all.deal).toEqual([
      expect.objectContaining({ id: null, code: 'additionalFile', files: [], document: null, additionalLoading: true }),
    ]);
    const passport = all.client!.find((e) => e.code === 'passport')!;
    expect(passport).toMatchObject({ name: 'Паспорт клиента', limit: 25, signed: false, verified: null });
    expect(passport.examples).toEqual([{ code: 'examplePassportScan', mimeType: 'image/png' }]);
    expect(passport.files[0]!.document).toMatchObject({ id: passport.id, code: 'passport', group: 'client' });
    const some = documentList(w.world, w.deals, row, [], ['client', 'guarantor']);
    expect(Object.keys(some).sort()).toEqual(['client', 'guarantor']);
    expect(some.guarantor).toEqual([]);
  });
});

describe('the verification of a document', () => {
  const release = rows.find((r) => atRelease(w.world, r) && w.deals.currentSource(r).documents.loanAgreement)!;
  const found = (row: number, code: string) => documentById(w.world, w.deals, seededDocumentId(row, code));

  it('records verified or error on a signed document while the deal is with the release managers', () => {
    verifyDocument(w.world, w.deals, found(release, 'loanAgreement'), 'error', by);
    expect(w.deals.currentSource(release).documents.loanAgreement!.lastVerifying).toEqual({
      status: 'error',
      createdAt: by.at,
      userFio: by.fio,
    });
    verifyDocument(w.world, w.deals, found(release, 'loanAgreement'), 'verified', by);
    const entry = documentList(w.world, w.deals, release, [], ['accountSign']).accountSign!.find(
      (e) => e.code === 'loanAgreement',
    )!;
    expect(entry).toMatchObject({
      verifiable: true,
      verified: true,
      document: { lastVerifying: { status: 'verified' } },
    });
  });

  it('refuses a document of another group, a deal not at the release, a document without files', () => {
    const invalid = (message: string) => ({
      kind: 'invalid',
      message,
      fieldErrors: [{ propertyPath: 'documentId', message }],
    });
    expect(refusal(() => verifyDocument(w.world, w.deals, found(release, 'passport'), 'verified', by))).toEqual(
      invalid(documentListTexts.notVerifiable),
    );
    const elsewhere = rows.find((r) => !atRelease(w.world, r) && w.deals.currentSource(r).documents.loanAgreement)!;
    expect(refusal(() => verifyDocument(w.world, w.deals, found(elsewhere, 'loanAgreement'), 'verified', by))).toEqual(
      invalid(documentListTexts.verificationClosed),
    );
    const empty = { ...found(release, 'consentBki') };
    empty.document = { ...empty.document, files: [] };
    expect(refusal(() => verifyDocument(w.world, w.deals, empty, 'verified', by))).toEqual(
      invalid(documentListTexts.noFiles),
    );
    expect(documentList(w.world, w.deals, elsewhere, []).accountSign!.every((e) => !e.verifiable)).toBe(true);
  });
});

describe('the files changed since the previous snapshot', () => {
  it('are those there now that were not then, and those gone', () => {
    const source = w.deals.currentSource(rows.find((r) => w.deals.currentSource(r).documents.passport)!);
    const [now] = source.documents.passport!.files;
    const earlier = { ...now!, id: 1 };
    expect(documentChanges(source, {})).toEqual({ added: [], changed: [], deleted: [] });
    expect(documentChanges(source, { 'documents.passport.files': [earlier] })).toEqual({
      added: [now!.id],
      changed: [now!.id],
      deleted: [1],
    });
    expect(documentChanges(source, { 'documents.passport': null }).changed).toEqual([now!.id]);
    // The data now is not touched by reading the snapshot.
    expect(source.documents.passport!.files).toEqual([now]);
  });
});

describe('names in archives and downloads', () => {
  it('lose separators, control characters and leading dots', () => {
    expect(safeName('../../etc/passwd')).toBe('_.._etc_passwd');
    expect(safeName('..')).toBe('file');
    expect(safeName('a\u0000b:c*?"<>|.pdf')).toBe('a_b_c______.pdf');
    expect(safeName('  Паспорт клиента  ')).toBe('Паспорт клиента');
    expect(safeName('x'.repeat(300))).toHaveLength(120);
    expect(safeName('', 'doc')).toBe('doc');
  });
});

describe('the documents and files a viewer may reach', () => {
  const w = bookWorld();
  const goz = { id: 2, roles: ['ROLE_GOZ' as const], privileges: [] };
  const viewer = { id: 12, roles: ['ROLE_VIEWER' as const], privileges: [] };
  const withPassport = (seen: boolean) =>
    w.sample((d) => !!dealDocuments(w.world, w.deals, d).passport && w.lists.visible(goz, d) === seen);

  it('gives documents of deals one sees, each once; none, or one of a deal unseen, is refused', () => {
    const seen = dealDocuments(w.world, w.deals, withPassport(true)).passport!.id!;
    const unseen = dealDocuments(w.world, w.deals, withPassport(false)).passport!.id!;
    expect(visibleDocument(w.parts, goz, seen).code).toBe('passport');
    expect(visibleDocuments(w.parts, goz, [seen, seen]).map((d) => d.code)).toEqual(['passport']);
    expect(refusal(() => visibleDocuments(w.parts, goz, []))).toMatchObject({
      kind: 'invalid',
      message: documentListTexts.noDocuments,
    });
    expect(refusal(() => visibleDocument(w.parts, goz, unseen))).toEqual({
      kind: 'not-found',
      message: documentListTexts.documentNotFound,
    });
    expect(visibleDocument(w.parts, viewer, unseen).code).toBe('passport');
  });

  it('gives a seeded file only to one who sees its deal', async () => {
    const files = new FileStore(() => w.clock.now);
    const contents = new DocumentContents({ ...w.parts, files });
    const parts = { contents, files, lists: w.lists };
    const file = dealDocuments(w.world, w.deals, withPassport(false)).passport!.files[0]!;
    expect((await downloadableFile(parts, viewer, file.id)).name).toBe(file.name);
    await expect(downloadableFile(parts, goz, file.id)).rejects.toThrow('Файл не найден');
  });
});
