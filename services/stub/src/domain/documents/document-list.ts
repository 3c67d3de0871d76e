import type {
  Comment,
  DocumentExample,
  DocumentGroupEntry,
  DocumentListResponse,
  StoredFile,
  FileComment,
} from '@autocredit/generated/api';
import type { DealBook } from '../deal-book';
import type { DocumentSource } from '../forms/source';
import {
  ACCOUNT_SIGN_DOCUMENTS,
  ADDITIONAL_FILE,
  RELEASE_DOCUMENTS,
  SIGN_DOCUMENTS,
  UNDERWRITER_FILES,
  type DocumentSlot,
} from '../forms/sections/documents';
import { DEFAULT_FILE_LIMIT } from './uploads';
import { isoAt } from '../world/time';
import type { World } from '../world/world';
import { VERIFIABLE_GROUPS, atRelease, dealDocuments } from './deal-documents';

/** The samples of documents (static files, `GET /api/file/download/static/{code}`). */
const EXAMPLES: Readonly<Record<string, DocumentExample[]>> = {
  passport: [{ code: 'examplePassportScan', mimeType: 'image/png' }],
  consentToPPD: [{ code: 'exampleConsentToPPD', mimeType: 'application/pdf' }],
  applicationForm: [{ code: 'exampleLoanApplication', mimeType: 'application/pdf' }],
  loanAgreement: [{ code: 'exampleLoanAgreement', mimeType: 'application/pdf' }],
  accountApplication: [{ code: 'exampleAccountApplication', mimeType: 'application/pdf' }],
};

/** Groups nobody uploads to: the generated documents and the service files (the decision). */
const CLOSED_GROUPS: readonly string[] = ['generated', 'service'];
/** What can be merged into one PDF. */
const MERGEABLE = ['application/pdf', 'image/png', 'image/jpeg'];
/** The statuses from which the deal's signing and release documents are due (their empty documents are listed). */
const SIGNING_STATUSES: readonly string[] = ['client_approved', 'approved', 'release', 'issued'];

type Entry = DocumentGroupEntry;

/** A file with its comments (002 §3 'File comment': text, user.fio) and its document. */
function fileOf(file: StoredFile, document: DocumentSource, comments: ReadonlyMap<number, FileComment[]>) {
  return {
    ...file,
    comments: comments.get(file.id) ?? [],
    document: {
      id: document.id ?? null,
      code: document.code,
      group: document.group,
      title: document.title,
      lastVerifying: document.lastVerifying ?? null,
    },
  };
}

function entryOf(document: DocumentSource, verifiable: boolean, comments: ReadonlyMap<number, FileComment[]>): Entry {
  const files = document.files.map((f) => fileOf(f, document, comments));
  const registered = document.id !== undefined;
  const last = document.lastVerifying ?? null;
  return {
    id: document.id ?? null,
    code: document.code,
    name: document.title,
    title: document.title,
    type: null,
    limit: document.limit ?? DEFAULT_FILE_LIMIT,
    signed: document.files.some((f) => (f.type ?? 'default') !== 'default'),
    canMergeFiles: registered && document.files.every((f) => MERGEABLE.includes(f.mimeType ?? '')),
    additionalLoading: !CLOSED_GROUPS.includes(document.group),
    verifiable: registered && verifiable && VERIFIABLE_GROUPS.includes(document.group),
    verified: last ? last.status === 'verified' : null,
    examples: EXAMPLES[document.code] ?? [],
    files,
    document: registered
      ? {
          id: document.id ?? null,
          code: document.code,
          group: document.group,
          title: document.title,
          files: document.files.map((f) => ({ ...f, comments: comments.get(f.id) ?? [] })),
          lastVerifying: last,
        }
      : null,
  };
}

/** The comments on the deal's files by file, as the documents show them (text, author, time). */
export function fileCommentsOf(comments: readonly Comment[]): Map<number, FileComment[]> {
  const byFile = new Map<number, FileComment[]>();
  for (const c of comments) {
    if (typeof c.entityId !== 'number') continue;
    const list = byFile.get(c.entityId) ?? [];
    list.push({ id: c.id, text: c.text, createdAt: isoAt(c.createdAt * 1000), user: { fio: c.user.fio } });
    byFile.set(c.entityId, list);
  }
  return byFile;
}

/**
 * The documents of the deal's collection by group (`GET /api/document/list/{collectionId}`, 001 §2.7, §3): every
 * document of the deal with its files (their comments, the document's last verification), and the documents one may
 * still upload to: the additional files (`deal`) and the underwriter's files always, the signing and release
 * documents once the client agreed to the credit (an empty document has id null). `groups`: only these groups, each
 * present (empty when it has nothing); none: every group that has documents. `verifiable` only while the deal is with
 * the release managers, for the signed and release groups.
 */
export function documentList(
  world: World,
  book: DealBook,
  row: number,
  comments: readonly Comment[],
  groups: readonly string[] = [],
): DocumentListResponse['result'] {
  const documents = dealDocuments(world, book, row);
  const byFile = fileCommentsOf(comments);
  const verifiable = atRelease(world, row);
  const slots: DocumentSlot[] = [...ADDITIONAL_FILE, ...UNDERWRITER_FILES];
  if (SIGNING_STATUSES.includes(world.statusOf(row).code)) {
    slots.push(...SIGN_DOCUMENTS, ...ACCOUNT_SIGN_DOCUMENTS, ...RELEASE_DOCUMENTS);
  }
  const all: DocumentSource[] = Object.values(documents);
  for (const slot of slots) if (!documents[slot.doc.code]) all.push(slot.doc);
  const result: Record<string, Entry[]> = {};
  for (const group of groups) result[group] = [];
  for (const document of all) {
    if (groups.length > 0 && !groups.includes(document.group)) continue;
    (result[document.group] ??= []).push(entryOf(document, verifiable, byFile));
  }
  return result;
}
