import type { DocumentGroupEntry, FormField, SnapshotChangeSet } from '@autocredit/generated/api';
import { formatDateTime, parseDate } from '@/shared/lib/format-date';
import { DEFAULT_FILE_LIMIT, fileRules } from '@/shared/files';
import { VIEWER_FAILED } from '@/shared/ui/document-viewer/viewer-tools';

/** The texts of the documents screen (001 §8), copied as the seeds give them. */
export const documentTexts = {
  noDocuments: 'Нет документов',
  cannotLoadFile: 'Файл не может быть загружен',
  limitReached: 'Достигнут лимит количества файлов',
  registrationFailed: 'Ошибка валидации документа',
  cannotDelete: 'Невозможно удалить файл загруженный ранее',
  viewerFailed: VIEWER_FAILED,
  empty: 'Нет данных для отображения',
} as const;

/** Why a chosen file is not uploaded (the seeds give no words for the field configuration's checks). */
export const tooLargeText = (name: string, limit: string): string => `${name}: размер файла больше ${limit}`;
export const wrongTypeText = (name: string): string => `${name}: недопустимый тип файла`;

/** The default tab and upload group, and the default document code (001 §9). */
export const DEFAULT_GROUP = 'deal';
export const DEFAULT_CODE = 'additionalFile';

/** The Russian titles of the document groups (the contract's wording of 002 §9); an unknown group shows its code. */
const GROUP_TITLES: Readonly<Record<string, string>> = {
  client: 'Клиент',
  deal: 'Сделка',
  spouse: 'Супруг(а)',
  car: 'Автомобиль',
  thirdFace: 'Третье лицо',
  guarantor: 'Поручитель',
  coBorrower: 'Созаемщик',
  generated: 'Сформированные документы',
  employer: 'Работодатель',
  underwriterFiles: 'Файлы андеррайтера',
  releaseManagerFiles: 'Файлы менеджера по выдаче',
  sign: 'Для подписания',
  additionalSign: 'Дополнительные для подписания',
  service: 'Служебные',
  accountSign: 'Документы на подписание по счету',
  release: 'Документы на выдачу',
};

export const groupTitle = (group: string): string => GROUP_TITLES[group] ?? group;

/** Which documents a step of the deal page shows: its groups, and, when it is one document, its codes. */
export interface DocumentScope {
  groups: string[];
  codes?: string[];
  /** The other groups the deal has come after these ('and others', 001 §2.7), but those of their own steps. */
  others?: boolean;
}

/** The groups with a step of their own, never among another step's others. */
const OWN_STEP_GROUPS: readonly string[] = ['underwriterFiles'];

/**
 * The documents of the deal page's document steps (001 §2.1, §2.7): the application's groups, the underwriter's
 * files, the additional file of the deal.
 */
export function documentStepScope(step: 'commonDocuments' | 'underwriterFiles' | 'additionalFile'): DocumentScope {
  if (step === 'underwriterFiles') return { groups: ['underwriterFiles'] };
  if (step === 'additionalFile') return { groups: [DEFAULT_GROUP], codes: [DEFAULT_CODE] };
  return { groups: ['client', DEFAULT_GROUP, 'spouse', 'car', 'thirdFace'], others: true };
}

/** The groups that may make tabs: the step's, in their order, then any other the answer has (not an own step's). */
export function groupTabs(scope: readonly string[], answered: readonly string[]): string[] {
  return [...scope, ...answered.filter((g) => !scope.includes(g) && !OWN_STEP_GROUPS.includes(g))];
}

/** The tab opened first: 'deal' when it is there, else the first. */
export const defaultTab = (tabs: readonly string[]): number => Math.max(0, tabs.indexOf(DEFAULT_GROUP));

/** The upload rules of a document, from its field in the step's form (001 §5); none given: no client-side check. */
export interface UploadRules {
  /** The validation config of `POST /api/file/upload/{validateConfig}`. */
  config: string;
  /** The media types allowed ('' for any). */
  accept: string;
  /** The largest file in bytes, when the field says. */
  maxSize: number | null;
  /** The field's allow_delete. */
  allowDelete: boolean;
}

/** The rules of a document's field (`config` named or spelt out); the defaults without one. */
export function uploadRules(field: FormField | undefined): UploadRules {
  if (!field) return { config: 'default', accept: '', maxSize: null, allowDelete: false };
  const rules = fileRules(field);
  const config = field.attributes?.config;
  return {
    config: rules.config,
    accept: rules.accept,
    maxSize: typeof config === 'object' && config.maxSize ? config.maxSize : null,
    allowDelete: rules.allowDelete,
  };
}

