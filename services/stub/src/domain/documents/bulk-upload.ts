import { PDFDocument } from 'pdf-lib';
import type { DocumentGroup, DocumentUploadItem, GetRecognizeProgressEvent } from '@autocredit/generated/api';
import type { DealBook } from '../deal-book';
import { DomainError } from '../errors';
import { DEFAULT_FILE_LIMIT, registerDocuments, type FileChangeOptions } from './uploads';
import type { FileStore, StoredUpload } from './file-store';
import { extractPages, mergePdf, pageDocumentCode, type MergePart } from './pdf';
import { SEEDED_FILES, documentTitle } from './seeded-files';

/** The bulk upload's texts (002 §8) and the stub's. */
export const bulkTexts = {
  uploadFailed: 'Ошибка загрузки файлов',
  recognitionFailed: 'Ошибка распознавания файлов',
  noFiles: 'Выберите файлы',
  tooMany: (n: number) => `Не более ${n} файлов за раз`,
  tooLarge: (mb: number) => `Размер файлов превышает ${mb} МБ`,
  fileNotFound: 'Файл не найден',
  noCollection: 'Не указана коллекция документов',
  progressTitle: 'Распознавание документов',
} as const;

export const MAX_BULK_FILES = 25;
export const MAX_BULK_BYTES = 50 * 1024 * 1024;
/** The merged file's name. */
export const MERGED_NAME = 'Пакет_документов.pdf';

const refused = (propertyPath: string, message: string) =>
  new DomainError('invalid', bulkTexts.uploadFailed, [{ propertyPath, message }]);

/** A batch of files as a multipart body gave them: each one's name and bytes (`truncated`: cut at the size limit). */
export type UploadBatch = ReadonlyArray<{ name: string; content: Buffer; truncated?: boolean }>;

/** The checks of a whole batch (the bulk upload's and the short form's uploader's): some files, at most 25, 50 MB. */
export function checkBatch(uploads: UploadBatch): void {
  if (uploads.length === 0) throw refused('files[]', bulkTexts.noFiles);
  if (uploads.length > MAX_BULK_FILES) throw refused('files[]', bulkTexts.tooMany(MAX_BULK_FILES));
  const total = uploads.reduce((sum, u) => sum + u.content.length, 0);
  if (total > MAX_BULK_BYTES) throw refused('files[]', bulkTexts.tooLarge(MAX_BULK_BYTES / 1024 / 1024));
}

/**
 * Stores each file of a batch as an upload of the `default` config (PDF, JPEG, PNG up to 20 MB); a refused one is
 * 400 'Ошибка загрузки файлов' at `files[i]` with the reason. Call `checkBatch` first.
 */
export function storeBatch(files: FileStore, uploads: UploadBatch, authorId: number): StoredUpload[] {
  return uploads.map((upload, i) => {
    try {
      return files.store('default', upload, authorId);
    } catch (error) {
      if (error instanceof DomainError) throw refused(`files[${i}]`, error.message);
      throw error;
    }
  });
}

/**
 * The bulk upload (`POST /api/file/mergeFile/common`, 002 §4): each file is stored as an upload (the `default`
 * config: PDF, JPEG, PNG up to 20 MB; a refused one is 400 at `files[i]`), then all are merged, after the merged file
 * of `mergedFileId` when given (one of the same collection, else 400 at `mergedFileId`), into one PDF kept for the
 * collection. At most 25 files and 50 MB at once.
 */
export async function mergeUploads(
  files: FileStore,
  input: {
    uploads: UploadBatch;
    collectionId: number;
    mergedFileId?: number;
    authorId: number;
  },
): Promise<StoredUpload> {
  const { uploads, collectionId, mergedFileId, authorId } = input;
  checkBatch(uploads);
  const parts: MergePart[] = [];
  if (mergedFileId !== undefined) {
    let earlier: StoredUpload | undefined;
    try {
      earlier = files.get(mergedFileId);
    } catch {
      earlier = undefined;
    }
    if (!earlier || earlier.collectionId !== collectionId) throw refused('mergedFileId', bulkTexts.fileNotFound);
    parts.push({ name: earlier.name, mimeType: earlier.mimeType, content: earlier.content });
  }
  for (const stored of storeBatch(files, uploads, authorId)) {
    parts.push({ name: stored.name, mimeType: stored.mimeType, content: stored.content });
  }
  const content = await mergePdf(parts, 'Пакет документов', new Date(0));
  return files.keep(
    { name: MERGED_NAME, mimeType: 'application/pdf', content: Buffer.from(content), collectionId },
    authorId,
  );
}

