import type { DocumentGroupEntry, FormField } from '@autocredit/generated/api';
import { describe, expect, it } from 'vitest';
import {
  admissibleFiles,
  canAddFiles,
  canMerge,
  canVerify,
  defaultTab,
  documentFieldsByCode,
  documentLimit,
  documentStepScope,
  fileMarker,
  formatCreated,
  groupDocuments,
  groupTabs,
  groupTitle,
  sizeHint,
  uploadRules,
  verification,
} from './documents';

const file = (id: number) => ({ id, name: `f${id}.pdf`, path: `/api/file/get/${id}` });
const doc = (more: Partial<DocumentGroupEntry> = {}): DocumentGroupEntry => ({
  id: 70400,
  code: 'additionalFile',
  title: 'Дополнительные файлы',
  limit: 25,
  additionalLoading: true,
  files: [file(1)],
  ...more,
});
const field = (attributes: FormField['attributes'], label = 'Паспорт клиента'): FormField => ({
  type: 'commonAsyncDocument',
  label,
  attributes,
});
const pdf = (name: string, size: number, type = 'application/pdf') => {
  const made = new File(['%PDF'], name, { type });
  Object.defineProperty(made, 'size', { value: size });
  return made;
};

describe('the documents screen rules', () => {
  it("scopes the deal page's document steps: the application's groups, the underwriter's files, the additional file", () => {
    expect(documentStepScope('commonDocuments')).toEqual({
      groups: ['client', 'deal', 'spouse', 'car', 'thirdFace'],
      others: true,
    });
    expect(documentStepScope('underwriterFiles')).toEqual({ groups: ['underwriterFiles'] });
    expect(documentStepScope('additionalFile')).toEqual({ groups: ['deal'], codes: ['additionalFile'] });
  });

  it("orders the tabs as the step's groups, then any other group, and opens 'deal' first (else the first)", () => {
    expect(groupTabs(['client', 'deal', 'car'], ['deal', 'generated', 'client'])).toEqual([
      'client',
      'deal',
      'car',
      'generated',
    ]);
    // the underwriter's files have a step of their own
    expect(groupTabs(['client', 'deal'], ['sign', 'underwriterFiles'])).toEqual(['client', 'deal', 'sign']);
    expect(defaultTab(['client', 'deal'])).toBe(1);
    expect(defaultTab(['client', 'car'])).toBe(0);
    expect(groupTitle('thirdFace')).toBe('Третье лицо');
    expect(groupTitle('unknownGroup')).toBe('unknownGroup');
  });

  it("adds an empty document for a field of the step the list lacks, and keeps only the step's codes", () => {
    const fields = documentFieldsByCode({
      passport: field({ documentCode: 'passport', documentGroup: 'client', limit: 4 }),
      group: { type: 'collection', children: { extra: field({ documentGroup: 'deal' }, 'Доп. файлы') } },
    });
    expect([...fields.keys()]).toEqual(['passport', 'additionalFile']);
    expect(groupDocuments('client', [], fields)).toEqual([
      {
        id: null,
        code: 'passport',
        title: 'Паспорт клиента',
        name: 'Паспорт клиента',
        limit: 4,
        additionalLoading: true,
        files: [],
      },
    ]);
    const listed = [doc({ code: 'carPhoto' }), doc()];
    expect(groupDocuments('deal', listed, fields, ['additionalFile']).map((d) => d.code)).toEqual(['additionalFile']);
    expect(groupDocuments('deal', [], new Map(), ['additionalFile'])).toEqual([]);
  });

  it('allows adding files with additionalLoading, below the limit (25 by default) and the upload privilege', () => {
    expect(canAddFiles(doc(), true)).toBe(true);
    expect(canAddFiles(doc(), false)).toBe(false);
    expect(canAddFiles(doc({ additionalLoading: false }), true)).toBe(false);
    expect(canAddFiles(doc({ limit: 1 }), true)).toBe(false);
    expect(documentLimit({ ...doc(), limit: undefined as unknown as number })).toBe(25);
  });

  it('offers merging with canMergeFiles and more than one file', () => {
    expect(canMerge(doc({ canMergeFiles: true, files: [file(1), file(2)] }))).toBe(true);
    expect(canMerge(doc({ canMergeFiles: true }))).toBe(false);
    expect(canMerge(doc({ canMergeFiles: false, files: [file(1), file(2)] }))).toBe(false);
  });

  it('offers verification where allowed, on a registered verifiable document with files', () => {
    expect(canVerify(doc({ verifiable: true }), true)).toBe(true);
    expect(canVerify(doc({ verifiable: true }), false)).toBe(false);
    expect(canVerify(doc({ verifiable: true, id: null }), true)).toBe(false);
    expect(canVerify(doc({ verifiable: false }), true)).toBe(false);
    expect(canVerify(doc({ verifiable: true, files: [] }), true)).toBe(false);
  });

  it('reads the last verification from the document, else from `verified`', () => {
    expect(verification(doc({ document: { code: 'a', group: 'deal', lastVerifying: { status: 'error' } } }))).toBe(
      'error',
    );
    expect(verification(doc({ verified: true }))).toBe('verified');
    expect(verification(doc({ verified: false }))).toBe('error');
    expect(verification(doc({ verified: null }))).toBeNull();
  });

  it('gives the size hint in Mb with two decimals and the creation time as DD.MM.YYYY HH:mm:ss', () => {
    expect(sizeHint(20971520)).toBe('20.00 Mb');
    expect(sizeHint(1572864)).toBe('1.50 Mb');
    expect(formatCreated('2026-11-20T10:15:07')).toBe('20.11.2026 10:15:07');
    expect(formatCreated(undefined)).toBe('');
  });

  it('marks a file changed or added since the previous snapshot', () => {
    const changes = { added: [3], changed: ['2'], deleted: [9] };
    expect(fileMarker(2, changes)).toBe('changed');
    expect(fileMarker(3, changes)).toBe('added');
    expect(fileMarker(9, changes)).toBeNull();
    expect(fileMarker(2, undefined)).toBeNull();
  });

  it("reads a field's upload rules: the config named or spelt out (types, size), allow_delete", () => {
    expect(uploadRules(undefined)).toEqual({ config: 'default', accept: '', maxSize: null, allowDelete: false });
    expect(
      uploadRules(
        field({
          config: { name: 'scans', maxSize: 2097152, mimeTypes: ['application/pdf', 'image/*'] },
          allow_delete: true,
        }),
      ),
    ).toEqual({ config: 'scans', accept: 'application/pdf,image/*', maxSize: 2097152, allowDelete: true });
  });

  it('keeps the chosen files within the room left, the size and the media types', () => {
    const rules = { accept: 'application/pdf,image/*', maxSize: 1000 };
    const chosen = [pdf('a.pdf', 10), pdf('big.pdf', 2000), pdf('b.png', 10, 'image/png'), pdf('c.doc', 10, 'x/doc')];
    const { files, overLimit, tooLarge, wrongType } = admissibleFiles(chosen, 1, rules);
    expect(files.map((f) => f.name)).toEqual(['a.pdf']);
    expect(overLimit).toBe(true);
    expect(tooLarge.map((f) => f.name)).toEqual(['big.pdf']);
    expect(wrongType.map((f) => f.name)).toEqual(['c.doc']);
    expect(admissibleFiles(chosen.slice(0, 1), 5, { accept: '', maxSize: null }).overLimit).toBe(false);
  });
});