/** The fields of a step's form that are documents, by document code (`documentCode`, else 'additionalFile'). */
export function documentFieldsByCode(fields: Record<string, FormField> | undefined): Map<string, FormField> {
  const found = new Map<string, FormField>();
  const visit = (list: Record<string, FormField> | undefined) => {
    for (const field of Object.values(list ?? {})) {
      if (field.type === 'commonAsyncDocument' || field.type === 'file') {
        found.set(field.attributes?.documentCode ?? DEFAULT_CODE, field);
      }
      if (field.children) visit(field.children);
    }
  };
  visit(fields);
  return found;
}

/**
 * The documents of a group as shown: those the list gives (only `codes` when the step is one document), and, for a
 * document field of the step in this group the list lacks, an empty document to upload to.
 */
export function groupDocuments(
  group: string,
  listed: readonly DocumentGroupEntry[],
  fields: ReadonlyMap<string, FormField>,
  codes?: readonly string[],
): DocumentGroupEntry[] {
  const shown = listed.filter((d) => !codes || codes.includes(d.code));
  for (const [code, field] of fields) {
    const rules = fileRules(field);
    if (rules.documentGroup !== group || shown.some((d) => d.code === code) || (codes && !codes.includes(code))) {
      continue;
    }
    const title = field.label ?? code;
    shown.push({ id: null, code, title, name: title, limit: rules.limit, additionalLoading: true, files: [] });
  }
  return shown;
}

/** A document's title (001 §3 `title`, 002 §3 `name`). */
export const documentTitle = (doc: DocumentGroupEntry): string => doc.title ?? doc.name ?? doc.code;

/** The most files a document holds: its limit, else 25 (001 §9). */
export const documentLimit = (doc: DocumentGroupEntry): number => doc.limit ?? DEFAULT_FILE_LIMIT;

/** Files may be added when the document allows more, it holds fewer than its limit and the user may upload (001 §5). */
export const canAddFiles = (doc: DocumentGroupEntry, canUpload: boolean): boolean =>
  canUpload && Boolean(doc.additionalLoading) && doc.files.length < documentLimit(doc);

/** Merging is offered when the document's files may be merged and there is more than one (001 §5). */
export const canMerge = (doc: DocumentGroupEntry): boolean => Boolean(doc.canMergeFiles) && doc.files.length > 1;

/**
 * Verification is offered to release managers where the screen allows it, on a registered document that is
 * verifiable and has files (001 §4).
 */
export const canVerify = (doc: DocumentGroupEntry, allowed: boolean): boolean =>
  allowed && typeof doc.id === 'number' && Boolean(doc.verifiable) && doc.files.length > 0;

/** The last verification of a document: `verified` (a check icon), `error` (a cross), or none. */
export function verification(doc: DocumentGroupEntry): 'verified' | 'error' | null {
  const status = doc.document?.lastVerifying?.status;
  if (status === 'verified' || status === 'error') return status;
  if (doc.verified === true) return 'verified';
  if (doc.verified === false) return 'error';
  return null;
}

/** The upload size hint: bytes in Mb with two decimals (001 §9). */
export const sizeHint = (bytes: number): string => `${(bytes / 1048576).toFixed(2)} Mb`;

/** A file's creation time as DD.MM.YYYY HH:mm:ss (001 §9). */
export function formatCreated(value: string | undefined): string {
  const date = parseDate(value);
  return date ? `${formatDateTime(date)}:${String(date.getSeconds()).padStart(2, '0')}` : '';
}

/** The change marker of a file since the deal's previous snapshot (`result.documents`), none when unchanged. */
export function fileMarker(fileId: number, changes: SnapshotChangeSet | undefined): 'added' | 'changed' | null {
  const has = (ids: readonly (number | string)[] | undefined) => !!ids?.some((id) => String(id) === String(fileId));
  if (has(changes?.changed)) return 'changed';
  if (has(changes?.added)) return 'added';
  return null;
}

/** The files of a choice that may be uploaded: at most `room`, each within the size and types (the rest refused). */
export function admissibleFiles(
  chosen: readonly File[],
  room: number,
  rules: Pick<UploadRules, 'accept' | 'maxSize'>,
): { files: File[]; overLimit: boolean; tooLarge: File[]; wrongType: File[] } {
  const types = rules.accept ? rules.accept.split(',').map((t) => t.trim()) : [];
  const tooLarge: File[] = [];
  const wrongType: File[] = [];
  const fitting = chosen.filter((file) => {
    if (types.length > 0 && !types.some((type) => typeMatches(type, file.type))) {
      wrongType.push(file);
      return false;
    }
    if (rules.maxSize !== null && file.size > rules.maxSize) {
      tooLarge.push(file);
      return false;
    }
    return true;
  });
  return { files: fitting.slice(0, Math.max(0, room)), overLimit: fitting.length > room, tooLarge, wrongType };
}

/** A media type against an accepted one (`image/*` takes any image). */
function typeMatches(accepted: string, type: string): boolean {
  return accepted.endsWith('/*') ? type.startsWith(accepted.slice(0, -1)) : accepted === type;
}
