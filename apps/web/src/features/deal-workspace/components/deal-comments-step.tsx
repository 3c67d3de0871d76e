import { useCurrentUser } from '@/shared/api/queries';
import { isAllowed } from '@/shared/policies/access';
import { policies } from '@/shared/policies/policies';
import { COMMON_COMMENTS, UNDERWRITER_COMMENTS } from '../lib/task-texts';
import { DealCommentThread } from './deal-comment-thread';

/** The deal page's comments step (001 §2.1, §7): the underwriters' thread and the common one; auditors only read. */
export function DealCommentsStep({ dealId }: { dealId: number }) {
  const user = useCurrentUser().data;
  const canWrite = !isAllowed(user, policies.auditor);
  return (
    <div className="deal-comments-step">
      <DealCommentThread
        dealId={dealId}
        thread="underwriter"
        title={UNDERWRITER_COMMENTS}
        username={user?.username}
        canWrite={canWrite}
      />
      <DealCommentThread
        dealId={dealId}
        thread="common"
        title={COMMON_COMMENTS}
        username={user?.username}
        canWrite={canWrite}
      />
    </div>
  );
}
