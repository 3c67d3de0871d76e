import type { DocumentGroupEntry, StoredFile } from '@autocredit/generated/api';
import { describe, expect, it } from 'vitest';
import {
  canPrintIn,
  canUploadSigned,
  exampleFileName,
  generatedFiles,
  panelGroups,
  registeredDocumentIds,
  signedFiles,
} from './account-documents';

const file = (id: number, type?: string): StoredFile => ({
  id,
  name: `${id}.pdf`,
  path: `/api/file/get/${id}`,
  ...(type !== undefined && { type }),
});
const doc = (more: Partial<DocumentGroupEntry> = {}): DocumentGroupEntry => ({
  id: 55012001,
  code: 'loanAgreement',
  limit: 2,
  additionalLoading: true,
  files: [file(1, 'default'), file(2, 'signed'), file(3), file(4, 'other'), file(5, 'generated')],
  ...more,
});

describe('the account documents', () => {
  it('tell the generated files (type default, generated or none) from the signed ones (any other type)', () => {
    expect(generatedFiles(doc()).map((f) => f.id)).toEqual([1, 3, 5]);
    expect(signedFiles(doc()).map((f) => f.id)).toEqual([2, 4]);
  });

  it('take a signed file while the signed ones are fewer than the limit (25 by default), with the privilege', () => {
    expect(canUploadSigned(doc({ limit: 3 }), true)).toBe(true);
    expect(canUploadSigned(doc({ limit: 2 }), true)).toBe(false);
    expect(canUploadSigned(doc({ limit: 3 }), false)).toBe(false);
    expect(canUploadSigned(doc({ limit: 3, additionalLoading: false }), true)).toBe(false);
    const many = Array.from({ length: 24 }, (_, i) => file(10 + i, 'signed'));
    // an answer without a limit (the contract's default)
    const unlimited = (files: StoredFile[]) => ({ code: 'x', files }) as unknown as DocumentGroupEntry;
    expect(canUploadSigned(unlimited(many), true)).toBe(true);
    expect(canUploadSigned(unlimited([...many, file(99, 'signed')]), true)).toBe(false);
  });

  it('hide printing in Firefox only', () => {
    expect(canPrintIn('Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0')).toBe(false);
    expect(canPrintIn('Mozilla/5.0 (iPhone) AppleWebKit/605.1.15 FxiOS/128.0 Mobile/15E148')).toBe(false);
    expect(canPrintIn('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36')).toBe(true);
  });

  it('list the groups asked for in their order, an absent one empty; the registered ids once each', () => {
    const release = doc({ id: 55012004, code: 'loanOrder' });
    const groups = panelGroups({ release: [release], accountSign: [doc(), doc({ id: null, code: 'x' })] }, [
      'accountSign',
      'release',
      'sign',
    ]);
    expect(groups.map((g) => [g.group, g.docs.length])).toEqual([
      ['accountSign', 2],
      ['release', 1],
      ['sign', 0],
    ]);
    expect(registeredDocumentIds([...groups, { docs: [doc()] }])).toEqual([55012001, 55012004]);
  });

  it('name an example after its code and media type', () => {
    expect(exampleFileName({ code: 'exampleConsentToPPD', mimeType: 'application/pdf' })).toBe(
      'exampleConsentToPPD.pdf',
    );
    expect(exampleFileName({ code: 'examplePassportScan', mimeType: 'image/png' })).toBe('examplePassportScan.png');
    expect(exampleFileName({ code: 'sample', mimeType: 'application/x-unknown' })).toBe('sample');
  });
});
