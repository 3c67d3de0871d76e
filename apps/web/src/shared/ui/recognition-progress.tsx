import type { DocumentProgress } from '@autocredit/generated/api';
import { ProgressBar } from 'primereact/progressbar';
import { progressPercent, recognitionTexts } from '@/shared/lib/recognition';

/** The props of a recognition's progress. */
export interface RecognitionProgressProps {
  /** The last progress of the collection's `getRecognizeProgress` events; null while waiting for the first. */
  progress: DocumentProgress | null;
  className?: string;
}

/**
 * The progress of recognising uploaded files (002 §4, §7): its title with `load из total` and a bar; an
 * indeterminate bar under 'Распознавание документов' while no progress event has come.
 */
export function RecognitionProgress({ progress, className }: RecognitionProgressProps) {
  const title = progress?.title || recognitionTexts.recognitionStarted;
  const label = progress ? `${title}: ${progress.load} из ${progress.total}` : title;
  return (
    <div className={className} aria-live="polite">
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
