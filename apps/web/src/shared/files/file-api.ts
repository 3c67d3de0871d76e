import type { StoredFile } from '@autocredit/generated/api';
import { unwrap } from '@/shared/api/api-error';
import { api } from '@/shared/api/client';
import { failureShownByPage } from '@/shared/api/feedback-middleware';
import { progressFetch } from './progress-fetch';

/** Where a file field registers its files: the document `code` of `group` in the collection. */
export interface DocumentTarget {
  collectionId: number;
  code: string;
  group: string;
}

/**
 * Stores one file (`POST /api/file/upload/{validateConfig}`, multipart part `file`), telling the progress in
 * percent. Its failure is shown under the field, so the client does not toast it.
 */
export async function uploadFile(config: string, file: Blob, onProgress: (percent: number) => void) {
  const answer = await unwrap(
    api().POST('/api/file/upload/{validateConfig}', {
      params: { path: { validateConfig: config } },
      body: { file },
      bodySerializer: (body) => {
        const form = new FormData();
        form.append('file', body.file, file instanceof File ? file.name : 'file');
        return form;
      },
      fetch: progressFetch(onProgress),
      ...failureShownByPage,
    }),
  );
  return answer.result;
}

/** Registers stored files in a document (`POST /api/document/upload/{collectionId}`), as the client's files. */
export async function registerFiles({ collectionId, code, group }: DocumentTarget, files: readonly StoredFile[]) {
  await unwrap(
    api().POST('/api/document/upload/{collectionId}', {
      params: { path: { collectionId } },
      body: { documents: [{ code, group, files: files.map((f) => ({ id: f.id, type: 'other' })) }] },
      ...failureShownByPage,
    }),
  );
}

/** The files of a document (`GET /api/document/get-document/{collectionId}/{documentCode}/{documentGroup}`). */
export async function documentFiles({ collectionId, code, group }: DocumentTarget, signal?: AbortSignal) {
  const answer = await unwrap(
    api().GET('/api/document/get-document/{collectionId}/{documentCode}/{documentGroup}', {
      params: { path: { collectionId, documentCode: code, documentGroup: group } },
      signal,
    }),
  );
  return answer.result;
}

/** Deletes a file of a document (`POST /api/file/delete`); 403 when it was uploaded earlier. */
export async function deleteFile(id: number, documentId: number) {
  await unwrap(api().POST('/api/file/delete', { body: { id, documentId } }));
}

/** A GET of one path of the API, answered as a blob (the client's typed paths are templates; this one is whole). */
type BlobGet = (
  path: string,
  init: { parseAs: 'blob' },
) => Promise<{ data?: Blob; error?: unknown; response: Response }>;

/**
 * The content of a stored file: `GET {path}` (a `File`'s `path`, relative to the API) as a blob, through the client
 * (the bearer token, the refresh). The path comes whole from the server, so it is given as its own template.
 */
export async function fileContent(path: string): Promise<Blob> {
  const get = api().GET as unknown as BlobGet;
  return unwrap(get(path, { parseAs: 'blob' }));
}
