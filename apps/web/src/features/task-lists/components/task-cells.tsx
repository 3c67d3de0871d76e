import { Tag } from 'primereact/tag';
import type { ReactNode } from 'react';
import type { TaskListItem, User } from '@autocredit/generated/api';
import { formatDate, formatDateTime } from '@/shared/lib/format-date';
import { formatMoney } from '@/shared/lib/format-money';
import { shownAsItCame } from '@/shared/lib/shown-value';
import { Clamped, DealLink } from '@/shared/list';
import type { TaskColumn } from '@/features/task-lists/lib/columns';
import { TaskActions } from './task-actions';
import './task-table.css';

/** The marks of a task: after rescoring, after rework, how often it went back to the queue. */
function TaskMarks({ task }: { task: TaskListItem }) {
  const marks: ReactNode[] = [];
  if (task.isTaskWasRescored) marks.push(<Tag key="r" severity="warning" value="После рескоринга" />);
  if (task.isDealWasReworked) marks.push(<Tag key="w" severity="info" value="После доработки" />);
  if (task.unclaimCount) marks.push(<Tag key="u" severity="secondary" value={`Возвратов: ${task.unclaimCount}`} />);
  return marks.length > 0 ? <div className="task-marks">{marks}</div> : null;
}

export interface TaskCellContext {
  user: User;
  /** The user may open a deal (deal-view-info): the number and the client are links to it. */
  canOpen: boolean;
}

/** The header and the cell of each column of the task lists; `className` goes to its cells. */
export const TASK_CELLS: Record<
  TaskColumn,
  { header: string; cell(task: TaskListItem, ctx: TaskCellContext): ReactNode; className?: string }
> = {
  clientId: { header: 'ID клиента', cell: (t) => t.deal.client.id },
  dealId: {
    header: '№ заявки',
    cell: (t, { canOpen }) => (
      <DealLink dealId={t.deal.id} canOpen={canOpen}>
        {t.deal.id}
      </DealLink>
    ),
    className: 'cell-nowrap',
  },
  name: {
    header: 'Задача',
    cell: (t) => (
      <>
        <Clamped text={t.name} />
        <TaskMarks task={t} />
      </>
    ),
    className: 'task-table__name',
  },
  client: {
    header: 'ФИО',
    cell: (t, { canOpen }) => (
      <DealLink dealId={t.deal.id} canOpen={canOpen}>
        {t.deal.client.name ? <Clamped text={t.deal.client.name} /> : null}
      </DealLink>
    ),
    className: 'list-table__client',
  },
  dealDate: { header: 'Дата заявки', cell: (t) => formatDate(t.deal.createdAt) },
  program: { header: 'Кредитная программа', cell: (t) => <Clamped text={t.programmName} /> },
  strategy: { header: 'Стратегия', cell: (t) => <Clamped text={t.strategyName} /> },
  passport: {
    header: 'Паспорт',
    cell: (t) => (t.deal.client.passport ? `${t.deal.client.passport.series} ${t.deal.client.passport.number}` : ''),
    className: 'cell-nowrap',
  },
  cost: { header: 'Сумма', cell: (t) => formatMoney(t.deal.costRequested), className: 'cell-nowrap' },
  term: { header: 'Срок', cell: (t) => (t.deal.term ? `${t.deal.term} мес.` : ''), className: 'cell-nowrap' },
  status: { header: 'Статус', cell: (t) => <Clamped text={shownAsItCame(t.deal.status)} /> },
  partner: { header: 'Партнер', cell: (t) => <Clamped text={t.deal.partner.brandName ?? t.deal.holding?.name} /> },
  salePoint: {
    header: 'Точка продаж',
    cell: (t) => <Clamped text={t.deal.partner.specialName} />,
    className: 'task-table__sale-point',
  },
  assignee: { header: 'Исполнитель', cell: (t) => <Clamped text={t.assigneeFio ?? t.assignee} /> },
  activation: { header: 'Активация', cell: (t) => formatDateTime(t.created) },
  actions: {
    header: 'Действия',
    cell: (t, { user }) => <TaskActions task={t} user={user} />,
    className: 'cell-nowrap',
  },
};
