import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { queryKeys } from '@/shared/api/query-keys';
import { CommentComposer } from '@/shared/ui/comments/comment-composer';
import { CommentList } from '@/shared/ui/comments/comment-list';
import { useCommentSender } from '@/shared/ui/comments/use-comment-sender';
import { fileCommentsQuery, sendFileComment } from '../api/documents-api';
import { COMMENT_SEND_FAILED, COMMENT_SENT, COMMENTS_LOAD_FAILED } from '../lib/task-texts';

const DEAL_PAGE_TEXTS = { sent: COMMENT_SENT, sendFailed: COMMENT_SEND_FAILED };

/**
 * The comments on one file of the documents screen (001 §7): the thread, oldest first ('Не удалось получить
 * комментарии' when it cannot be read), and, for who may write, a new one (not empty; 'Комментарий отправлен.' or
 * 'Не удалось отправить комментарий'). A sent comment refreshes the thread and the documents (their comment counts).
 */
export function FileComments({ dealId, fileId, canWrite }: { dealId: number; fileId: number; canWrite: boolean }) {
  const queryClient = useQueryClient();
  const composerId = useId();
  const thread = useQuery(fileCommentsQuery(dealId, fileId));
  const sender = useCommentSender(
    (text) => sendFileComment(dealId, fileId, text),
    () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.documents.fileComments(dealId, fileId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.documents.lists });
    },
    DEAL_PAGE_TEXTS,
  );
  return (
    <div className="file-comments" data-testid={`file-comments-${fileId}`}>
      <CommentList
        comments={thread.data}
        loading={thread.isPending}
        error={thread.isError ? COMMENTS_LOAD_FAILED : null}
        testId={`file-comment-list-${fileId}`}
      />
      {canWrite ? (
        <CommentComposer
          id={composerId}
          label="Новый комментарий"
          value={sender.text}
          error={sender.error}
          sending={sender.sending}
          onChange={sender.setText}
          onSubmit={sender.submit}
        />
      ) : null}
    </div>
  );
}
