import { ProgressBar } from 'primereact/progressbar';
import { progressPercent } from '@/shared/lib/recognition';
import { RecognitionProgress } from '@/shared/ui/recognition-progress';
import { accountDocumentTexts as texts } from './account-documents';
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
  return <RecognitionProgress progress={phase.progress} className="bulk-uploader__progress" />;
}
