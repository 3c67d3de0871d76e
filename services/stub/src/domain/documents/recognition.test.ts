import { describe, expect, it } from 'vitest';
import type { PersonalDataConsentRequest } from '@autocredit/generated/api';
import { bookWorld } from '../../testing/deal-book-fixtures';
import { DomainError } from '../errors';
import { FileStore } from './file-store';
import { SALE_POINTS } from '../world/seed/catalog-places';
import { consentPdf } from './consent';
import { renderPdf } from './pdf';
import { pdfPageRuns, pdfPageTexts } from './pdf-text';
import { portraitPng } from './png';
import { isUploaderCollection, recognizeUploads, uploaderCollection } from './recognition';
import { COLLECTION_ID_BASE } from '../world/records';
import { derivedPerson, personFromText } from './recognized-person';
import { decisionFacts, renderSeededFile } from './render';
import { SEEDED_FILES } from './seeded-files';

const w = bookWorld();
const row = Array.from({ length: w.world.deals.count }, (_, d) => d).find((r) => {
  const c = w.deals.currentSource(r).client;
  return c.passport.series && c.addressRegistration && c.bornPlace && c.middleName;
})!;
const source = w.deals.currentSource(row);
const passportPdf = () =>
  renderSeededFile({
    kind: SEEDED_FILES.find((k) => k.code === 'passport' && k.holder === 'client')!,
    source,
    seed: w.world.seed,
    salePoint: SALE_POINTS[w.world.deals.salePoint[row]!]!.name,
    decision: decisionFacts(w.world, row),
    createdAt: '2026-11-20T10:15:00+03:00',
  });

const CONSENT: PersonalDataConsentRequest = {
  name: 'Иванов Иван Иванович',
  addressRegistration: 'г Москва, ул Тверская, д 7, кв 15',
  passportInfo: '4510 123456, выдан 20.11.2016 ГУ МВД России по г. Москве, код подразделения 770-001',
  oldFullName: 'Петров Иван Иванович',
  birthDate: '1985-04-12',
  bornPlace: 'г. Москва',
};
const AT = Date.UTC(2026, 10, 24, 9, 0);

const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  return { message: (error as DomainError).message, errors: (error as DomainError).fieldErrors };
};

describe('the recognition of a file', () => {
  it('reads the person and the passport from the text of the stub’s passport', async () => {
    const { client } = source;
    const recognized = personFromText(await pdfPageRuns(await passportPdf()));
    expect(recognized.person).toEqual({
      surName: client.surName,
      firstName: client.firstName,
      middleName: client.middleName,
      birthDate: client.birthDate,
      gender: client.gender,
      bornPlace: client.bornPlace,
      addressRegistration: { value: client.addressRegistration!.value },
    });
    expect(recognized.passport).toEqual({
      series: client.passport.series,
      number: client.passport.number,
      issueDate: client.passport.issueDate,
      divisionCode: client.passport.divisionCode,
      divisionName: client.passport.divisionName,
    });
  });

  it('reads the consent it generates back: the names, the birth date and place, the passport line, the address', async () => {
    const recognized = personFromText(await pdfPageRuns(await consentPdf(CONSENT, AT)));
    expect(recognized.person).toEqual({
      surName: 'Иванов',
      firstName: 'Иван',
      middleName: 'Иванович',
      birthDate: '1985-04-12',
      gender: null,
      bornPlace: 'г. Москва',
      addressRegistration: { value: 'г Москва, ул Тверская, д 7, кв 15' },
    });
    expect(recognized.passport).toEqual({
      series: '4510',
      number: '123456',
      issueDate: '2016-11-20',
      divisionCode: '770-001',
      divisionName: null,
    });
  });

  it('derives the same whole person from the same bytes, another from others', () => {
    const a = derivedPerson(portraitPng(1));
    expect(derivedPerson(portraitPng(1))).toEqual(a);
    expect(derivedPerson(portraitPng(2))).not.toEqual(a);
    expect(Object.values(a.person).every((v) => v !== null)).toBe(true);
    expect(Object.values(a.passport).every((v) => v !== null)).toBe(true);
    expect(a.passport.series).toMatch(/^\d{4}$/);
    expect(a.passport.number).toMatch(/^\d{6}$/);
    expect(a.passport.divisionCode).toMatch(/^\d{3}-\d{3}$/);
    expect(a.person.birthDate! < a.passport.issueDate!).toBe(true);
  });
});

