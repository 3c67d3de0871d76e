import './files.css';
import { ProgressBar } from 'primereact/progressbar';
import type { UploadState } from './use-file-uploads';

/** The files being uploaded, each with its progress bar, and the failed ones with the reason. */
export function UploadProgress({ id, uploads }: { id: string; uploads: readonly UploadState[] }) {
  if (uploads.length === 0) return null;
  return (
    <ul className="file-uploads" aria-live="polite">
      {uploads.map((u) =>
        u.error === null ? (
          <li key={u.key} className="file-uploads__item">
            <span className="file-uploads__name">{u.name}</span>
            <ProgressBar value={u.progress} style={{ height: '0.5rem' }} showValue={false} aria-label={u.name} />
          </li>
        ) : (
          <li key={u.key} className="file-uploads__item">
            <small className="p-error" id={`${id}-upload-error-${u.key}`} role="alert">
              {u.name}: {u.error}
            </small>
          </li>
        ),
      )}
    </ul>
  );
}
