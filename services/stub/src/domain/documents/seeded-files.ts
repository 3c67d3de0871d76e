import type { StoredFile } from '@autocredit/generated/api';
import {
  ACCOUNT_SIGN_DOCUMENTS,
  ADDITIONAL_FILE,
  APPLICATION_DOCUMENTS,
  RELEASE_DOCUMENTS,
  SIGN_DOCUMENTS,
  UNDERWRITER_FILES,
} from '../forms/sections/documents';
import type { DocumentSource, FormSource } from '../forms/source';
import { Random, mix } from '../world/seed/prng';
import { COLLECTION_ID_BASE } from '../world/records';
import { isoAt } from '../world/time';
import type { World } from '../world/world';
import { SEEDED_FILES, type Holder, type SeededFileKind, type Stage } from './seeded-file-kinds';

export { SEEDED_FILES, type Holder, type RenderKind, type SeededFileKind, type Stage } from './seeded-file-kinds';

/**
 * The files the seeded deals come with (001 §2.7: the documents of the groups client, deal, spouse, car, thirdFace,
 * underwriterFiles and the signing groups). Nothing of them is stored: a file's id names its deal and its kind
 * (`SEEDED_FILE_BASE + deal row × 32 + slot`), and its content is made from the deal's data when it is downloaded.
 */
export const SEEDED_FILE_BASE = 200_000_000;
const SLOTS_PER_DEAL = 32;
const MINUTE = 60_000;

/** The task whose opening makes the account documents' print forms. */
const PRINTING_TASK = 'sign_documents';
const STAGE_TASKS: Readonly<Record<Exclude<Stage, 'decision' | 'printing'>, readonly string[]>> = {
  application: ['goz_data_entry', 'fast_decision_person'],
  underwriting: ['underwriter_check'],
  signing: ['sign_documents'],
  release: ['release_decision'],
};

/** The slot of the passport's earlier scan (only in the previous snapshots of the seeded deals). */
export const EARLIER_PASSPORT_SLOT = 25;
/** The slot of the preliminary-decision file (made from the deal's last decision, not kept in the deal's data). */
export const DECISION_SLOT = 24;

const TITLES: Readonly<Record<string, string>> = {
  ...Object.fromEntries(
    [
      ...APPLICATION_DOCUMENTS,
      ...SIGN_DOCUMENTS,
      ...ACCOUNT_SIGN_DOCUMENTS,
      ...RELEASE_DOCUMENTS,
      ...UNDERWRITER_FILES,
      ...ADDITIONAL_FILE,
    ].map((s) => [s.doc.code, s.doc.title]),
  ),
  clientPhoto: 'Фотография клиента',
  carPhoto: 'Фотография автомобиля',
  spousePassport: 'Паспорт супруга(и)',
  spouseConsent: 'Согласие супруга(и) на обработку персональных данных',
  thirdFaceConsent: 'Согласие третьего лица на обработку персональных данных',
  priorApproval: 'Предварительное решение',
};

const LIMITS: Readonly<Record<string, number>> = { consentToPPD: 5 };

/** The title of a document of this code (the code itself when the stub knows none). */
export const documentTitle = (code: string): string => TITLES[code] ?? code;

/** The codes in the order of the catalogue: a seeded document's number in its collection is its code's place + 1. */
const CODES = [...new Set(SEEDED_FILES.map((f) => f.code))];

/** The id of a seeded document of the deal (the collection's id × 1000 + its number, as documents.ts gives them). */
export const seededDocumentId = (row: number, code: string): number =>
  (COLLECTION_ID_BASE + row) * 1000 + CODES.indexOf(code) + 1;

export const seededFileId = (row: number, slot: number): number => SEEDED_FILE_BASE + row * SLOTS_PER_DEAL + slot;

/** The deal (row) and kind of a seeded file id; undefined for any other id. */
export function seededFileOf(id: number): { row: number; kind: SeededFileKind } | undefined {
  if (!Number.isSafeInteger(id) || id < SEEDED_FILE_BASE) return undefined;
  const offset = id - SEEDED_FILE_BASE;
  const found = SEEDED_FILES[offset % SLOTS_PER_DEAL];
  return found && { row: Math.floor(offset / SLOTS_PER_DEAL), kind: found };
}

/**
 * When the deal (a world row) reached each stage it has reached: the closing of its stage's first task; the
 * printing (the print forms of the account documents made for the client to sign) when its first signing task
 * (`sign_documents`) was opened.
 */
export function stageTimes(world: World, row: number): Partial<Record<Stage, number>> {
  const times: Partial<Record<Stage, number>> = {};
  const { tasks } = world;
  for (let t = world.deals.firstTask[row]!; t >= 0; t = tasks.nextOfDeal[t]!) {
    const key = world.taskKind(t).key;
    if (key === PRINTING_TASK && times.printing === undefined) times.printing = tasks.created[t]!;
    const closed = tasks.closedAt[t]!;
    if (Number.isNaN(closed)) continue;
    for (const [stage, keys] of Object.entries(STAGE_TASKS) as [Stage, readonly string[]][]) {
      if (keys.includes(key) && times[stage] === undefined) times[stage] = closed;
    }
  }
  const decision = world.deals.lastDecision[row]!;
  if (decision >= 0) times.decision = world.decisions.at[decision]!;
  return times;
}

