import { PDFDocument } from 'pdf-lib';
import type { GetRecognizeProgressEvent } from '@autocredit/generated/api';
import type { DealBook } from '../deal-book';
import { DomainError } from '../errors';
import { registerDocuments, type FileChangeOptions } from '../uploads/documents';
import type { FileStore, StoredUpload } from '../uploads/file-store';
import { mergePdf, type MergePart } from './pdf';

/** The bulk upload's texts (002 §8) and the stub's. */
export const bulkTexts = {
  uploadFailed: 'Ошибка загрузки файлов',
  recognitionFailed: 'Ошибка распознавания файлов',
  noFiles: 'Выберите файлы',
  tooMany: (n: number) => `Не более ${n} файлов за раз`,
  tooLarge: (mb: number) => `Размер файлов превышает ${mb} МБ`,
  fileNotFound: 'Файл не найден',
  progressTitle: 'Распознавание документов',
} as const;

export const MAX_BULK_FILES = 25;
export const MAX_BULK_BYTES = 50 * 1024 * 1024;
/** The merged file's name. */
export const MERGED_NAME = 'Пакет_документов.pdf';

const refused = (propertyPath: string, message: string) =>
  new DomainError('invalid', bulkTexts.uploadFailed, [{ propertyPath, message }]);

/**
 * The bulk upload (`POST /api/file/mergeFile/common`, 002 §4): each file is stored as an upload (the `default`
 * config: PDF, JPEG, PNG up to 20 MB; a refused one is 400 at `files[i]`), then all are merged, after the merged file
 * of `mergedFileId` when given (one of the same collection, else 400 at `mergedFileId`), into one PDF kept for the
 * collection. At most 25 files and 50 MB at once.
 */
export async function mergeUploads(
  files: FileStore,
  input: {
    uploads: ReadonlyArray<{ name: string; content: Buffer; truncated?: boolean }>;
    collectionId: number;
    mergedFileId?: number;
    authorId: number;
  },
): Promise<StoredUpload> {
  const { uploads, collectionId, mergedFileId, authorId } = input;
  if (uploads.length === 0) throw refused('files[]', bulkTexts.noFiles);
  if (uploads.length > MAX_BULK_FILES) throw refused('files[]', bulkTexts.tooMany(MAX_BULK_FILES));
  const total = uploads.reduce((sum, u) => sum + u.content.length, 0);
  if (total > MAX_BULK_BYTES) throw refused('files[]', bulkTexts.tooLarge(MAX_BULK_BYTES / 1024 / 1024));
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
  uploads.forEach((upload, i) => {
    try {
      const stored = files.store('default', upload, authorId);
      parts.push({ name: stored.name, mimeType: stored.mimeType, content: stored.content });
    } catch (error) {
      if (error instanceof DomainError) throw refused(`files[${i}]`, error.message);
      throw error;
    }
  });
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

/**
 * Starts recognising a bulk upload's merged file (`POST /api/file/recognizedMergedFile/{fileId}/common`): the file
 * must be a merged file of that collection (404 'Файл не найден' for an unknown one, 400 'Ошибка распознавания
 * файлов' at `collectionId` for another collection's). The stub's recognition files the merged file in the deal's
 * additional files (`additionalFile`, group `deal`, the default document, 001 §9) at once; its progress is one
 * `getRecognizeProgress` event per page (`load` 1…`total`), which the caller publishes one step apart.
 */
export async function recognizeMerged(
  book: DealBook,
  files: FileStore,
  input: { row: number; fileId: number; collectionId: number },
  options: FileChangeOptions = {},
): Promise<Recognition> {
  const { row, fileId, collectionId } = input;
  const file = files.get(fileId);
  if (file.collectionId !== collectionId) {
    throw new DomainError('invalid', bulkTexts.recognitionFailed, [
      { propertyPath: 'collectionId', message: bulkTexts.recognitionFailed },
    ]);
  }
  let total = 1;
  try {
    total = (await PDFDocument.load(file.content, { updateMetadata: false })).getPageCount();
  } catch {
    // A merged file is the stub's own PDF; one page of progress if it cannot be read.
  }
  registerDocuments(
    book,
    files,
    row,
    { documents: [{ code: 'additionalFile', group: 'deal', files: [{ id: fileId, type: 'default' }] }] },
    options,
  );
  const key = String(collectionId);
  const events = Array.from({ length: total }, (_, i) => ({
    type: 'getRecognizeProgress' as const,
    data: { [key]: { load: i + 1, total, title: bulkTexts.progressTitle, fileId } },
    error: null,
  }));
  return { events };
}