describe('recognizeUploads', () => {
  it('stores the files in a new collection and reports a progress per file, then the data of the PDF with text', async () => {
    const files = new FileStore(() => AT);
    const passport = Buffer.from(await passportPdf());
    const { upload, events } = await recognizeUploads(files, {
      uploads: [
        { name: 'фото.png', content: Buffer.from(portraitPng(7)) },
        { name: 'C:\\scans\\паспорт.pdf', content: passport },
      ],
      authorId: 5,
    });
    const [photo, scan] = upload.files;
    expect(upload.collectionId).toBe(photo!.id);
    expect(upload.files).toEqual([
      { id: photo!.id, name: 'фото.png', mimeType: 'image/png', size: portraitPng(7).length },
      { id: scan!.id, name: 'паспорт.pdf', mimeType: 'application/pdf', size: passport.length },
    ]);
    const key = String(upload.collectionId);
    expect(events.map((e) => e.type)).toEqual(['getRecognizeProgress', 'getRecognizeProgress', 'getRecognizedData']);
    expect(events.slice(0, 2).map((e) => (e.data as Record<string, unknown>)[key])).toEqual([
      { load: 1, total: 2, title: 'Распознавание документов', fileId: photo!.id },
      { load: 2, total: 2, title: 'Распознавание документов', fileId: scan!.id },
    ]);
    const data = events[2]!.data as { collectionId: number; fileId: number; person: { surName: string } };
    // The photo has no text: the passport's text gives the person, not a person derived from the photo.
    expect(data).toMatchObject({ collectionId: upload.collectionId, fileId: scan!.id });
    expect(data.person.surName).toBe(source.client.surName);
    expect(isUploaderCollection(files, upload.collectionId, 5)).toBe(true);
    expect(isUploaderCollection(files, upload.collectionId, 6)).toBe(false);
    // The uploader may fill it again; another user, or a collection of no deal nobody made, is not found.
    const parts = { ...w.parts, files };
    const as = (id: number) => ({ id, roles: ['ROLE_UNDERWRITER' as const], privileges: [] });
    expect(() => uploaderCollection(parts, as(5), upload.collectionId)).not.toThrow();
    expect(() => uploaderCollection(parts, as(6), upload.collectionId)).toThrow(DomainError);
    expect(() => uploaderCollection(parts, as(5), 7)).toThrow('Заявка не найдена');
    // A deal's collection: the deal's visibility decides.
    expect(() => uploaderCollection(parts, as(6), COLLECTION_ID_BASE + row)).not.toThrow();
  });

  it('gives the person derived from the first file when no file has text, in the collection given', async () => {
    const files = new FileStore(() => AT);
    const blank = Buffer.from(await renderPdf({ title: 'Скан', date: new Date(0), pages: [[]] }));
    const { upload, events } = await recognizeUploads(files, {
      uploads: [
        { name: 'скан.pdf', content: blank },
        { name: 'фото.png', content: Buffer.from(portraitPng(8)) },
      ],
      collectionId: 90_010,
      authorId: 5,
    });
    expect(upload.collectionId).toBe(90_010);
    expect(events[2]).toEqual({
      type: 'getRecognizedData',
      data: { collectionId: 90_010, fileId: upload.files[0]!.id, ...derivedPerson(blank) },
      error: null,
    });
  });

  it('refuses no files, a file of another type and one too large, with the field of each', async () => {
    const files = new FileStore(() => AT);
    const input = (uploads: { name: string; content: Buffer; truncated?: boolean }[]) =>
      recognizeUploads(files, { uploads, authorId: 5 });
    expect(await refusal(input([]))).toEqual({
      message: 'Ошибка загрузки файлов',
      errors: [{ propertyPath: 'files[]', message: 'Выберите файлы' }],
    });
    const text = { name: 'a.txt', content: Buffer.from('паспорт') };
    const png = { name: 'a.png', content: Buffer.from(portraitPng(1)) };
    expect((await refusal(input([png, text]))).errors).toEqual([
      { propertyPath: 'files[1]', message: 'Недопустимый тип файла. Разрешены PDF, JPEG, PNG' },
    ]);
    expect((await refusal(input([{ ...png, truncated: true }]))).errors).toEqual([
      { propertyPath: 'files[0]', message: 'Размер файла превышает 20 МБ' },
    ]);
  });
});

describe('consentPdf', () => {
  it('prints the person’s data and the consent on one A4 page, the same bytes for the same data', async () => {
    const pdf = await consentPdf(CONSENT, AT);
    const [page, ...more] = await pdfPageTexts(pdf);
    expect(more).toEqual([]);
    const text = page!.join(' ');
    expect(page![0]).toBe('СОГЛАСИЕ НА ОБРАБОТКУ ПЕРСОНАЛЬНЫХ ДАННЫХ');
    for (const part of ['Иванов Иван Иванович', 'Петров Иван Иванович', '12.04.1985', 'г. Москва', 'ул Тверская']) {
      expect(text).toContain(part);
    }
    expect(text).toContain('4510 123456, выдан 20.11.2016');
    expect(text).toContain('даю согласие АО «Автокредит Банк» на обработку');
    expect(text).toContain('Дата: 24.11.2026');
    expect(Buffer.from(await consentPdf(CONSENT, AT)).equals(Buffer.from(pdf))).toBe(true);
  });

  it('leaves out the previous name when there is none', async () => {
    const [page] = await pdfPageTexts(await consentPdf({ ...CONSENT, oldFullName: null }, AT));
    expect(page).not.toContain('Прежние фамилия, имя, отчество');
    expect(page).toContain('Фамилия, имя, отчество');
  });
});
