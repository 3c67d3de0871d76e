import type {
  DocumentProgress,
  StoredFile,
  GetRecognizedDataEvent,
  GetRecognizeProgressEvent,
  RecognitionUpload,
  RecognizedData,
} from '@autocredit/generated/api';
import { useEffect, useRef, useState } from 'react';
import { isApiError } from '@/shared/api/api-error';
import { fieldErrorsOf, messagesOf } from '@/shared/api/envelope';
import { hubEvents, useHubEvent, type HubEventBus } from '@/shared/events';
import { recognitionProgress, recognitionTexts as texts } from '@/shared/lib/recognition';
import { toast } from '@/shared/ui/toast';
import { uploadForRecognition } from '../api/short-form-files-api';

/** Where the uploader is: nothing under way, the files being uploaded, or their recognition followed. */
export type RecognitionUploadPhase =
  | { kind: 'idle' }
  | { kind: 'uploading'; count: number }
  | { kind: 'recognizing'; fileIds: readonly number[]; progress: DocumentProgress | null };

/** A failure shown under the uploader: what failed, and the server's reason when it gave one. */
export interface RecognitionFailure {
  summary: string;
  detail: string | null;
}

/** What the uploader is told. */
export interface RecognitionUploadHandlers {
  /** The files stored by an upload (as the contract's stored files, downloadable by their `path`). */
  onUploaded(files: StoredFile[]): void;
  /** The data recognised in the files of the uploader's collection. */
  onRecognized(data: RecognizedData): void;
}

/** The stored file of an uploaded one (downloaded from `/api/file/get/{id}`). */
export const storedFileOf = (file: RecognitionUpload['files'][number]): StoredFile => ({
  id: file.id,
  name: file.name,
  path: `/api/file/get/${file.id}`,
  mimeType: file.mimeType,
});

/** The server's reasons of a failed call (its messages and field errors) but the summary itself; null if none. */
function reasonsOf(error: unknown, summary: string): string | null {
  if (!isApiError(error)) return null;
  const reasons = [...messagesOf(error.body), ...fieldErrorsOf(error.body)]
    .map((m) => m.message)
    .filter((m) => m !== summary);
  return reasons.length > 0 ? [...new Set(reasons)].join('; ') : null;
}

/** The server's message of a failed event, null when it says no more than the summary. */
const eventReason = (error: string | null | undefined): string | null =>
  error && error !== texts.recognitionFailed ? error : null;

/**
 * The short form's uploader's work (000 §2.12, §7; 002 §4, §7, §8): the chosen files are uploaded together
 * (`POST /api/file/uploadAndRecognized/default`), in the uploader's collection once it has one (the first upload's
 * answer gives it, further uploads keep it), and handed on as stored files; their recognition is then followed
 * through the collection's `getRecognizeProgress` events for those files (load, total, title), until the
 * collection's `getRecognizedData` event, whose data is handed on with 'Файлы успешно загружены и распознаны'.
 * Failures are kept to be shown: 'Ошибка загрузки файлов' (the upload), 'Ошибка распознавания файлов' (a failed
 * event), each with the server's reason when it gave one.
 */
export function useRecognitionUpload(handlers: RecognitionUploadHandlers, bus: HubEventBus = hubEvents) {
  const [phase, setPhaseState] = useState<RecognitionUploadPhase>({ kind: 'idle' });
  const [failure, setFailureState] = useState<RecognitionFailure | null>(null);
  const current = useRef<RecognitionUploadPhase>(phase);
  const collection = useRef<number | null>(null);
  const alive = useRef(true);
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const setPhase = (next: RecognitionUploadPhase) => {
    current.current = next;
    if (alive.current) setPhaseState(next);
  };
  const fail = (summary: string, detail: string | null) => {
    setPhase({ kind: 'idle' });
    if (alive.current) setFailureState({ summary, detail });
  };

  useHubEvent(
    'getRecognizeProgress',
    (event: GetRecognizeProgressEvent) => {
      const shown = current.current;
      if (shown.kind !== 'recognizing' || collection.current === null) return;
      const progress = recognitionProgress(event, collection.current, null);
      if (!progress || (progress.fileId !== null && !shown.fileIds.includes(progress.fileId))) return;
      if (event.error) fail(texts.recognitionFailed, eventReason(event.error));
      else setPhase({ ...shown, progress });
    },
    bus,
  );

  useHubEvent(
    'getRecognizedData',
    (event: GetRecognizedDataEvent) => {
      if (current.current.kind !== 'recognizing' || event.data.collectionId !== collection.current) return;
      if (event.error) {
        fail(texts.recognitionFailed, eventReason(event.error));
        return;
      }
      setPhase({ kind: 'idle' });
      if (!alive.current) return;
      latest.current.onRecognized(event.data);
      toast.success(texts.uploaded);
    },
    bus,
  );

  const upload = async (files: readonly File[]) => {
    if (files.length === 0 || current.current.kind !== 'idle') return;
    setFailureState(null);
    setPhase({ kind: 'uploading', count: files.length });
    let answer: RecognitionUpload;
    try {
      answer = await uploadForRecognition(files, collection.current);
    } catch (error) {
      fail(texts.uploadFailed, reasonsOf(error, texts.uploadFailed));
      return;
    }
    collection.current = answer.collectionId;
    setPhase({ kind: 'recognizing', fileIds: answer.files.map((f) => f.id), progress: null });
    if (alive.current) latest.current.onUploaded(answer.files.map(storedFileOf));
  };

  return { phase, failure, upload };
}