/** A recognition started: the progress events to publish to the user, one per recognised page. */
export interface Recognition {
  events: GetRecognizeProgressEvent[];
}

/** The group of each document a print form may be (their codes are the barcodes the recognition reads). */
const PRINT_FORM_GROUPS: ReadonlyMap<string, DocumentGroup> = new Map(SEEDED_FILES.map((k) => [k.code, k.group]));

/** The name of the signed copy of a document the recognition found: its seeded signed file's, else its title's. */
function signedName(code: string): string {
  const kind = SEEDED_FILES.find((k) => k.code === code && k.type === 'signed');
  return kind ? kind.name : `${documentTitle(code).replace(/\s+/g, '_')}_подписано.pdf`;
}

/** The pages of the merged file by the document code each carries (null: none, or one the deal cannot take more of). */
async function pagesByDocument(
  content: Uint8Array,
  room: (code: string) => boolean,
): Promise<{ total: number; found: Map<string, number[]>; rest: number[] }> {
  let pdf: PDFDocument;
  try {
    pdf = await PDFDocument.load(content, { updateMetadata: false });
  } catch {
    // A merged file is the stub's own PDF; one page of progress, nothing recognised, if it cannot be read.
    return { total: 1, found: new Map(), rest: [] };
  }
  const found = new Map<string, number[]>();
  const rest: number[] = [];
  pdf.getPages().forEach((page, i) => {
    const code = pageDocumentCode(page);
    if (code !== null && PRINT_FORM_GROUPS.has(code) && room(code)) {
      found.set(code, [...(found.get(code) ?? []), i]);
    } else {
      rest.push(i);
    }
  });
  return { total: pdf.getPageCount(), found, rest };
}

/**
 * Recognises a bulk upload's merged file of a collection (404 for an unknown file, 400 at `collectionId` for
 * another collection's): each page whose barcode names a document (`PdfSpec.documentCode`) is filed as a signed file of
 * that document while it has room; the other pages go to the deal's additional files. Answers one
 * `getRecognizeProgress` event per page, which the caller publishes one step apart.
 */
export async function recognizeMerged(
  book: DealBook,
  files: FileStore,
  input: { row: number; fileId: number; collectionId: number; authorId: number },
  options: FileChangeOptions = {},
): Promise<Recognition> {
  const { row, fileId, collectionId, authorId } = input;
  const file = files.get(fileId);
  if (file.collectionId !== collectionId) {
    throw new DomainError('invalid', bulkTexts.recognitionFailed, [
      { propertyPath: 'collectionId', message: bulkTexts.recognitionFailed },
    ]);
  }
  const documents = book.entry(row).source.documents;
  const room = (code: string) => {
    const document = documents[code];
    const signed = document?.files.filter((f) => (f.type ?? 'default') !== 'default').length ?? 0;
    return signed < (document?.limit ?? DEFAULT_FILE_LIMIT);
  };
  const { total, found, rest } = await pagesByDocument(file.content, room);
  const date = new Date(file.createdAt);
  const keep = async (name: string, pages: number[]) => {
    const content = await extractPages(file.content, pages, name.replace(/\.pdf$/, ''), date);
    return files.keep({ name, mimeType: 'application/pdf', content: Buffer.from(content), collectionId }, authorId).id;
  };
  const items: DocumentUploadItem[] = [];
  for (const [code, pages] of found) {
    const id = await keep(signedName(code), pages);
    items.push({ code, group: PRINT_FORM_GROUPS.get(code)!, files: [{ id, type: 'signed' }] });
  }
  if (found.size === 0 || rest.length > 0) {
    const id = found.size === 0 ? fileId : await keep(MERGED_NAME, rest);
    items.push({ code: 'additionalFile', group: 'deal', files: [{ id, type: 'default' }] });
  }
  registerDocuments(book, files, row, { documents: items }, options);
  const key = String(collectionId);
  const events = Array.from({ length: total }, (_, i) => ({
    type: 'getRecognizeProgress' as const,
    data: { [key]: { load: i + 1, total, title: bulkTexts.progressTitle, fileId } },
    error: null,
  }));
  return { events };
}
