import type { ReactNode } from 'react';
import type { DealListItem, GozPriority, User } from '@autocredit/generated/api';
import { formatDate, formatDateTime } from '@/shared/lib/format-date';
import { isAllowed } from '@/shared/policies/access';
import { policies } from '@/shared/policies/policies';
import { partnerTime, type DealColumn } from '@/features/deal-list/lib/columns';
import { ClientDecisionCell } from './client-decision-cell';
import { PriorityCell } from './priority-cell';

export interface CellContext {
  user: User;
  priorities: GozPriority[];
}

const lastTask = (deal: DealListItem) => deal.userTasks?.at(-1);

/** The header and the cell of each column of the deal table. */
export const DEAL_CELLS: Record<DealColumn, { header: string; cell(deal: DealListItem, ctx: CellContext): ReactNode }> =
  {
    id: { header: '№', cell: (d) => d.id },
    client: { header: 'Клиент', cell: (d) => d.client.name },
    strategy: { header: 'Стратегия', cell: (d) => d.strategyName ?? '' },
    dates: {
      header: 'Создана / завершена',
      cell: (d) => (
        <>
          <div>{formatDate(d.createdAt)}</div>
          <div className="text-secondary">{formatDate(d.processes?.autocredit?.finishProcessAt)}</div>
        </>
      ),
    },
    partner: {
      header: 'Партнер / точка продаж',
      cell: (d) => (
        <>
          <div>{d.partner.brandName ?? ''}</div>
          <div className="text-secondary">{d.partner.specialName}</div>
        </>
      ),
    },
    creator: { header: 'Создатель', cell: (d) => d.createdUserName ?? '' },
    // The title of the status; the code as it came when the server gives no title (the set of codes is open).
    status: { header: 'Статус', cell: (d) => d.status || d.statusCode },
    task: { header: 'Текущая задача', cell: (d) => lastTask(d)?.name ?? '' },
    assignee: { header: 'Исполнитель', cell: (d) => lastTask(d)?.assignee ?? '' },
    taskStarted: { header: 'Начало задачи', cell: (d) => formatDateTime(lastTask(d)?.created) },
    partnerTime: { header: 'Время партнера', cell: (d) => formatDateTime(partnerTime(d.partnerTimestamp)) },
    lastDecision: { header: 'Последнее решение', cell: (d) => formatDateTime(d.decisions?.[0]?.createdAt) },
    applicationType: { header: 'Тип кредитной заявки', cell: (d) => d.decisionTypeLabel ?? '' },
    clientDecision: {
      header: 'Решение клиента',
      cell: (d, { user }) => (isAllowed(user, policies.clientDecision) ? <ClientDecisionCell deal={d} /> : null),
    },
    underwriterDecision: { header: 'Решение андеррайтера', cell: (d) => d.decisionForUderwriterLabel ?? '' },
    priority: {
      header: 'Приоритет',
      cell: (d, { priorities }) => <PriorityCell key={`${d.id}:${d.gozPriority}`} deal={d} priorities={priorities} />,
    },
    clientId: { header: 'ID клиента', cell: (d) => d.client.id },
    holding: { header: 'Холдинг', cell: (d) => d.holding?.name ?? '' },
    pointType: { header: 'Тип точки продаж', cell: (d) => d.partner.pointTypeShortTitle ?? '' },
  };
