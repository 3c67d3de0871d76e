import type { DealBook } from '../deal-book';
import { dealOfCollection } from '../deal-book/visibility';
import { DomainError } from '../errors';
import type { DocumentSource } from '../forms/source';
import type { Lists } from '../lists/lists';
import type { Viewer } from '../lists/scope';
import type { World } from '../world/world';
import { decisionFacts } from './render';
import {
  DECISION_SLOT,
  SEEDED_FILES,
  documentTitle,
  seededDocumentId,
  seededFile,
  type SeededFileKind,
} from './seeded-files';

/** The texts of the documents' answers: the documents' own (001 §8) and the stub's. */
export const documentListTexts = {
  noDocuments: 'Нет документов',
  documentNotFound: 'Документ не найден',
  notVerifiable: 'Документ не подлежит проверке',
  verificationClosed: 'Проверка документов доступна только на этапе выдачи кредита',
  noFiles: 'В документе нет файлов',
} as const;

const DECISION_KIND = SEEDED_FILES.find((k) => k.slot === DECISION_SLOT) as SeededFileKind;

/**
 * The deal's documents (a world row) as they stand, by code: those of its form data (seeded, uploaded) and, once the
 * deal has a decision, the preliminary-decision file (`priorApproval`, group `service`), made from its last decision.
 * Reads the deal without touching it.
 */
export function dealDocuments(world: World, book: DealBook, row: number): Record<string, DocumentSource> {
  const source = book.currentSource(row);
  const decision = decisionFacts(world, row);
  if (!decision || source.documents.priorApproval) return source.documents;
  const file = seededFile(world, row, DECISION_KIND, source, decision.at);
  return {
    ...source.documents,
    priorApproval: {
      code: 'priorApproval',
      group: 'service',
      title: documentTitle('priorApproval'),
      files: [file],
      limit: null,
      id: seededDocumentId(row, 'priorApproval'),
    },
  };
}

export interface FoundDocument {
  row: number;
  code: string;
  document: DocumentSource;
}

/**
 * The document of that id (its id names its deal: collection × 1000 + number), or 404 'Документ не найден'. Whether
 * the user sees the deal is the caller's to check (`row`).
 */
export function documentById(world: World, book: DealBook, documentId: number): FoundDocument {
  const row = dealOfCollection(world, Math.floor(documentId / 1000));
  const entry =
    row === undefined
      ? undefined
      : Object.entries(dealDocuments(world, book, row)).find(([, d]) => d.id === documentId);
  if (row === undefined || !entry) throw new DomainError('not-found', documentListTexts.documentNotFound);
  return { row, code: entry[0], document: entry[1] };
}

/** The document of that id when the viewer sees its deal; 404 'Документ не найден' otherwise (also for a deal unseen). */
export function visibleDocument(
  parts: { world: World; lists: Lists; deals: DealBook },
  viewer: Viewer,
  documentId: number,
): FoundDocument {
  const found = documentById(parts.world, parts.deals, documentId);
  if (!parts.lists.visible(viewer, found.row)) throw new DomainError('not-found', documentListTexts.documentNotFound);
  return found;
}

/** The documents of these ids, each once, in order, each of a deal the viewer sees; none is 400 'Нет документов'. */
export function visibleDocuments(
  parts: { world: World; lists: Lists; deals: DealBook },
  viewer: Viewer,
  ids: readonly number[] | undefined,
): FoundDocument[] {
  const unique = [...new Set(ids ?? [])];
  if (unique.length === 0) {
    throw new DomainError('invalid', documentListTexts.noDocuments, [
      { propertyPath: 'ids[]', message: documentListTexts.noDocuments },
    ]);
  }
  return unique.map((id) => visibleDocument(parts, viewer, id));
}

/** The groups whose documents a release manager verifies (the signed documents and the release's, 002 §3). */
export const VERIFIABLE_GROUPS: readonly string[] = ['sign', 'accountSign', 'additionalSign', 'release'];

/** Whether the deal (row) is with the release managers: its open task is one of theirs (verification is allowed). */
export function atRelease(world: World, row: number): boolean {
  const task = world.deals.currentTask[row]!;
  return task >= 0 && world.taskState(task) !== 'closed' && world.taskKind(task).role === 'release-manager';
}

/**
 * Records a release manager's verification of a document (001 §4, `verified` or `error`): only a registered document
 * (an id, else 404) of a verifiable group (400 'Документ не подлежит проверке'), while the deal is with the release
 * managers (400 'Проверка документов доступна только на этапе выдачи кредита'), with files (400 'В документе нет
 * файлов'). The last verification is kept with the document (its time and the verifier's name).
 */
export function verifyDocument(
  world: World,
  book: DealBook,
  found: FoundDocument,
  status: 'verified' | 'error',
  by: { fio: string; at: string },
): void {
  const { row, code, document } = found;
  const refuse = (message: string) => new DomainError('invalid', message, [{ propertyPath: 'documentId', message }]);
  if (!VERIFIABLE_GROUPS.includes(document.group)) throw refuse(documentListTexts.notVerifiable);
  if (!atRelease(world, row)) throw refuse(documentListTexts.verificationClosed);
  if (document.files.length === 0) throw refuse(documentListTexts.noFiles);
  const source = book.entry(row).source;
  const stored = source.documents[code];
  if (!stored) throw new DomainError('not-found', documentListTexts.documentNotFound);
  book.saveSource(row, {
    ...source,
    documents: {
      ...source.documents,
      [code]: { ...stored, lastVerifying: { status, createdAt: by.at, userFio: by.fio } },
    },
  });
}
