import { queryKeys } from '@/shared/api/query-keys';
import { holderContactCommentsQuery, sendHolderContactComment } from './holder-contacts-api';
import type { ChatRole } from './holder-contacts-rules';
import { CommentThread } from '@/shared/comments';

/**
 * The underwriters' comments on one contact of the contacts step (holder `{role}Contact`, 001 §2.3, §2.9); a sent
 * comment also refreshes the contacts' last-comment column.
 */
export function HolderContactComments({
  dealId,
  role,
  contactId,
  canWrite,
}: {
  dealId: number;
  role: ChatRole;
  contactId: number;
  canWrite: boolean;
}) {
  return (
    <CommentThread
      query={holderContactCommentsQuery(dealId, role, contactId)}
      send={(text) => sendHolderContactComment(dealId, role, contactId, text)}
      alsoRefresh={[queryKeys.deals.holderContacts(dealId), queryKeys.contacts.deal(dealId)]}
      canWrite={canWrite}
      kind="holder-contact"
      id={contactId}
    />
  );
}
