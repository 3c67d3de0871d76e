import type { ReactNode } from 'react';
import type { DealListItem, User } from '@autocredit/generated/api';
import { formatDate, formatDateTime } from '@/shared/lib/format-date';
import { Clamped, DealLink } from '@/shared/list';
import { isAllowed } from '@/shared/policies/access';
import { policies } from '@/shared/policies/policies';
import { partnerTime, type DealColumn } from '@/features/deal-list/lib/columns';
import { shownAsItCame } from '@/shared/lib/shown-value';
import { ClientDecisionCell } from './client-decision-cell';
import { PriorityCell } from './priority-cell';

export interface CellContext {
  user: User;
  /** The user may open a deal (deal-view-info): the number and the client are links to it. */
  canOpen: boolean;
}

const lastTask = (deal: DealListItem) => deal.userTasks?.at(-1);

/** The header and the cell of each column of the deal table; `className` goes to its cells. */
export const DEAL_CELLS: Record<
  DealColumn,
  { header: string; cell(deal: DealListItem, ctx: CellContext): ReactNode; className?: string }
> = {
  id: {
    header: '№',
    cell: (d, { canOpen }) => (
      <DealLink dealId={d.id} canOpen={canOpen}>
        {d.id}
      </DealLink>
    ),
    className: 'cell-nowrap',
  },
  client: {
    header: 'Клиент',
    cell: (d, { canOpen }) => (
      <DealLink dealId={d.id} canOpen={canOpen}>
        {d.client.name ? <Clamped text={d.client.name} /> : null}
      </DealLink>
    ),
    className: 'list-table__client',
  },
  strategy: { header: 'Стратегия', cell: (d) => <Clamped text={d.strategyName} /> },
  dates: {
    header: 'Создана / завершена',
    cell: (d) => (
      <>
        <div>{formatDate(d.createdAt)}</div>
        <div className="text-secondary">{formatDate(d.processes?.autocredit?.finishProcessAt)}</div>
      </>
    ),
    className: 'cell-nowrap',
  },
  partner: {
    header: 'Партнер / точка продаж',
    cell: (d) => (
      <>
        <div className="cell-ellipsis" title={d.partner.brandName ?? undefined}>
          {d.partner.brandName ?? ''}
        </div>
        <div className="cell-ellipsis text-secondary" title={d.partner.specialName}>
          {d.partner.specialName}
        </div>
      </>
    ),
    className: 'deal-table__partner',
  },
  creator: { header: 'Создатель', cell: (d) => <Clamped text={d.createdUserName} /> },
  status: { header: 'Статус', cell: (d) => <Clamped text={shownAsItCame(d.status, d.statusCode)} /> },
  task: { header: 'Текущая задача', cell: (d) => <Clamped text={lastTask(d)?.name} /> },
  assignee: { header: 'Исполнитель', cell: (d) => <Clamped text={lastTask(d)?.assignee} /> },
  taskStarted: { header: 'Начало задачи', cell: (d) => formatDateTime(lastTask(d)?.created) },
  partnerTime: { header: 'Время партнера', cell: (d) => formatDateTime(partnerTime(d.partnerTimestamp)) },
  lastDecision: { header: 'Последнее решение', cell: (d) => formatDateTime(d.decisions?.[0]?.createdAt) },
  applicationType: { header: 'Тип кредитной заявки', cell: (d) => <Clamped text={d.decisionTypeLabel} /> },
  clientDecision: {
    header: 'Решение клиента',
    cell: (d, { user }) => (isAllowed(user, policies.clientDecision) ? <ClientDecisionCell deal={d} /> : null),
  },
  underwriterDecision: {
    header: 'Решение андеррайтера',
    cell: (d) => <Clamped text={d.decisionForUderwriterLabel} />,
  },
  priority: {
    header: 'Приоритет',
    cell: (d) => <PriorityCell key={`${d.id}:${d.gozPriority}`} deal={d} />,
  },
  clientId: { header: 'ID клиента', cell: (d) => d.client.id },
  holding: { header: 'Холдинг', cell: (d) => <Clamped text={d.holding?.name} /> },
  pointType: { header: 'Тип точки продаж', cell: (d) => <Clamped text={d.partner.pointTypeShortTitle} /> },
};
