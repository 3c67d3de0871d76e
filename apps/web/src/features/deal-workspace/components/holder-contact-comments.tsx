import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { queryKeys } from '@/shared/api/query-keys';
import { CommentComposer } from '@/shared/ui/comments/comment-composer';
import { CommentList } from '@/shared/ui/comments/comment-list';
import { useCommentSender } from '@/shared/ui/comments/use-comment-sender';
import { holderContactCommentsQuery, sendHolderContactComment } from '../api/holder-contacts-api';
import type { HolderKey } from '../lib/holder-contacts';
import { COMMENT_SEND_FAILED, COMMENT_SENT, COMMENTS_LOAD_FAILED } from '../lib/task-texts';

const DEAL_PAGE_TEXTS = { sent: COMMENT_SENT, sendFailed: COMMENT_SEND_FAILED };

/**
 * The underwriters' comments on one contact of the contacts step (holder `{role}Contact`, 001 §2.3, §2.9): the thread,
 * oldest first ('Не удалось получить комментарии' when it cannot be read), and, for who may write, a new one (not
 * empty; 'Комментарий отправлен.' or 'Не удалось отправить комментарий'). A sent comment refreshes the thread and the
 * contacts' last-comment column.
 */
export function HolderContactComments({
  dealId,
  role,
  contactId,
  canWrite,
}: {
  dealId: number;
  role: HolderKey;
  contactId: number;
  canWrite: boolean;
}) {
  const queryClient = useQueryClient();
  const composerId = useId();
  const thread = useQuery(holderContactCommentsQuery(dealId, role, contactId));
  const sender = useCommentSender(
    (text) => sendHolderContactComment(dealId, role, contactId, text),
    () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.deals.holderContactComments(dealId, role, contactId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.deals.holderContacts(dealId) });
    },
    DEAL_PAGE_TEXTS,
  );
  return (
    <div className="holder-contact-comments" data-testid={`holder-contact-comments-${contactId}`}>
      <CommentList
        comments={thread.data}
        loading={thread.isPending}
        error={thread.isError ? COMMENTS_LOAD_FAILED : null}
        testId={`holder-contact-comment-list-${contactId}`}
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
