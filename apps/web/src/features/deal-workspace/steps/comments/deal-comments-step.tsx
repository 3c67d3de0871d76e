import { useCurrentUser } from '@/shared/api/queries';
import { isAllowed } from '@/shared/policies/access';
import { policies } from '@/shared/policies/policies';
import { COMMON_COMMENTS, NO_COMMENTS_FOR_AUDITORS, UNDERWRITER_COMMENTS } from './comments-texts';
import { DealThread } from './deal-thread';

/**
 * The deal page's comments step (001 §2.1, §7): the underwriters' thread (written by underwriters) and the common one
 * (written by those who work tasks, read by every other reader). Auditors see no comments (001 §6 'no comments'):
 * the step says there is nothing to show.
 */
export function DealCommentsStep({ dealId }: { dealId: number }) {
  const user = useCurrentUser().data;
  // who reads decides what is asked for: nothing until the user is known
  if (!user) return <p className="deal-thread__note">Загрузка...</p>;
  if (isAllowed(user, policies.auditor)) {
    return (
      <section className="card deal-comments-step" data-testid="deal-comments-none">
        <p className="deal-thread__note">{NO_COMMENTS_FOR_AUDITORS}</p>
      </section>
    );
  }
  return (
    <div className="deal-comments-step">
      <DealThread
        dealId={dealId}
        thread="underwriter"
        title={UNDERWRITER_COMMENTS}
        username={user.username}
        canWrite={isAllowed(user, policies.underwriterFormView)}
      />
      <DealThread
        dealId={dealId}
        thread="common"
        title={COMMON_COMMENTS}
        username={user.username}
        canWrite={isAllowed(user, policies.dealCommonCommentWrite)}
      />
    </div>
  );
}
