import type { Task } from '@autocredit/generated/api';
import { DealLink } from '@/shared/list';
import { WithoutAcceptActNote } from './without-accept-act-note';

/** The head of a task page (002 §1): task, deal number, client, partner, creator, 'Сделка без акта ПП'. */
export function TaskHeader({ task, canOpenDeal }: { task: Task; canOpenDeal: boolean }) {
  const { deal } = task;
  if (!deal) return null;
  return (
    <dl className="facts" data-testid="task-header">
      <div>
        <dt>Заявка</dt>
        <dd>
          <DealLink dealId={deal.id} canOpen={canOpenDeal}>
            {deal.id}
          </DealLink>
        </dd>
      </div>
      <div>
        <dt>Клиент</dt>
        <dd>{deal.client?.name || '—'}</dd>
      </div>
      <div>
        <dt>Точка продаж</dt>
        <dd>{deal.partner?.specialName ?? '—'}</dd>
      </div>
      <div>
        <dt>Создал</dt>
        <dd>{deal.createdUserName ?? '—'}</dd>
      </div>
      <WithoutAcceptActNote shown={deal.partner?.isWithoutAcceptAct} />
    </dl>
  );
}
