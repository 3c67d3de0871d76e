import type { DocumentGroup, DocumentUploadRequest, File as DocumentFile } from '@autocredit/generated/api';
import type { DealBook } from '../deal-book';
import { DomainError } from '../errors';
import type { DocumentSource } from '../forms/source';
import { isoAt } from '../world/time';
import { fileView, type FileStore } from './file-store';

export const documentTexts = {
  invalid: 'Ошибка валидации документа',
  limit: 'Достигнут лимит количества файлов',
  fileNotFound: 'Файл не найден',
  fileRegistered: 'Файл уже зарегистрирован в документе',
  uploaded: 'Документы успешно загружены',
} as const;

/** A document's most files when it gives none (002 §5). */
export const DEFAULT_FILE_LIMIT = 25;

const TITLES: Readonly<Record<string, string>> = { additionalFile: 'Дополнительные файлы' };

const refused = (propertyPath: string, message: string) =>
  new DomainError('invalid', documentTexts.invalid, [{ propertyPath, message }]);

/** The files of the deal's document of that code and group; none when there is no such document yet. */
export function documentFiles(book: DealBook, deal: number, code: string, group: DocumentGroup): DocumentFile[] {
  const document = book.entry(deal).source.documents[code];
  return document && document.group === group ? document.files : [];
}

/**
 * Registers uploaded files in documents of the deal's collection (the second step of an upload, 001 §4): each file
 * must be one stored by `POST /api/file/upload/...` and not registered yet; a document's signed files (type other
 * than `default`) may not exceed its limit (25 when it gives none); a document not in the deal yet is added. All or
 * nothing: a refusal changes nothing.
 */
export function registerDocuments(book: DealBook, files: FileStore, deal: number, request: DocumentUploadRequest) {
  const { source } = book.entry(deal);
  const documents: Record<string, DocumentSource> = { ...source.documents };
  const registered = new Set(Object.values(documents).flatMap((d) => d.files.map((f) => f.id)));
  request.documents.forEach((item, i) => {
    const current = documents[item.code];
    const document: DocumentSource = current
      ? { ...current, files: [...current.files] }
      : { code: item.code, group: item.group, title: TITLES[item.code] ?? item.code, files: [], limit: null };
    item.files.forEach((upload, j) => {
      if (registered.has(upload.id)) throw refused(`documents[${i}].files[${j}].id`, documentTexts.fileRegistered);
      let stored;
      try {
        stored = files.get(upload.id);
      } catch {
        throw refused(`documents[${i}].files[${j}].id`, documentTexts.fileNotFound);
      }
      const type = upload.type ?? 'default';
      const file: DocumentFile = {
        ...fileView(stored),
        createdAt: isoAt(stored.createdAt),
        type,
        document: { id: null, code: document.code, group: document.group, title: document.title },
      };
      document.files.push(file);
      registered.add(upload.id);
    });
    const signed = document.files.filter((f) => (f.type ?? 'default') !== 'default').length;
    if (signed > (document.limit ?? DEFAULT_FILE_LIMIT)) throw refused(`documents[${i}].files`, documentTexts.limit);
    documents[item.code] = document;
  });
  book.saveSource(deal, { ...source, documents });
}
