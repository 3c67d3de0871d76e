import { describe, expect, it } from 'vitest';
import { bookWorld, refusal, worker } from '../../testing/deal-book-fixtures';
import { isOpen } from '../process';
import { visibilityTexts } from '../deal-book/visibility';
import { COLLECTION_ID_BASE } from '../world/records';
import {
  deleteDocumentFile,
  documentFiles,
  documentTexts,
  fileChangesBy,
  registerDocuments,
  visibleDealOfDocument,
} from './uploads';
import { FileStore } from './file-store';

const PDF = Buffer.from('%PDF-1.7\n%%EOF\n');

describe('registering uploaded files in documents', () => {
  const w = bookWorld();
  const files = new FileStore(() => w.clock.now);
  const upload = () => files.store('default', { name: 'скан.pdf', content: PDF }, 2).id;

  it('adds a document the deal does not have, with the files as registered', () => {
    const deal = 0;
    const id = upload();
    registerDocuments(w.deals, files, deal, {
      documents: [{ code: 'additionalFile', group: 'deal', files: [{ id, type: 'signed' }] }],
    });
    const [file] = documentFiles(w.deals, deal, 'additionalFile', 'deal');
    expect(file).toMatchObject({ id, name: 'скан.pdf', type: 'signed', path: `/api/file/get/${id}` });
    expect(file!.document).toMatchObject({ code: 'additionalFile', group: 'deal', title: 'Дополнительные файлы' });
    expect(documentFiles(w.deals, deal, 'additionalFile', 'client')).toEqual([]);
  });

  it('is all or nothing: an unknown file refuses the whole request', () => {
    const deal = 1;
    const before = w.deals.entry(deal).source.documents;
    const id = upload();
    expect(
      refusal(() =>
        registerDocuments(w.deals, files, deal, {
          documents: [
            { code: 'additionalFile', group: 'deal', files: [{ id }] },
            { code: 'other', group: 'deal', files: [{ id: 1 }] },
          ],
        }),
      ),
    ).toEqual({
      kind: 'invalid',
      message: documentTexts.invalid,
      fieldErrors: [{ propertyPath: 'documents[1].files[0].id', message: documentTexts.fileNotFound }],
    });
    expect(w.deals.entry(deal).source.documents).toEqual(before);
  });

  it("counts only the signed files against the document's limit", () => {
    const deal = 2;
    const defaults = Array.from({ length: 30 }, () => ({ id: upload() }));
    registerDocuments(w.deals, files, deal, {
      documents: [{ code: 'many', group: 'deal', files: defaults.slice(0, 25) }],
    });
    registerDocuments(w.deals, files, deal, {
      documents: [{ code: 'many', group: 'deal', files: defaults.slice(25) }],
    });
    expect(documentFiles(w.deals, deal, 'many', 'deal')).toHaveLength(30);
  });
});

describe('deleting a file of a document', () => {
  const w = bookWorld();
  const files = new FileStore(() => w.clock.now);
  const goz = worker('goz');
  const deal = w.sample((d) => w.holderOf(d) === 'goz');
  const task = w.deals.entry(deal).state.tasks.find((t) => isOpen(t) && t.assignee === 'goz')!;
  const registered = (authorId: number) => {
    const id = files.store('default', { name: 'скан.pdf', content: PDF }, authorId).id;
    registerDocuments(w.deals, files, deal, {
      documents: [{ code: 'additionalFile', group: 'deal', files: [{ id }] }],
    });
    const file = documentFiles(w.deals, deal, 'additionalFile', 'deal').find((f) => f.id === id)!;
    return { id, documentId: file.document!.id! };
  };

  it("takes the user's own file uploaded within their open task out of the document", () => {
    const file = registered(goz.id);
    deleteDocumentFile(w.deals, deal, goz, file);
    expect(documentFiles(w.deals, deal, 'additionalFile', 'deal').map((f) => f.id)).not.toContain(file.id);
    expect(refusal(() => deleteDocumentFile(w.deals, deal, goz, file))).toEqual({
      kind: 'not-found',
      message: documentTexts.fileNotFound,
    });
  });

  it("refuses another user's file and one uploaded before the user's open task of the deal", () => {
    const before = { kind: 'forbidden', message: 'Невозможно удалить файл загруженный ранее' };
    expect(refusal(() => deleteDocumentFile(w.deals, deal, goz, registered(worker('underwriter').id)))).toEqual(before);
    const now = w.clock.now;
    w.clock.now = task.createdAt - 60_000;
    const early = registered(goz.id);
    w.clock.now = now;
    expect(refusal(() => deleteDocumentFile(w.deals, deal, goz, early))).toEqual(before);
    expect(documentFiles(w.deals, deal, 'additionalFile', 'deal').map((f) => f.id)).toContain(early.id);
  });
});

describe('who changes the files, and which deal a document id names', () => {
  const w = bookWorld();

  it('records a change of the files as a change, unless the user is an underwriter', () => {
    expect(fileChangesBy(['ROLE_GOZ'])).toEqual({ asChange: true });
    expect(fileChangesBy(['ROLE_CREDIT_INSPECTOR'])).toEqual({ asChange: true });
    expect(fileChangesBy(['ROLE_UNDERWRITER'])).toEqual({ asChange: false });
    expect(fileChangesBy(['ROLE_UNDERWRITER_CHIEF'])).toEqual({ asChange: false });
  });

  it('gives the deal of a document id the viewer sees; 404 for an id of no deal, or a deal unseen', () => {
    const viewer = { id: 12, roles: ['ROLE_VIEWER' as const], privileges: [] };
    const goz = { id: 2, roles: ['ROLE_GOZ' as const], privileges: [] };
    expect(visibleDealOfDocument(w.parts, viewer, (COLLECTION_ID_BASE + 3) * 1000 + 1)).toBe(3);
    expect(refusal(() => visibleDealOfDocument(w.parts, viewer, 1))).toMatchObject({
      message: documentTexts.fileNotFound,
    });
    const unseen = w.sample((d) => !w.lists.visible(goz, d));
    expect(refusal(() => visibleDealOfDocument(w.parts, goz, (COLLECTION_ID_BASE + unseen) * 1000 + 1))).toMatchObject({
      message: visibilityTexts.dealNotFound,
    });
  });
});
