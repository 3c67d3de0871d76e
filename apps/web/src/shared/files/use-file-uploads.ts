import type { StoredFile } from '@autocredit/generated/api';
import { useCallback, useEffect, useRef, useState } from 'react';
import { uploadFile } from './file-api';
import { uploadFailureText } from './upload-failure';

/** The files uploaded together are handed on 500 ms after the last of them (002 §9). */
export const UPLOADED_DEBOUNCE_MS = 500;

/** One file being uploaded: its progress in percent, or why it failed. */
export interface UploadState {
  key: number;
  name: string;
  progress: number;
  error: string | null;
}

/**
 * Uploads chosen files one call each (`POST /api/file/upload/{config}`), following their progress; the stored files
 * are handed to `onUploaded` together, 500 ms after the last one finished. `busy` counts the files under way or
 * waiting to be handed on (they count against the limit).
 */
export function useFileUploads(config: string, onUploaded: (files: StoredFile[]) => void) {
  const [uploads, setUploads] = useState<UploadState[]>([]);
  const [waiting, setWaiting] = useState(0);
  const batch = useRef<StoredFile[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const nextKey = useRef(0);
  const handOn = useRef(onUploaded);
  useEffect(() => {
    handOn.current = onUploaded;
  });

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const files = batch.current;
    batch.current = [];
    setWaiting(0);
    if (files.length > 0) handOn.current(files);
  }, []);
  useEffect(() => flush, [flush]);

  const update = (key: number, change: Partial<UploadState>) =>
    setUploads((list) => list.map((u) => (u.key === key ? { ...u, ...change } : u)));

  const upload = useCallback(
    (files: readonly File[]) => {
      setUploads((list) => list.filter((u) => u.error === null));
      for (const file of files) {
        const key = ++nextKey.current;
        setUploads((list) => [...list, { key, name: file.name, progress: 0, error: null }]);
        uploadFile(config, file, (progress) => update(key, { progress }))
          .then((stored) => {
            setUploads((list) => list.filter((u) => u.key !== key));
            batch.current.push(stored);
            setWaiting(batch.current.length);
            clearTimeout(timer.current);
            timer.current = setTimeout(flush, UPLOADED_DEBOUNCE_MS);
          })
          .catch((error: unknown) => update(key, { error: uploadFailureText(error) }));
      }
    },
    [config, flush],
  );

  const busy = uploads.filter((u) => u.error === null).length + waiting;
  return { uploads, busy, upload };
}
