import type {
  DocumentGroup,
  DocumentUploadRequest,
  StoredFile,
  FileDeleteRequest,
  Role,
} from '@autocredit/generated/api';
import { inGroup } from '../auth/roles';
import type { DealBook } from '../deal-book';
import { dealChangeTexts } from '../deal-book/deal-changes';
import { visibleDeal } from '../deal-book/visibility';
import { DomainError } from '../errors';
import type { Lists } from '../lists/lists';
import type { Viewer } from '../lists/scope';
import type { DocumentSource, FormSource } from '../forms/source';
import { isOpen } from '../process';
import { documentTitle } from './seeded-files';
import { COLLECTION_ID_BASE } from '../world/records';
import type { World } from '../world/world';
import { isoAt } from '../world/time';
import { fileView, type FileStore } from './file-store';

export const documentTexts = {
  invalid: 'Ошибка валидации документа',
  limit: 'Достигнут лимит количества файлов',
  fileNotFound: 'Файл не найден',
  fileRegistered: 'Файл уже зарегистрирован в документе',
  uploaded: 'Документы успешно загружены',
} as const;

/**
 * A document's id is its collection's id × 1000 + its number in the collection (1, 2...), so that the id alone
 * (`POST /api/file/delete` sends only it and the file's) names the deal.
 */
const DOCUMENTS_PER_COLLECTION = 1000;

/** The deal (row) whose collection holds the document of that id (the caller checks that the deal exists). */
export const dealOfDocument = (documentId: number): number =>
  Math.floor(documentId / DOCUMENTS_PER_COLLECTION) - COLLECTION_ID_BASE;

/**
 * The deal (row) of the document of that id when the viewer sees it: 404 'Файл не найден' for an id of no deal,
 * 'Заявка не найдена' for a deal the viewer does not see.
 */
export function visibleDealOfDocument(parts: { world: World; lists: Lists }, viewer: Viewer, documentId: number) {
  const row = dealOfDocument(documentId);
  if (row < 0 || row >= parts.world.deals.count) throw new DomainError('not-found', documentTexts.fileNotFound);
  return visibleDeal(parts, viewer, parts.world.dealId(row));
}

/** The id the next document of the deal's collection gets. */
function nextDocumentId(deal: number, documents: Record<string, DocumentSource>): number {
  const numbers = Object.values(documents).map((d) => (d.id === undefined ? 0 : d.id % DOCUMENTS_PER_COLLECTION));
  const next = Math.max(0, ...numbers) + 1;
  if (next >= DOCUMENTS_PER_COLLECTION) throw new DomainError('invalid', documentTexts.limit);
  return (COLLECTION_ID_BASE + deal) * DOCUMENTS_PER_COLLECTION + next;
}

/** A file as its document shows it: with the document's id (null for a document not registered through uploads). */
const inDocument = (document: DocumentSource, file: StoredFile): StoredFile => ({
  ...file,
  document: {
    ...file.document,
    id: document.id ?? null,
    code: document.code,
    group: document.group,
    title: document.title,
  },
});

/** A document's most files when it gives none (002 §5). */
export const DEFAULT_FILE_LIMIT = 25;

const refused = (propertyPath: string, message: string) =>
  new DomainError('invalid', documentTexts.invalid, [{ propertyPath, message }]);

/** The files of the deal's document of that code and group; none when there is no such document yet. */
export function documentFiles(book: DealBook, deal: number, code: string, group: DocumentGroup): StoredFile[] {
  const document = book.entry(deal).source.documents[code];
  return document && document.group === group ? document.files.map((f) => inDocument(document, f)) : [];
}

/** How a change of the deal's files is kept: `asChange` also records it against the previous snapshot (not an underwriter's). */
export interface FileChangeOptions {
  asChange?: boolean;
}

/** How a user's change of a deal's files is kept: recorded as a change, unless the user is an underwriter. */
export const fileChangesBy = (roles: readonly Role[]): FileChangeOptions => ({
  asChange: !inGroup(roles, 'underwriters'),
});

/** Keeps the deal's new data, as a change since the previous snapshot when asked (the files' change markers). */
const keep = (book: DealBook, deal: number, source: FormSource, options: FileChangeOptions) =>
  options.asChange ? book.saveSourceChanges(deal, source) : book.saveSource(deal, source);

