import { Button } from 'primereact/button';
import { Link } from 'react-router-dom';
import type { PledgeTask } from '@autocredit/generated/api';
import { failureText } from '@/shared/api/failure-text';
import { href } from '@/shared/routing/paths';
import { useClaimAndOpen } from '@/shared/tasks/claim-and-open';
import { toast } from '@/shared/ui/toast';

const showFailure = (error: unknown) => {
  const text = failureText(error);
  if (text) toast.error(text);
};

/**
 * The pledge editor's action on a task: a free task 'Взять в работу' (claimed, then its page /pledge/{id} opens), a
 * task of the user's 'В работе' opens its page.
 */
export function PledgeTaskActions({ task }: { task: PledgeTask }) {
  const claim = useClaimAndOpen();
  if (task.assignee)
    return (
      <Link className="p-button p-button-sm p-button-outlined" to={href('pledge', { id: task.id })}>
        В работе
      </Link>
    );
  const dealId = task.deal?.id ?? task.pledge.deal.id;
  return (
    <Button
      type="button"
      label="Взять в работу"
      size="small"
      loading={claim.isPending}
      onClick={() => claim.mutate({ dealId, taskId: task.id }, { onError: showFailure })}
    />
  );
}
