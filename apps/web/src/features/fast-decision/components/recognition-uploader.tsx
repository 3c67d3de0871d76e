import type { StoredFile, RecognizedData } from '@autocredit/generated/api';
import { Button } from 'primereact/button';
import { ProgressBar } from 'primereact/progressbar';
import { useEffect, useRef } from 'react';
import type { HubEventBus } from '@/shared/events';
import { DEFAULT_FILE_LIMIT, DownloadLink, FilePicker } from '@/shared/files';
import { RecognitionProgress } from '@/shared/ui/recognition-progress';
import { useRecognitionUpload } from './use-recognition-upload';
import './recognition-uploader.css';

/** What the uploader takes (the `default` validation config: PDF, JPEG, PNG). */
const ACCEPT = 'application/pdf,image/jpeg,image/png';

/** The uploader's own texts (the seeds give none for them). */
export const recognitionUploaderTexts = {
  uploading: 'Загрузка файлов',
  remove: 'Удалить',
} as const;

/** The props of the short form's uploader. */
export interface RecognitionUploaderProps {
  /** The id of its file button (its label's `htmlFor`); the ids of its parts are made from it. */
  id: string;
  label: string;
  /** The files uploaded so far (the form's value), listed with a remove button. */
  files: readonly StoredFile[];
  /** The files after an upload (the stored ones appended) or a removal. */
  onFilesChange(files: StoredFile[]): void;
  /** The data recognised in the files uploaded here (the page fills the fields still empty with it). */
  onRecognized(data: RecognizedData): void;
  disabled?: boolean;
  /** The event bus (the app's by default; a test's own). */
  bus?: HubEventBus;
}

/**
 * The document uploader of the short form (000 §2.12: passport and consent files): files chosen or dropped are
 * uploaded for recognition, listed (each name downloads it) with a remove button, and the recognition's progress
 * is shown from its events until the recognised data arrives (`onRecognized`). Further uploads go to the same
 * collection. At most 25 files; the picker waits while an upload or its recognition is under way.
 */
export function RecognitionUploader({
  id,
  label,
  files,
  onFilesChange,
  onRecognized,
  disabled = false,
  bus,
}: RecognitionUploaderProps) {
  const shown = useRef(files);
  useEffect(() => {
    shown.current = files;
  });
  const { phase, failure, upload } = useRecognitionUpload(
    { onUploaded: (stored) => onFilesChange([...shown.current, ...stored]), onRecognized },
    bus,
  );
  const room = Math.max(0, DEFAULT_FILE_LIMIT - files.length);
  const errorId = `${id}-error`;
  return (
    <div className="recognition-uploader file-field" data-testid={`${id}-uploader`}>
      <label htmlFor={id} className="recognition-uploader__label">
        {label}
      </label>
      <FilePicker
        id={id}
        inputRef={() => {}}
        multiple
        accept={ACCEPT}
        disabled={disabled || phase.kind !== 'idle' || room === 0}
        invalid={failure !== null}
        room={room}
        onFiles={(chosen) => void upload(chosen)}
      />
      {phase.kind === 'uploading' && (
        <div className="recognition-uploader__progress" aria-live="polite">
          <span>{recognitionUploaderTexts.uploading}</span>
          <ProgressBar
            mode="indeterminate"
            style={{ height: '0.5rem' }}
            aria-label={recognitionUploaderTexts.uploading}
          />
        </div>
      )}
      {phase.kind === 'recognizing' && (
        <RecognitionProgress progress={phase.progress} className="recognition-uploader__progress" />
      )}
      {failure && (
        <small className="p-error" id={errorId} role="alert">
          {failure.detail ? `${failure.summary}: ${failure.detail}` : failure.summary}
        </small>
      )}
      {files.length > 0 && (
        <ul className="file-list">
          {files.map((file) => (
            <li key={file.id} className="file-list__item">
              <DownloadLink path={file.path} name={file.name} />
              <Button
                type="button"
                icon="pi pi-trash"
                text
                rounded
                size="small"
                severity="danger"
                aria-label={`${recognitionUploaderTexts.remove} ${file.name}`}
                title={recognitionUploaderTexts.remove}
                disabled={disabled}
                onClick={() => onFilesChange(shown.current.filter((f) => f.id !== file.id))}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
