import type { DocumentProgress, GetRecognizeProgressEvent } from '@autocredit/generated/api';

/**
 * The texts of uploading files for recognition (002 §8 'Bulk upload'), copied as the seeds give them: the deal's bulk
 * uploader and the short form's uploader (000 §2.12) say the same.
 */
export const recognitionTexts = {
  uploaded: 'Файлы успешно загружены и распознаны',
  uploadFailed: 'Ошибка загрузки файлов',
  recognitionFailed: 'Ошибка распознавания файлов',
  // the app's own (the seeds give no words for it)
  recognitionStarted: 'Распознавание документов',
} as const;

/**
 * The progress of the collection's recognition in a `getRecognizeProgress` event (keyed by the collection id, 002
 * §7), or null when the event is of another collection, or of another file than `fileId` (when both name one).
 */
export function recognitionProgress(
  event: GetRecognizeProgressEvent,
  collectionId: number,
  fileId: number | null,
): DocumentProgress | null {
  const progress = event.data[String(collectionId)];
  if (!progress) return null;
  if (fileId !== null && progress.fileId !== null && progress.fileId !== fileId) return null;
  return progress;
}

/** Whether a recognition's progress is complete (`load` reached `total`). */
export const recognitionDone = (progress: DocumentProgress): boolean => progress.load >= progress.total;

/** A progress in percent (0 to 100); none in all: 0. */
export const progressPercent = (done: number, total: number): number =>
  total > 0 ? Math.min(100, Math.round((done / total) * 100)) : 0;
