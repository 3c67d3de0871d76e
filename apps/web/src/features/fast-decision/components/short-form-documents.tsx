import type { RecognizedData, StoredFile } from '@autocredit/generated/api';
import { useWatch } from 'react-hook-form';
import type { ServerForm } from '@/shared/form-engine';
import { consentRequestOf, missingForConsent } from '../lib/consent-request';
import { ROOT, shortFormValuesOf } from '../lib/short-form-tree';
import { shortFormPageTexts as texts } from '../lib/short-form-texts';
import { ConsentDownload } from './consent-download';
import { RecognitionUploader } from './recognition-uploader';

const PASSPORT_FILES = `${ROOT}.passport.files`;
const CONSENT_FILES = `${ROOT}.consentFiles`;

const filesOf = (value: unknown): StoredFile[] => (Array.isArray(value) ? (value as StoredFile[]) : []);

/**
 * The short form's documents (000 §2.12): the passport's scans and the signed consent, each uploaded and recognised
 * (the data fills the fields still empty), their files kept in the form's values (posted with it, kept in its
 * draft); and the consent to print, generated with the person's data once it is all there.
 */
export function ShortFormDocuments<Extra>({
  form,
  onRecognized,
  disabled = false,
}: {
  form: ServerForm<Extra>;
  onRecognized(data: RecognizedData): void;
  disabled?: boolean;
}) {
  const { control, setValue } = form.methods;
  const passportFiles = filesOf(useWatch({ control, name: PASSPORT_FILES }));
  const consentFiles = filesOf(useWatch({ control, name: CONSENT_FILES }));
  // the consent is printed from what is on the form now
  const values = shortFormValuesOf(useWatch({ control }) as Record<string, unknown>);
  const change = (path: string) => (files: StoredFile[]) => setValue(path, files, { shouldDirty: true });

  return (
    <section className="card short-form__documents" aria-label={texts.documents}>
      <RecognitionUploader
        id="short-form-passport-files"
        label={texts.passportFiles}
        files={passportFiles}
        onFilesChange={change(PASSPORT_FILES)}
        onRecognized={onRecognized}
        disabled={disabled}
      />
      <div className="short-form__consent">
        <RecognitionUploader
          id="short-form-consent-files"
          label={texts.consentFiles}
          files={consentFiles}
          onFilesChange={change(CONSENT_FILES)}
          onRecognized={onRecognized}
          disabled={disabled}
        />
        <ConsentDownload
          id="short-form-consent-print"
          request={consentRequestOf(values)}
          missing={missingForConsent(values)}
          disabled={disabled}
        />
      </div>
    </section>
  );
}
