import type { StoredFile } from '@autocredit/generated/api';
import { unwrap } from '@/shared/api/api-error';
import { api } from '@/shared/api/client';
import { failureShownByPage } from '@/shared/api/feedback-middleware';

/** The example file of a document (`GET /api/file/download/static/{code}`, `examples[].code`), as a blob. */
export async function exampleFile(code: string): Promise<Blob> {
  return unwrap(api().GET('/api/file/download/static/{code}', { params: { path: { code } }, parseAs: 'blob' }));
}

/**
 * Stores files of the bulk upload merged into one file of the collection (`POST /api/file/mergeFile/common`,
 * multipart `files[]`, `mergedFileId`, `collectionId`): appended to the merged file `mergedFileId` when given.
 * Answers the merged file. The uploader tells a failure itself ('Ошибка загрузки файлов').
 */
export async function mergeFiles(
  collectionId: number,
  files: readonly File[],
  mergedFileId: number | null,
): Promise<StoredFile> {
  const answer = await unwrap(
    api().POST('/api/file/mergeFile/common', {
      body: { 'files[]': [...files], collectionId, ...(mergedFileId !== null && { mergedFileId }) },
      bodySerializer: () => {
        const form = new FormData();
        for (const file of files) form.append('files[]', file, file.name);
        if (mergedFileId !== null) form.append('mergedFileId', String(mergedFileId));
        form.append('collectionId', String(collectionId));
        return form;
      },
      ...failureShownByPage,
    }),
  );
  return answer.result.file;
}

/**
 * Starts recognising a merged file of the bulk upload (`POST /api/file/recognizedMergedFile/{fileId}/common`, body
 * `collectionId`, `config: 'common'`); the progress comes as `getRecognizeProgress` events. The uploader tells a
 * failure itself ('Ошибка распознавания файлов').
 */
export async function recognizeMergedFile(fileId: number, collectionId: number): Promise<void> {
  await unwrap(
    api().POST('/api/file/recognizedMergedFile/{fileId}/common', {
      params: { path: { fileId } },
      body: { collectionId, config: 'common' },
      ...failureShownByPage,
    }),
  );
}
