import type { Task } from '@autocredit/generated/api';
import { PLEDGE_LABELS } from '../lib/pledge-texts';

/** The pledge task's head: its pledge and deal. */
export function PledgeTaskHead({ task, pledgeId }: { task: Task; pledgeId: number | undefined }) {
  return (
    <dl className="facts" data-testid="pledge-task-head">
      {pledgeId !== undefined ? (
        <div>
          <dt>{PLEDGE_LABELS.pledge}</dt>
          <dd>{pledgeId}</dd>
        </div>
      ) : null}
      {task.deal ? (
        <div>
          <dt>{PLEDGE_LABELS.deal}</dt>
          <dd>{task.deal.id}</dd>
        </div>
      ) : null}
    </dl>
  );
}
