import type { DocumentProgress, GetRecognizeProgressEvent } from '@autocredit/generated/api';
import { useEffect, useRef, useState } from 'react';
import { isApiError } from '@/shared/api/api-error';
import { fieldErrorsOf, messagesOf } from '@/shared/api/envelope';
import { hubEvents, useHubEvent, type HubEventBus } from '@/shared/events';
import { toast } from '@/shared/ui/toast';
import { mergeFiles, recognizeMergedFile } from './account-documents-api';
import { recognitionDone, recognitionProgress } from '@/shared/lib/recognition';
import { accountDocumentTexts as texts } from './account-documents';

/** How long the complete recognition stays shown before the success and the refresh (002 §9: 500 ms). */
export const RECOGNITION_DONE_DELAY_MS = 500;

/** Where the bulk upload is: nothing under way, the files being uploaded, or their recognition followed. */
export type BulkUploadPhase =
  | { kind: 'idle' }
  | { kind: 'uploading'; done: number; total: number }
  | { kind: 'recognizing'; fileId: number; progress: DocumentProgress | null };

/** The server's reasons of a failed call (its messages and field errors), but the summary itself. */
function reasonsOf(error: unknown, summary: string): string | undefined {
  if (!isApiError(error)) return undefined;
  const reasons = [...messagesOf(error.body), ...fieldErrorsOf(error.body)]
    .map((m) => m.message)
    .filter((m) => m !== summary);
  return reasons.length > 0 ? [...new Set(reasons)].join('; ') : undefined;
}

/**
 * The common uploader's work (002 §4, §7, §8): each chosen file is uploaded in turn, merged into one file of the
 * collection (`POST /api/file/mergeFile/common`, each after the first appended to the merged file of the one
 * before); the merged file's recognition is started (`POST /api/file/recognizedMergedFile/{fileId}/common`) and
 * followed through the `getRecognizeProgress` events of the collection (load, total, title). When it is complete it
 * stays shown 500 ms, then 'Файлы успешно загружены и распознаны' and `onDone` (the list is refreshed). Failures:
 * 'Ошибка загрузки файлов' (an upload), 'Ошибка распознавания файлов' (the start, or a failed event, with the
 * server's reason).
 */
export function useBulkUpload(collectionId: number, onDone: () => unknown, bus: HubEventBus = hubEvents) {
  const [phase, setPhaseState] = useState<BulkUploadPhase>({ kind: 'idle' });
  const current = useRef<BulkUploadPhase>(phase);
  const alive = useRef(true);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
      clearTimeout(timer.current);
    };
  }, []);

  /** A failure's toast, unless the user has left the page. */
  const fail = (summary: string, detail?: string) => {
    if (alive.current) toast.show({ severity: 'error', summary, ...(detail !== undefined && { detail }) });
  };
  const setPhase = (next: BulkUploadPhase) => {
    current.current = next;
    if (alive.current) setPhaseState(next);
  };

  useHubEvent(
    'getRecognizeProgress',
    (event: GetRecognizeProgressEvent) => {
      const shown = current.current;
      if (shown.kind !== 'recognizing') return;
      const progress = recognitionProgress(event, collectionId, shown.fileId);
      if (!progress) return;
      if (event.error) {
        setPhase({ kind: 'idle' });
        fail(texts.recognitionFailed, event.error === texts.recognitionFailed ? undefined : event.error);
        return;
      }
      if (shown.progress && recognitionDone(shown.progress)) return;
      setPhase({ ...shown, progress });
      if (!recognitionDone(progress)) return;
      timer.current = setTimeout(() => {
        setPhase({ kind: 'idle' });
        toast.success(texts.uploaded);
        void done.current();
      }, RECOGNITION_DONE_DELAY_MS);
    },
    bus,
  );

  const start = async (files: readonly File[]) => {
    if (files.length === 0 || current.current.kind !== 'idle') return;
    let merged: number | null = null;
    setPhase({ kind: 'uploading', done: 0, total: files.length });
    try {
      for (const [i, file] of files.entries()) {
        merged = (await mergeFiles(collectionId, [file], merged)).id;
        setPhase({ kind: 'uploading', done: i + 1, total: files.length });
      }
    } catch (error) {
      setPhase({ kind: 'idle' });
      fail(texts.uploadFailed, reasonsOf(error, texts.uploadFailed));
      return;
    }
    if (merged === null) return;
    setPhase({ kind: 'recognizing', fileId: merged, progress: null });
    try {
      await recognizeMergedFile(merged, collectionId);
    } catch (error) {
      setPhase({ kind: 'idle' });
      fail(texts.recognitionFailed, reasonsOf(error, texts.recognitionFailed));
    }
  };

  return { phase, start };
}
