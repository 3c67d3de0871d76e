import { CONTACT_COMMENTS, type HolderKey } from './holder-contacts-rules';
import { CommentsPopoverButton } from '@/shared/comments';
import { HolderContactComments } from './holder-contact-comments';

/** The comments popover of a contact row (001 §2.3): the contact's comments and, for who may write, a new one. */
export function HolderContactCommentsButton({
  dealId,
  role,
  contact,
  canWrite,
}: {
  dealId: number;
  role: HolderKey;
  contact: { id: number; value: string };
  canWrite: boolean;
}) {
  return (
    <CommentsPopoverButton
      title={`${CONTACT_COMMENTS}: ${contact.value}`}
      ariaLabel={CONTACT_COMMENTS}
      className="holder-contact-comments"
    >
      <HolderContactComments dealId={dealId} role={role} contactId={contact.id} canWrite={canWrite} />
    </CommentsPopoverButton>
  );
}
