import { describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { bookWorld } from '../../testing/deal-book-fixtures';
import { SALE_POINTS } from '../world/seed/catalog-places';
import { extractPages, mergePdf, pageDocumentCode, renderPdf } from './pdf';
import { carPng, portraitPng } from './png';
import { annuity, decisionFacts, money, renderSeededFile, seededLayout, type RenderInput } from './render';
import { SEEDED_FILES } from './seeded-files';

const w = bookWorld();
const kind = (code: string, holder = 'client') => SEEDED_FILES.find((k) => k.code === code && k.holder === holder)!;
const row = Array.from({ length: w.world.deals.count }, (_, d) => d).find((r) => {
  const s = w.deals.currentSource(r);
  return s.documents.loanAgreement && s.client.passport.series && s.spouse && s.client.driverPassport;
})!;
const source = w.deals.currentSource(row);
const input = (code: string, holder?: string): RenderInput => ({
  kind: kind(code, holder),
  source,
  seed: w.world.seed,
  salePoint: SALE_POINTS[w.world.deals.salePoint[row]!]!.name,
  decision: decisionFacts(w.world, row),
  createdAt: '2026-11-20T10:15:00+03:00',
});
/** Every text of a layout (labels, values, paragraphs) on one line each. */
const texts = (i: RenderInput) =>
  seededLayout(i)
    .pages.flat()
    .flatMap((b) =>
      b.kind === 'field'
        ? [b.label, b.value ?? '']
        : b.kind === 'photo'
          ? b.fields.flat().map((x) => x ?? '')
          : 'text' in b
            ? [b.text]
            : [],
    );
const day = (date: string) => date.split('-').reverse().join('.');

describe('the seeded documents’ pages', () => {
  it('put the person’s data on the passport scan: name, birth date and place, division, series and number', () => {
    const { client } = source;
    const layout = seededLayout(input('passport'));
    expect(layout.scan).toBe(true);
    expect(layout.edge).toBe(`${client.passport.series} ${client.passport.number}`);
    expect(layout.pages).toHaveLength(2);
    expect(texts(input('passport'))).toEqual(
      expect.arrayContaining([
        client.surName!,
        client.firstName!,
        client.middleName!,
        day(client.birthDate!),
        client.bornPlace!,
        client.passport.divisionName!,
        client.passport.divisionCode!,
        client.addressRegistration!.value,
      ]),
    );
    expect(texts(input('spousePassport', 'spouse'))).toContain(source.spouse!.surName);
  });

  it('put the licence, the consent, the contract and the decision’s figures on theirs', () => {
    const licence = source.client.driverPassport!;
    expect(texts(input('driverLicense'))).toContain(`${licence.series} ${licence.number}`);
    expect(texts(input('consentToPPD')).join(' ')).toContain(source.client.passport.series!);
    expect(texts(input('carContract')).join(' ')).toContain(source.vin!);
    const decision = decisionFacts(w.world, row)!;
    expect(texts(input('priorApproval'))).toEqual(expect.arrayContaining([money(decision.amount), decision.label]));
    expect(seededLayout(input('loanAgreement')).stamp).toBeUndefined();
    const signed = {
      ...input('loanAgreement'),
      kind: SEEDED_FILES.find((k) => k.code === 'loanAgreement' && k.type === 'signed')!,
    };
    expect(seededLayout(signed).stamp).toBe('ПОДПИСАНО');
  });

  it('write money the Russian way and the annuity payment', () => {
    expect(money(1_234_567.5)).toBe('1 234 567,50 руб.');
    expect(money(null)).toBeNull();
    expect(annuity(1_200_000, 12, 0)).toBe(100_000);
    expect(Math.round(annuity(1_000_000, 60, 12))).toBe(22_244);
  });
});

describe('the PDFs and pictures', () => {
  it('are valid and the same for the same input (Cyrillic in DejaVu Sans)', async () => {
    const spec = {
      title: 'Проверка',
      date: new Date('2026-11-20T07:15:00Z'),
      pages: [
        [{ kind: 'title' as const, text: 'Проверка кириллицы: ёЁ' }],
        [{ kind: 'text' as const, text: 'Вторая' }],
      ],
    };
    const [a, b] = [await renderPdf(spec), await renderPdf(spec)];
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
    const pdf = await PDFDocument.load(a);
    expect(pdf.getPageCount()).toBe(2);
    expect(pdf.getTitle()).toBe('Проверка');
    expect(pdf.getCreationDate()?.toISOString()).toBe('2026-11-20T07:15:00.000Z');
    expect(portraitPng(7).equals(portraitPng(7))).toBe(true);
    expect(portraitPng(7).equals(portraitPng(8))).toBe(false);
    expect(carPng(1).subarray(1, 4).toString()).toBe('PNG');
  });

  it('merge PDFs page by page, an image on a page of its own, and a page for a file that cannot be read', async () => {
    const two = await renderPdf({ title: 'a', date: new Date(0), pages: [[], []] });
    const parts = [
      { name: 'a.pdf', mimeType: 'application/pdf', content: two },
      { name: 'photo.png', mimeType: 'image/png', content: portraitPng(1) },
      { name: 'car.png', mimeType: 'image/png', content: carPng(1) },
      { name: 'broken.pdf', mimeType: 'application/pdf', content: Buffer.from('%PDF-1.7\nnot really') },
      { name: 'note.txt', mimeType: 'text/plain', content: Buffer.from('hello') },
    ];
    const merged = await PDFDocument.load(await mergePdf(parts, 'Пакет', new Date(0)));
    expect(merged.getPageCount()).toBe(6);
    const [portrait, landscape] = [merged.getPage(2), merged.getPage(3)];
    expect(portrait.getWidth()).toBeLessThan(portrait.getHeight());
    expect(landscape.getWidth()).toBeGreaterThan(landscape.getHeight());
    expect(merged.getTitle()).toBe('Пакет');
  });
});

describe('the print forms’ barcode', () => {
  it('is on every page of a print form (signing, schedule, release), on no other file, and survives a merge', async () => {
    const codes = async (bytes: Uint8Array) => (await PDFDocument.load(bytes)).getPages().map(pageDocumentCode);
    const agreement = await renderSeededFile(input('loanAgreement'));
    const schedule = await renderSeededFile(input('paymentSchedule'));
    const passport = await renderSeededFile(input('passport'));
    expect(await codes(agreement)).toEqual(['loanAgreement']);
    const schedulePages = await codes(schedule);
    expect(schedulePages.length).toBeGreaterThan(0);
    expect(new Set(schedulePages)).toEqual(new Set(['paymentSchedule']));
    expect(new Set(await codes(passport))).toEqual(new Set([null]));
    const part = (content: Uint8Array) => ({ name: 'f.pdf', mimeType: 'application/pdf', content });
    const merged = await mergePdf([part(passport), part(agreement)], 'Пакет', new Date(0));
    const mergedCodes = await codes(merged);
    expect(mergedCodes.at(-1)).toBe('loanAgreement');
    expect(await codes(await extractPages(merged, [mergedCodes.length - 1], 'Договор', new Date(0)))).toEqual([
      'loanAgreement',
    ]);
  });
});