/**
 * Registers uploaded files in documents of the deal's collection (the second step of an upload, 001 §4): each file
 * must be one stored by `POST /api/file/upload/...` and not registered yet; a document's signed files (type other
 * than `default`) may not exceed its limit (25 when it gives none); a document not in the deal yet is added. All or
 * nothing: a refusal changes nothing.
 */
export function registerDocuments(
  book: DealBook,
  files: FileStore,
  deal: number,
  request: DocumentUploadRequest,
  options: FileChangeOptions = {},
) {
  const { source } = book.entry(deal);
  const documents: Record<string, DocumentSource> = { ...source.documents };
  const registered = new Set(Object.values(documents).flatMap((d) => d.files.map((f) => f.id)));
  request.documents.forEach((item, i) => {
    const current = documents[item.code];
    const document: DocumentSource = current
      ? { ...current, files: [...current.files], uploadedBy: { ...current.uploadedBy } }
      : { code: item.code, group: item.group, title: documentTitle(item.code), files: [], limit: null };
    document.id ??= nextDocumentId(deal, documents);
    document.uploadedBy ??= {};
    item.files.forEach((upload, j) => {
      if (registered.has(upload.id)) throw refused(`documents[${i}].files[${j}].id`, documentTexts.fileRegistered);
      let stored;
      try {
        stored = files.get(upload.id);
      } catch {
        throw refused(`documents[${i}].files[${j}].id`, documentTexts.fileNotFound);
      }
      const type = upload.type ?? 'default';
      const file: StoredFile = inDocument(document, {
        ...fileView(stored),
        createdAt: isoAt(stored.createdAt),
        type,
      });
      document.files.push(file);
      document.uploadedBy![String(upload.id)] = stored.authorId;
      registered.add(upload.id);
    });
    const signed = document.files.filter((f) => (f.type ?? 'default') !== 'default').length;
    if (signed > (document.limit ?? DEFAULT_FILE_LIMIT)) throw refused(`documents[${i}].files`, documentTexts.limit);
    documents[item.code] = document;
  });
  keep(book, deal, { ...source, documents }, options);
}

/**
 * Deletes a file of a document (`POST /api/file/delete`, 002 §7, §8): the file leaves the document. An administrator
 * deletes any (001 §6: the screen offers it where the document allows deletion). Anyone else only a file they
 * uploaded and registered, and, while they work a task of the deal, one uploaded since that task was created; any
 * other (seeded, another's, an earlier task's) is 403 'Невозможно удалить файл загруженный ранее'.
 * An unknown document or file of the deal is 404.
 */
export function deleteDocumentFile(
  book: DealBook,
  deal: number,
  actor: { id: number; username: string; roles: readonly Role[] },
  { id, documentId }: FileDeleteRequest,
  options: FileChangeOptions = {},
): void {
  const { source, state } = book.entry(deal);
  const entry = Object.entries(source.documents).find(([, d]) => d.id === documentId);
  const file = entry?.[1].files.find((f) => f.id === id);
  if (!entry || !file) throw new DomainError('not-found', documentTexts.fileNotFound);
  const [code, document] = entry;
  if (!actor.roles.includes('ROLE_ADMIN')) {
    if (document.uploadedBy?.[String(id)] !== actor.id)
      throw new DomainError('forbidden', dealChangeTexts.fileUploadedBefore);
    const started = state.tasks.filter((t) => isOpen(t) && t.assignee === actor.username).map((t) => t.createdAt);
    const uploadedAt = file.createdAt === undefined ? NaN : Date.parse(file.createdAt);
    if (started.length > 0 && !(uploadedAt >= Math.max(...started))) {
      throw new DomainError('forbidden', dealChangeTexts.fileUploadedBefore);
    }
  }
  const uploadedBy = { ...document.uploadedBy };
  delete uploadedBy[String(id)];
  const files = document.files.filter((f) => f.id !== id);
  keep(
    book,
    deal,
    { ...source, documents: { ...source.documents, [code]: { ...document, files, uploadedBy } } },
    options,
  );
}
