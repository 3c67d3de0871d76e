import { Button } from 'primereact/button';
import { Link } from 'react-router-dom';
import type { TaskListItem, User } from '@autocredit/generated/api';
import { failureText } from '@/shared/api/failure-text';
import { isAllowed } from '@/shared/policies/access';
import { policies } from '@/shared/policies/policies';
import { href } from '@/shared/routing/paths';
import { useClaimAndOpen } from '@/shared/tasks/claim-and-open';
import { toast } from '@/shared/ui/toast';
import { useUnclaim } from '@/features/task-lists/api/task-lists-api';
import { OPEN_OWN_TASK, ownTaskHref } from '@/features/task-lists/lib/own-task';

const showFailure = (error: unknown) => {
  const text = failureText(error);
  if (text) toast.error(text);
};

/**
 * A free task: 'Взять в работу' (claims it, opens its page). A task someone works: 'В работе' opens the deal (000
 * §2.7), its assignee gets 'Открыть задачу' back to its task page, and with unclaim-all 'Снять' returns it to the
 * queue (a toast says so).
 */
export function TaskActions({ task, user }: { task: TaskListItem; user: User }) {
  const claim = useClaimAndOpen();
  const unclaim = useUnclaim();
  if (!task.assignee) {
    return (
      <Button
        type="button"
        label="Взять в работу"
        size="small"
        loading={claim.isPending}
        onClick={() => claim.mutate({ dealId: task.deal.id, taskId: task.id }, { onError: showFailure })}
      />
    );
  }
  const own = ownTaskHref(task, user);
  return (
    <div className="task-actions">
      {own ? (
        <Link to={own} className="p-button p-button-sm p-component" data-testid="open-own-task">
          {OPEN_OWN_TASK}
        </Link>
      ) : null}
      <Button
        type="button"
        label="В работе"
        size="small"
        outlined
        onClick={() => window.open(href('deal-view', { id: task.deal.id }), '_blank', 'noopener')}
      />
      {isAllowed(user, policies.unclaimAll) ? (
        <Button
          type="button"
          label="Снять"
          size="small"
          severity="danger"
          text
          loading={unclaim.isPending}
          onClick={() => unclaim.mutate(task)}
        />
      ) : null}
    </div>
  );
}
