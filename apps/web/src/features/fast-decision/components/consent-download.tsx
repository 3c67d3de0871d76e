import type { PersonalDataConsentRequest } from '@autocredit/generated/api';
import { Button } from 'primereact/button';
import { useBlobSave } from '@/shared/files';
import { personalDataConsent } from '../api/short-form-files-api';
import { consentTexts } from '../lib/consent-request';

/** The props of the consent download. */
export interface ConsentDownloadProps {
  id: string;
  /** The consent request of the form (`consentRequestOf`), null while data it needs is missing. */
  request: PersonalDataConsentRequest | null;
  /** The labels of the missing data (`missingForConsent`), said on the disabled button. */
  missing: readonly string[];
  disabled?: boolean;
}

/**
 * The consent to personal-data processing of the short form (000 §2.12, §7): the button posts the client's data and
 * saves the PDF as 'Согласие на обработку персональных данных.pdf' (its object URL released 1 s later, 000 §9).
 * While data is missing the button is disabled and its tooltip (`title`, shown on a disabled
 * button too) says which. A failure the client has not told
 * already is an error toast.
 */
export function ConsentDownload({ id, request, missing, disabled = false }: ConsentDownloadProps) {
  const { saving: loading, save } = useBlobSave();
  const hint = request === null && missing.length > 0 ? consentTexts.missing(missing) : null;
  const download = async () => {
    if (request === null) return;
    await save(() => personalDataConsent(request), consentTexts.fileName);
  };
  return (
    <>
      <Button
        id={id}
        type="button"
        icon="pi pi-file-pdf"
        label={consentTexts.download}
        size="small"
        outlined
        loading={loading}
        disabled={disabled || request === null}
        title={hint ?? undefined}
        aria-describedby={hint ? `${id}-missing` : undefined}
        onClick={() => void download()}
      />
      {hint && (
        <span id={`${id}-missing`} className="p-hidden-accessible">
          {hint}
        </span>
      )}
    </>
  );
}
