import { useCurrentUser } from '@/shared/api/queries';
import { isAllowed } from '@/shared/policies/access';
import { policies } from '@/shared/policies/policies';
import { COMMON_COMMENTS, UNDERWRITER_COMMENTS } from '../lib/task-texts';
import { DealCommentThread } from './deal-comment-thread';

/**
 * The deal page's comments step (001 §2.1, §7): the underwriters' thread (written by underwriters; hidden from
 * auditors, 001 §6) and the common one (written by all but auditors, who only read it).
 */
export function DealCommentsStep({ dealId }: { dealId: number }) {
  const user = useCurrentUser().data;
  const auditor = isAllowed(user, policies.auditor);
  const canWrite = !auditor;
  return (
    <div className="deal-comments-step">
      {auditor ? null : (
        <DealCommentThread
          dealId={dealId}
          thread="underwriter"
          title={UNDERWRITER_COMMENTS}
          username={user?.username}
          canWrite={isAllowed(user, policies.underwriterFormView)}
        />
      )}
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
