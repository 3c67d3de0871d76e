import { describe, expect, it } from 'vitest';
import { bookWorld, refusal } from '../deal-book/fixtures';
import { documentFiles, documentTexts, registerDocuments } from './documents';
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
