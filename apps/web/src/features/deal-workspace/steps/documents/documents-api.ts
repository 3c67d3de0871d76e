import type {
  Comment,
  DocumentGroupEntry,
  DocumentVerifyingStatus,
  PersonContent,
  SnapshotChangeSet,
} from '@autocredit/generated/api';
import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '@/shared/api/api-error';
import { api } from '@/shared/api/client';
import { queryKeys } from '@/shared/api/query-keys';
import { fileContent } from '@/shared/files';

/** The documents of a collection by group (`GET api/document/list/{collectionId}?group[]=…`, 001 §7). */
export const documentListQuery = (collectionId: number, groups: readonly string[]) =>
  queryOptions({
    queryKey: queryKeys.documents.list(collectionId, groups),
    queryFn: async ({ signal }): Promise<Record<string, DocumentGroupEntry[]>> =>
      (
        await unwrap(
          api().GET('/api/document/list/{collectionId}', {
            params: { path: { collectionId }, query: { 'group[]': [...groups] } },
            signal,
          }),
        )
      ).result,
  });

const NO_CHANGES: SnapshotChangeSet = { added: [], changed: [], deleted: [] };

/** The files changed since the deal's previous snapshot (`GET /api/snapshot/changes/{dealId}?paths[]=documents`). */
export const documentChangesQuery = (dealId: number) =>
  queryOptions({
    queryKey: queryKeys.documents.changes(dealId),
    queryFn: async ({ signal }): Promise<SnapshotChangeSet> => {
      const answer = await unwrap(
        api().GET('/api/snapshot/changes/{dealId}', {
          params: { path: { dealId }, query: { 'paths[]': ['documents'] } },
          signal,
        }),
      );
      return answer.result.documents ?? NO_CHANGES;
    },
  });

/** The documents as one zip (`GET api/document/generate-zip?onlySign=0&ids[]=…`). */
export async function documentsZip(ids: readonly number[]): Promise<Blob> {
  return unwrap(
    api().GET('/api/document/generate-zip', {
      params: { query: { onlySign: 0, 'ids[]': [...ids] } },
      parseAs: 'blob',
    }),
  );
}

/** The files of one document merged into one PDF (`GET /api/document/merge-pdf-document/{documentId}`). */
export async function documentMergedPdf(documentId: number): Promise<Blob> {
  return unwrap(
    api().GET('/api/document/merge-pdf-document/{documentId}', {
      params: { path: { documentId } },
      parseAs: 'blob',
    }),
  );
}

/** The files of several documents merged into one PDF (`GET /api/document/merge-pdf-documents?ids[]=…`). */
export async function documentsMergedPdf(ids: readonly number[]): Promise<Blob> {
  return unwrap(
    api().GET('/api/document/merge-pdf-documents', { params: { query: { 'ids[]': [...ids] } }, parseAs: 'blob' }),
  );
}

/** A release manager's verification of a document (`POST /api/document/add-verifying-status/{id}/{status}`). */
export async function setVerifyingStatus(documentId: number, status: DocumentVerifyingStatus): Promise<void> {
  await unwrap(
    api().POST('/api/document/add-verifying-status/{documentId}/{status}', {
      params: { path: { documentId, status } },
    }),
  );
}

/** Deletes a file of a document (`POST /api/file/delete`); true when the list is to be reloaded. */
export async function deleteDocumentFile(id: number, documentId: number): Promise<boolean> {
  return Boolean((await unwrap(api().POST('/api/file/delete', { body: { id, documentId } }))).result);
}

/** The comments on a file (`GET /api/comment/get/{dealId}/files/file/{fileId}`). */
export const fileCommentsQuery = (dealId: number, fileId: number) =>
  queryOptions({
    queryKey: queryKeys.documents.fileComments(dealId, fileId),
    queryFn: async ({ signal }): Promise<Comment[]> =>
      (
        await unwrap(
          api().GET('/api/comment/get/{dealId}/files/file/{fileId}', {
            params: { path: { dealId, fileId } },
            signal,
          }),
        )
      ).result,
  });

/** Writes a comment on a file (`POST /api/comment/{dealId}/files/file/{fileId}`, body `text`). */
export async function sendFileComment(dealId: number, fileId: number, text: string): Promise<void> {
  await unwrap(
    api().POST('/api/comment/{dealId}/files/file/{fileId}', { params: { path: { dealId, fileId } }, body: { text } }),
  );
}

/** The personal information of the deal's people (`GET /api/autocredit/deal-info/getPersonContent/{dealId}`). */
export const personContentQuery = (dealId: number) =>
  queryOptions({
    queryKey: queryKeys.documents.personContent(dealId),
    queryFn: async ({ signal }): Promise<PersonContent> =>
      (
        await unwrap(
          api().GET('/api/autocredit/deal-info/getPersonContent/{dealId}', { params: { path: { dealId } }, signal }),
        )
      ).result,
  });

/** The content of a stored file (`GET {path}` as a blob), kept a minute after the viewer leaves it. */
export const fileContentQuery = (file: { id: number; path: string }) =>
  queryOptions({
    queryKey: queryKeys.documents.fileContent(file.id),
    queryFn: () => fileContent(file.path),
    staleTime: Infinity,
    gcTime: 60_000,
  });
