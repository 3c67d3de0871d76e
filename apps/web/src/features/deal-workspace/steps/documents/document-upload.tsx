import type { StoredFile } from '@autocredit/generated/api';
import { useEffect, useRef, useState } from 'react';
import { isApiError } from '@/shared/api/api-error';
import { fieldErrorsOf, messagesOf } from '@/shared/api/envelope';
import { toast } from '@/shared/ui/toast';
import {
  registerFiles,
  FilePicker,
  UploadProgress,
  useFileUploads,
  uploadFailureText,
  type DocumentTarget,
} from '@/shared/files';
import { admissibleFiles, documentTexts, sizeHint, tooLargeText, wrongTypeText, type UploadRules } from './documents';

/** As many as the picker may hand on: the limit is checked here, to warn when a choice goes over it. */
const ANY_NUMBER = Number.MAX_SAFE_INTEGER;

/**
 * The add control of a document (001 §4, §5, §8): files are chosen or dropped, checked against the field's size and
 * media types, and at most as many as the document's limit leaves ('Достигнут лимит количества файлов', a warning,
 * when a choice goes over it). Each is uploaded with its progress bar (`POST /api/file/upload/{config}`; the server's
 * message under a failed one), then, 500 ms after the last, registered in the document (`POST
 * /api/document/upload/{collectionId}`) and the list is refreshed. A 4xx registration says 'Ошибка валидации
 * документа' and the files are removed.
 */
export function DocumentUpload({
  id,
  target,
  count,
  limit,
  rules,
  onRegistered,
}: {
  id: string;
  target: DocumentTarget;
  /** The files the document holds. */
  count: number;
  limit: number;
  rules: UploadRules;
  onRegistered(): Promise<unknown>;
}) {
  const [pending, setPending] = useState<StoredFile[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const register = async (stored: StoredFile[]) => {
    setPending((list) => [...list, ...stored]);
    const drop = () => setPending((list) => list.filter((f) => !stored.includes(f)));
    try {
      await registerFiles(target, stored);
      await onRegistered();
    } catch (error) {
      if (isApiError(error) && error.status >= 400 && error.status < 500) {
        const reasons = [...messagesOf(error.body), ...fieldErrorsOf(error.body)].map((m) => m.message);
        toast.show({ severity: 'error', summary: documentTexts.registrationFailed, detail: reasons.join('; ') });
      } else if (alive.current) {
        setFailure(uploadFailureText(error));
      }
    } finally {
      if (alive.current) drop();
    }
  };
  const { uploads, busy, upload } = useFileUploads(rules.config, (stored) => void register(stored));
  const room = limit - count - busy - pending.length;

  const choose = (chosen: File[]) => {
    setFailure(null);
    const { files, overLimit, tooLarge, wrongType } = admissibleFiles(chosen, room, rules);
    for (const file of wrongType) toast.error(wrongTypeText(file.name));
    for (const file of tooLarge) toast.error(tooLargeText(file.name, sizeHint(rules.maxSize ?? 0)));
    if (overLimit) toast.warn(documentTexts.limitReached);
    if (files.length > 0) upload(files);
  };

  return (
    <div className="document-upload file-field">
      <FilePicker
        id={id}
        inputRef={() => {}}
        multiple
        accept={rules.accept}
        disabled={room <= 0}
        invalid={false}
        room={ANY_NUMBER}
        onFiles={choose}
      />
      <small className="document-upload__hint" id={`${id}-hint`}>
        {`Файлов: ${count} из ${limit}`}
        {rules.maxSize !== null ? `; размер файла до ${sizeHint(rules.maxSize)}` : ''}
      </small>
      <UploadProgress id={id} uploads={uploads} />
      {pending.length > 0 ? (
        <ul className="file-uploads" aria-live="polite" data-testid={`${id}-pending`}>
          {pending.map((file) => (
            <li key={file.id} className="file-uploads__item">
              <span className="file-uploads__name">{file.name}</span>
              <i className="pi pi-spin pi-spinner" aria-label="Регистрация файла" />
            </li>
          ))}
        </ul>
      ) : null}
      {failure ? (
        <small className="p-error" role="alert">
          {failure}
        </small>
      ) : null}
    </div>
  );
}
