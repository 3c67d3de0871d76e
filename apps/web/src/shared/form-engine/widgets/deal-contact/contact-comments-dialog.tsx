import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Dialog } from 'primereact/dialog';
import type { DealContact } from '@autocredit/generated/api';
import { SOMETHING_WENT_WRONG } from '@/shared/api/failure-text';
import { queryKeys } from '@/shared/api/query-keys';
import { addContactComment, contactCommentsQuery } from '@/shared/contacts';
import { CommentComposer, TaskCommentList, useCommentSender } from '@/shared/comments';

/** The props of ContactCommentsDialog. */
export interface ContactCommentsDialogProps {
  dealId: number;
  contact: DealContact;
  /** The form is read-only: the thread is shown, nothing is written. */
  readOnly: boolean;
  onHide(): void;
}

/** The underwriters' comments on one deal contact, and a new one (holder `additionalDealContact`). */
export function ContactCommentsDialog({ dealId, contact, readOnly, onHide }: ContactCommentsDialogProps) {
  const queryClient = useQueryClient();
  const thread = useQuery(contactCommentsQuery(dealId, contact.id));
  const sender = useCommentSender(
    (text) => addContactComment(dealId, contact.id, text),
    () => void queryClient.invalidateQueries({ queryKey: queryKeys.contacts.deal(dealId) }),
  );
  return (
    <Dialog
      visible
      header={`Комментарии: ${contact.fio}`}
      style={{ width: '600px' }}
      breakpoints={{ '640px': '95vw' }}
      onHide={onHide}
      data-testid="contact-comments-dialog"
    >
      <TaskCommentList
        comments={thread.data}
        loading={thread.isPending}
        error={thread.isError ? SOMETHING_WENT_WRONG : null}
      />
      {!readOnly && (
        <CommentComposer
          id={`contact-comment-${contact.id}`}
          label="Комментарий"
          value={sender.text}
          error={sender.error}
          sending={sender.sending}
          onChange={sender.setText}
          onSubmit={sender.submit}
        />
      )}
    </Dialog>
  );
}
