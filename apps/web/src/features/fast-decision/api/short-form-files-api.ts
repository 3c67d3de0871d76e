import type { PersonalDataConsentRequest, RecognitionUpload } from '@autocredit/generated/api';
import { unwrap } from '@/shared/api/api-error';
import { api } from '@/shared/api/client';
import { failureShownByPage } from '@/shared/api/feedback-middleware';

/**
 * Stores the short form's files and starts their recognition (`POST /api/file/uploadAndRecognized/default`,
 * multipart `files[]` and, for a further upload of the same uploader, `collectionId`). Answers the stored files and
 * their collection; the progress and the recognised data come as events keyed by the collection. The uploader tells
 * a failure itself ('Ошибка загрузки файлов').
 */
export async function uploadForRecognition(
  files: readonly File[],
  collectionId: number | null,
): Promise<RecognitionUpload> {
  const answer = await unwrap(
    api().POST('/api/file/uploadAndRecognized/default', {
      body: { 'files[]': [...files], ...(collectionId !== null && { collectionId }) },
      bodySerializer: () => {
        const form = new FormData();
        for (const file of files) form.append('files[]', file, file.name);
        if (collectionId !== null) form.append('collectionId', String(collectionId));
        return form;
      },
      ...failureShownByPage,
    }),
  );
  return answer.result;
}

/**
 * The consent to personal-data processing filled with the client's data
 * (`POST /api/document/generate-file/consentToProcessingOfPersonalData`), as a PDF blob. A failure is told by the
 * client (its toast), as for any call.
 */
export async function personalDataConsent(request: PersonalDataConsentRequest): Promise<Blob> {
  return unwrap(
    api().POST('/api/document/generate-file/consentToProcessingOfPersonalData', { body: request, parseAs: 'blob' }),
  );
}
