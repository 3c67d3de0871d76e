import './files.css';
import type { StoredFile } from '@autocredit/generated/api';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { isAbortError } from '@/shared/api/api-error';
import { failureText } from '@/shared/api/failure-text';
import type { ValueWidgetProps } from '../widget-types';
import { fileDeleter } from './delete-file';
import { documentFiles, registerFiles, type DocumentTarget } from '@/shared/files';
import { FileList } from './file-list';
import { FilePicker } from '@/shared/files';
import { fileRules, roomLeft } from '@/shared/files';
import { uploadFailureText } from '@/shared/files';
import { UploadProgress } from '@/shared/files';
import { useFileUploads } from '@/shared/files';

/**
 * The `commonAsyncDocument` field (002 §2, §3, §5, §7): a document of the deal's collection (`collectionId`, else the
 * form's), shown with its current files (`get-document`). Chosen files are uploaded at once with their progress, then
 * registered in the document (`documentCode`, `documentGroup`, type `other`); the value is the document's files as
 * the server has them. Uploading needs the upload privilege (`env.canUpload`) and the field not disabled; it is saved
 * at once, so the form being read-only does not stop it. The picker is disabled once the files reach `limit` (25).
 */
export function AsyncDocumentWidget({
  field,
  id,
  value,
  onChange,
  inputRef,
  invalid,
  env,
}: ValueWidgetProps<StoredFile[]>) {
  const rules = fileRules(field);
  const collectionId = rules.collectionId ?? env.collectionId;
  const { documentCode: code, documentGroup: group } = rules;
  const target = useMemo<DocumentTarget | null>(
    () => (collectionId === undefined ? null : { collectionId, code, group }),
    [collectionId, code, group],
  );
  const [loaded, setLoaded] = useState<StoredFile[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const files = loaded ?? (Array.isArray(value) ? value : []);
  const current = useRef(files);
  useEffect(() => {
    current.current = files;
  });

  useEffect(() => {
    if (!target) return undefined;
    const controller = new AbortController();
    documentFiles(target, controller.signal)
      .then(setLoaded)
      .catch((error: unknown) => {
        if (!controller.signal.aborted && !isAbortError(error)) setFailure(failureText(error));
      });
    return () => controller.abort();
  }, [target]);

  /** The document's files again, after a change: shown and set as the value. */
  const refresh = useCallback(
    async (fallback: StoredFile[]) => {
      let next = fallback;
      if (target) {
        try {
          next = await documentFiles(target);
        } catch {
          // The change is made; show what is known of it.
        }
      }
      setLoaded(next);
      onChange(next);
    },
    [target, onChange],
  );

  const { uploads, busy, upload } = useFileUploads(rules.config, (stored) => {
    if (!target) return;
    setFailure(null);
    registerFiles(target, stored)
      .then(() => refresh([...current.current, ...stored]))
      .catch((error: unknown) => setFailure(uploadFailureText(error)));
  });
  const remove = fileDeleter((file) => refresh(current.current.filter((f) => f.id !== file.id)));

  const locked = Boolean(field.attributes?.disabled || field.attributes?.readonly);
  const canUpload = env.canUpload && !locked && target !== null;
  const room = roomLeft(files.length + busy, rules.limit);

  return (
    // Without the picker the field itself takes the label's id and the focus.
    <div className="file-field" {...(!canUpload && { id, ref: inputRef, tabIndex: -1 })}>
      {canUpload && (
        <FilePicker
          id={id}
          inputRef={inputRef}
          multiple={rules.multiple}
          accept={rules.accept}
          disabled={room === 0}
          invalid={invalid}
          room={room}
          onFiles={upload}
        />
      )}
      <UploadProgress id={id} uploads={uploads} />
      {failure && (
        <small className="p-error" role="alert">
          {failure}
        </small>
      )}
      <FileList
        files={files}
        disabled={locked}
        canDelete={(file) => typeof file.document?.id === 'number'}
        {...(rules.allowDelete && canUpload && { onDelete: remove })}
      />
    </div>
  );
}
