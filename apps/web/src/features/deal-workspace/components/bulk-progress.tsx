import { ProgressBar } from 'primereact/progressbar';
import { accountDocumentTexts as texts, progressPercent } from '../lib/account-documents';
import type { BulkUploadPhase } from './use-bulk-upload';

/** The progress of the bulk upload: the files uploaded, then the recognition (its title, load of total). */
export function BulkProgress({ phase }: { phase: BulkUploadPhase }) {
  if (phase.kind === 'idle') return null;
  if (phase.kind === 'uploading') {
    const label = texts.uploading(phase.done, phase.total);
    return (
      <div className="bulk-uploader__progress" aria-live="polite">
        <span>{label}</span>
        <ProgressBar
          value={progressPercent(phase.done, phase.total)}
          showValue={false}
          style={{ height: '0.5rem' }}
          aria-label={label}
        />
      </div>
    );
  }
  const { progress } = phase;
  const title = progress?.title || texts.recognitionStarted;
  const label = progress ? `${title}: ${progress.load} из ${progress.total}` : title;
  return (
    <div className="bulk-uploader__progress" aria-live="polite">
      <span>{label}</span>
      {progress ? (
        <ProgressBar
          value={progressPercent(progress.load, progress.total)}
          showValue={false}
          style={{ height: '0.5rem' }}
          aria-label={title}
        />
      ) : (
        <ProgressBar mode="indeterminate" style={{ height: '0.5rem' }} aria-label={title} />
      )}
    </div>
  );
}
