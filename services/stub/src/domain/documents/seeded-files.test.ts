import { describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { bookWorld } from '../../testing/deal-book-fixtures';
import { FileStore } from './file-store';
import { DocumentContents } from './file-content';
import { SEEDED_FILES, seededFileId, seededFileOf, stageTimes } from './seeded-files';

const w = bookWorld();
const rows = Array.from({ length: w.world.deals.count }, (_, d) => d);
const documentsOf = (row: number) => w.deals.currentSource(row).documents;
const contents = new DocumentContents({ world: w.world, deals: w.deals, files: new FileStore() });

describe('the seeded deals’ files', () => {
  it('come with each stage the deal reached: none before data entry, the print forms from the signing on, the signed ones after it', () => {
    for (const row of rows) {
      const times = stageTimes(w.world, row);
      const documents = documentsOf(row);
      const source = w.deals.currentSource(row);
      expect(Boolean(documents.passport), `deal row ${row}`).toBe(times.application !== undefined);
      expect(Boolean(documents.loanAgreement)).toBe(times.printing !== undefined);
      expect(documents.loanAgreement?.files.map((f) => f.type) ?? []).toEqual(
        times.printing === undefined ? [] : times.signing === undefined ? ['default'] : ['default', 'signed'],
      );
      expect(Boolean(documents.loanOrder)).toBe(times.release !== undefined);
      expect(Boolean(documents.spousePassport)).toBe(times.application !== undefined && source.spouse !== null);
      expect(Boolean(documents.thirdFaceConsent)).toBe(times.application !== undefined && source.thirdFace !== null);
      if (times.application === undefined) expect(documents).toEqual({});
      // The decision file is made from the last decision, not kept in the deal's data.
      expect(documents.priorApproval).toBeUndefined();
    }
    const withFiles = rows.filter((r) => documentsOf(r).passport);
    expect(withFiles.length).toBeGreaterThan(100);
    expect(rows.some((r) => documentsOf(r).loanAgreement)).toBe(true);
    // a deal at the signing has the print forms, not yet the signed copies
    expect(rows.some((r) => documentsOf(r).loanAgreement?.files.length === 1)).toBe(true);
    expect(rows.some((r) => documentsOf(r).additionalFile)).toBe(true);
    expect(rows.some((r) => documentsOf(r).underwriterFile)).toBe(true);
  });

  it('give each file an id naming its deal and kind, a type, and a time before the stage was reached', () => {
    const row = rows.find((r) => stageTimes(w.world, r).signing !== undefined && documentsOf(r).loanAgreement)!;
    const times = stageTimes(w.world, row);
    const documents = documentsOf(row);
    const agreement = documents.loanAgreement!;
    expect(agreement).toMatchObject({ code: 'loanAgreement', group: 'accountSign', title: 'Кредитный договор' });
    expect(agreement.files.map((f) => f.type)).toEqual(['default', 'signed']);
    for (const document of Object.values(documents)) {
      for (const file of document.files) {
        const found = seededFileOf(file.id)!;
        expect(found.row).toBe(row);
        expect(found.kind.code).toBe(document.code);
        expect(file.path).toBe(`/api/file/get/${file.id}`);
        expect(Date.parse(file.createdAt!)).toBeLessThan(times[found.kind.stage]!);
      }
    }
    expect(seededFileOf(9_000_001)).toBeUndefined();
    expect(seededFileOf(seededFileId(row, 31))).toBeUndefined();
    expect(new Set(SEEDED_FILES.map((k) => k.slot)).size).toBe(SEEDED_FILES.length);
  });

  it('are the same for the same seed', () => {
    const again = bookWorld();
    for (const row of rows.slice(0, 60)) expect(again.deals.currentSource(row).documents).toEqual(documentsOf(row));
  });

  it('are made when asked for: a PDF of the person’s data, the same bytes every time', async () => {
    const row = rows.find((r) => documentsOf(r).passport && w.deals.currentSource(r).client.passport.series)!;
    const client = w.deals.currentSource(row).client;
    const [file] = documentsOf(row).passport!.files;
    const first = await contents.get(file!.id);
    expect(first).toMatchObject({ name: `Паспорт_${client.surName}.pdf`, mimeType: 'application/pdf' });
    const pdf = await PDFDocument.load(first.content);
    expect(pdf.getPageCount()).toBe(2);
    expect(pdf.getTitle()).toBe('Паспорт клиента');
    const fresh = new DocumentContents({ world: w.world, deals: w.deals, files: new FileStore() });
    expect(Buffer.from((await fresh.get(file!.id)).content).equals(Buffer.from(first.content))).toBe(true);
  });

  it('answers the photos as PNG pictures, and 404 for a file the deal does not have', async () => {
    const row = rows.find((r) => documentsOf(r).clientPhoto)!;
    const photo = await contents.get(documentsOf(row).clientPhoto!.files[0]!.id);
    expect(photo.mimeType).toBe('image/png');
    expect(Buffer.from(photo.content).subarray(1, 4).toString()).toBe('PNG');
    const bare = rows.find((r) => !documentsOf(r).passport)!;
    await expect(contents.get(seededFileId(bare, 0))).rejects.toMatchObject({ kind: 'not-found' });
    await expect(contents.get(seededFileId(10_000, 0))).rejects.toMatchObject({ kind: 'not-found' });
  });
});
