import { queryKeys } from '@/shared/api/query-keys';
import { fileCommentsQuery, sendFileComment } from './documents-api';
import { CommentThread } from '@/shared/comments';

/**
 * The comments on one file of the documents screen (001 §7); a sent comment also refreshes the documents (their
 * comment counts).
 */
export function FileComments({ dealId, fileId, canWrite }: { dealId: number; fileId: number; canWrite: boolean }) {
  return (
    <CommentThread
      query={fileCommentsQuery(dealId, fileId)}
      send={(text) => sendFileComment(dealId, fileId, text)}
      alsoRefresh={[queryKeys.documents.lists]}
      canWrite={canWrite}
      kind="file"
      id={fileId}
    />
  );
}
