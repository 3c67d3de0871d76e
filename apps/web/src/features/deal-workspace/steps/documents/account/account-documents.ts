import type { DocumentExample, DocumentGroupEntry, StoredFile } from '@autocredit/generated/api';
import { recognitionTexts } from '@/shared/lib/recognition';
import { documentLimit } from '../documents';

/**
 * The texts of the account-documents panel and its bulk uploader (002 §2 'Credit inspector checker and GOZ
 * checker', §8), copied as the seeds give them; the labels the seeds do not give are the app's own.
 */
export const accountDocumentTexts = {
  downloadAll: 'Скачать все документы',
  toSign: 'Документы необходимые для оформления клиентом',
  signed: 'Документы оформленные клиентом',
  printGuarantees: 'Распечатать гарантийные и платежи',
  uploaded: recognitionTexts.uploaded,
  uploadFailed: recognitionTexts.uploadFailed,
  recognitionFailed: recognitionTexts.recognitionFailed,
  noDocuments: 'Нет документов',
  loadFailed: 'Не удалось загрузить документы',
  // the app's own (the seeds give no words for these)
  bulkTitle: 'Загрузка пакета документов',
  bulkHint: 'Подписанные документы одним пакетом: файлы объединяются и распознаются',
  uploading: (done: number, total: number) => `Загрузка файлов: ${done} из ${total}`,
  recognitionStarted: recognitionTexts.recognitionStarted,
  example: 'Образец',
  uploadSigned: 'Загрузка подписанного файла',
  print: 'Распечатать',
  download: 'Скачать',
  noFiles: 'Нет файлов',
  verified: 'Документ проверен',
  disconfirmed: 'Документ не подтвержден',
} as const;

/** The types of a generated file (the document as printed for the client, 002 §3: `default`); any other is signed. */
const GENERATED_TYPES: readonly string[] = ['default', 'generated'];

/** Whether a file is the generated document (type `default`, or none) rather than one the client signed. */
export const isGeneratedFile = (file: StoredFile): boolean => !file.type || GENERATED_TYPES.includes(file.type);

/** The generated files of a document (column 'Документы необходимые для оформления клиентом'). */
export const generatedFiles = (doc: DocumentGroupEntry): StoredFile[] => doc.files.filter(isGeneratedFile);

/** The files the client signed (column 'Документы оформленные клиентом'). */
export const signedFiles = (doc: DocumentGroupEntry): StoredFile[] => doc.files.filter((f) => !isGeneratedFile(f));

/**
 * A signed file may be added while the document's signed files are fewer than its limit (25 when it gives none,
 * 002 §5), the document takes more (`additionalLoading`) and the user may upload.
 */
export const canUploadSigned = (doc: DocumentGroupEntry, canUpload: boolean): boolean =>
  canUpload && doc.additionalLoading !== false && signedFiles(doc).length < documentLimit(doc);

/** Printing is hidden in one browser family (002 §2): Firefox, which cannot print a PDF from a hidden frame. */
export const canPrintIn = (userAgent: string): boolean => !/firefox|fxios/i.test(userAgent);

/** The groups of the panel in their order, each with its documents (none: an empty group). */
export function panelGroups(
  answer: Readonly<Record<string, readonly DocumentGroupEntry[]>>,
  groups: readonly string[],
): { group: string; docs: DocumentGroupEntry[] }[] {
  return groups.map((group) => ({ group, docs: [...(answer[group] ?? [])] }));
}

/** The ids of the registered documents of the panel (those a zip can name), each once. */
export function registeredDocumentIds(groups: readonly { docs: readonly DocumentGroupEntry[] }[]): number[] {
  const ids = groups.flatMap(({ docs }) => docs.flatMap((d) => (typeof d.id === 'number' ? [d.id] : [])));
  return [...new Set(ids)];
}

const EXTENSIONS: Readonly<Record<string, string>> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
};

/** The name an example file is saved under: its code with the extension of its media type. */
export const exampleFileName = (example: DocumentExample): string => {
  const extension = EXTENSIONS[example.mimeType];
  return extension ? `${example.code}.${extension}` : example.code;
};
