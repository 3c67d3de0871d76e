import { FilePicker } from '@/shared/files';
import { accountDocumentTexts as texts } from './account-documents';
import { BulkProgress } from './bulk-progress';
import { useBulkUpload } from './use-bulk-upload';

/** What the common uploader takes (the `default` validation config of the merged files: PDF, JPEG, PNG). */
const ACCEPT = 'application/pdf,image/jpeg,image/png';
/** The picker hands on every chosen file. */
const ANY_NUMBER = Number.MAX_SAFE_INTEGER;
const ID = 'bulk-upload';

/**
 * The common files uploader of the account documents (002 §2, §4): the signed documents chosen (or dropped) at once
 * are uploaded and merged into one file, whose recognition files them in the deal's documents; the upload and the
 * recognition are shown as progress bars, then 'Файлы успешно загружены и распознаны' and the list is refreshed
 * (`onDone`). The picker is disabled while a bulk upload is under way.
 */
export function BulkUploader({ collectionId, onDone }: { collectionId: number; onDone: () => unknown }) {
  const { phase, start } = useBulkUpload(collectionId, onDone);
  return (
    <section className="bulk-uploader file-field" aria-labelledby={`${ID}-title`} data-testid="bulk-uploader">
      <h3 id={`${ID}-title`} className="bulk-uploader__title">
        {texts.bulkTitle}
      </h3>
      <FilePicker
        id={ID}
        inputRef={() => {}}
        multiple
        accept={ACCEPT}
        disabled={phase.kind !== 'idle'}
        invalid={false}
        room={ANY_NUMBER}
        onFiles={(files) => void start(files)}
      />
      <small className="bulk-uploader__hint">{texts.bulkHint}</small>
      <BulkProgress phase={phase} />
    </section>
  );
}