const surnameOf = (source: FormSource, holder: Holder) => source[holder]?.surName ?? 'клиента';

/** The file name of a seeded file of the deal. */
export const seededFileName = (kind: SeededFileKind, source: FormSource): string =>
  kind.name.replace('{surname}', surnameOf(source, kind.holder)).replace('{dealId}', String(source.deal.id));

function present(kind: SeededFileKind, source: FormSource, random: Random): boolean {
  const draw = random.next();
  if (kind.share !== undefined && draw >= kind.share) return false;
  switch (kind.needs) {
    case 'spouse':
      return source.spouse !== null;
    case 'thirdFace':
      return source.thirdFace !== null;
    case 'licence':
      return source.client.driverPassport !== null;
    case 'salary':
      return (source.client.work?.salary ?? 0) > 0;
    case 'car':
      return source.car !== null;
    default:
      return true;
  }
}

/** The seeded file of a kind as the deal's data shows it: uploaded some minutes before its stage was reached. */
export function seededFile(
  world: World,
  row: number,
  kind: SeededFileKind,
  source: FormSource,
  stageAt: number,
): StoredFile {
  const random = new Random(mix(world.seed, world.dealId(row), kind.slot), 'document-file');
  const earlier = kind.slot === EARLIER_PASSPORT_SLOT ? 3 * 60 : 0;
  const createdAt = stageAt - (random.int(2, 55) + earlier) * MINUTE;
  return {
    id: seededFileId(row, kind.slot),
    name: seededFileName(kind, source),
    path: `/api/file/get/${seededFileId(row, kind.slot)}`,
    mimeType: kind.mimeType,
    createdAt: isoAt(createdAt),
    type: kind.type,
    comments: [],
  };
}

/**
 * The documents a seeded deal (a world row) comes with, by code: those of each stage it has reached (the
 * application's when data entry closed, the underwriter's file of half the deals past the underwriter, the signed
 * documents after the signing, the release's after the release decision), each with its files; the spouse's, the
 * third person's, the driving licence, the income statement and the car's only when the deal has them. The
 * preliminary decision (`priorApproval`) is not among them: it is made from the deal's last decision when asked for.
 * Deterministic from the world's seed and the deal.
 */
export function seededDocuments(world: World, row: number, source: FormSource): Record<string, DocumentSource> {
  const times = stageTimes(world, row);
  const random = new Random(mix(world.seed, world.dealId(row)), 'documents');
  const documents: Record<string, DocumentSource> = {};
  for (const kind of SEEDED_FILES) {
    if (kind.slot === DECISION_SLOT || kind.slot === EARLIER_PASSPORT_SLOT) continue;
    const at = times[kind.stage];
    // Every kind draws, so that one kind's presence does not move the others' draws.
    if (!present(kind, source, random) || at === undefined) continue;
    const document = (documents[kind.code] ??= {
      code: kind.code,
      group: kind.group,
      title: documentTitle(kind.code),
      files: [],
      limit: LIMITS[kind.code] ?? null,
      id: seededDocumentId(row, kind.code),
      uploadedBy: {},
    });
    document.files.push(seededFile(world, row, kind, source, at));
  }
  return documents;
}

/** The id wanted when no document of the collection has it, else the collection's next one (as uploads give them). */
function freeDocumentId(documents: Record<string, DocumentSource>, wanted: number): number {
  const ids = Object.values(documents).flatMap((d) => (d.id === undefined ? [] : [d.id]));
  return ids.includes(wanted) ? Math.max(wanted, ...ids) + 1 : wanted;
}

/**
 * The print forms a task needs when it opens (the bank's documents for the client to sign, 002 §2): the account
 * documents' when the signing (`sign_documents`) opens, the release's (guarantees and payments) when the release's
 * signing (`release_sign`) opens.
 */
const PRINT_FORM_STAGES: Readonly<Record<string, Stage>> = { sign_documents: 'printing', release_sign: 'release' };

/**
 * The deal's documents with the print forms a task opened at `at` needs (`PRINT_FORM_STAGES`): each generated file
 * (type `default`) of that stage the deal lacks is added to its document (a document it does not have yet comes with
 * the seeded id, or the collection's next one when another document has it). The same documents when the task needs
 * none or the deal has them all.
 */
export function withPrintForms(
  world: World,
  row: number,
  source: FormSource,
  taskKey: string,
  at: number,
): Record<string, DocumentSource> {
  const stage = PRINT_FORM_STAGES[taskKey];
  if (!stage) return source.documents;
  let documents = source.documents;
  for (const kind of SEEDED_FILES) {
    if (kind.stage !== stage || kind.type !== 'default') continue;
    const file = seededFile(world, row, kind, source, at);
    const current = documents[kind.code];
    if (current?.files.some((f) => f.id === file.id)) continue;
    const document: DocumentSource = current ?? {
      code: kind.code,
      group: kind.group,
      title: documentTitle(kind.code),
      files: [],
      limit: LIMITS[kind.code] ?? null,
      id: freeDocumentId(documents, seededDocumentId(row, kind.code)),
      uploadedBy: {},
    };
    documents = { ...documents, [kind.code]: { ...document, files: [file, ...document.files] } };
  }
  return documents;
}
