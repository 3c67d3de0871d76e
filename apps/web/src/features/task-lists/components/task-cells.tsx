import { Tag } from 'primereact/tag';
import type { ReactNode } from 'react';
import type { TaskListItem, User } from '@autocredit/generated/api';
import { formatDate, formatDateTime } from '@/shared/lib/format-date';
import { formatMoney } from '@/shared/lib/format-money';
import type { TaskColumn } from '@/features/task-lists/lib/columns';
import { TaskActions } from './task-actions';

/** The marks of a task: after rescoring, after rework, how often it went back to the queue. */
function TaskMarks({ task }: { task: TaskListItem }) {
  const marks: ReactNode[] = [];
  if (task.isTaskWasRescored) marks.push(<Tag key="r" severity="warning" value="После рескоринга" />);
  if (task.isDealWasReworked) marks.push(<Tag key="w" severity="info" value="После доработки" />);
  if (task.unclaimCount) marks.push(<Tag key="u" severity="secondary" value={`Возвратов: ${task.unclaimCount}`} />);
  return marks.length > 0 ? <div className="task-marks">{marks}</div> : null;
}

/** The header and the cell of each column of the task lists. */
export const TASK_CELLS: Record<TaskColumn, { header: string; cell(task: TaskListItem, user: User): ReactNode }> = {
  clientId: { header: 'ID клиента', cell: (t) => t.deal.client.id },
  dealId: { header: '№ заявки', cell: (t) => t.deal.id },
  name: {
    header: 'Задача',
    cell: (t) => (
      <>
        <div>{t.name}</div>
        <TaskMarks task={t} />
      </>
    ),
  },
  client: { header: 'ФИО', cell: (t) => t.deal.client.name },
  dealDate: { header: 'Дата заявки', cell: (t) => formatDate(t.deal.createdAt) },
  program: { header: 'Кредитная программа', cell: (t) => t.programmName ?? '' },
  strategy: { header: 'Стратегия', cell: (t) => t.strategyName ?? '' },
  passport: {
    header: 'Паспорт',
    cell: (t) => (t.deal.client.passport ? `${t.deal.client.passport.series} ${t.deal.client.passport.number}` : ''),
  },
  cost: { header: 'Сумма', cell: (t) => formatMoney(t.deal.costRequested) },
  term: { header: 'Срок', cell: (t) => (t.deal.term ? `${t.deal.term} мес.` : '') },
  status: { header: 'Статус', cell: (t) => t.deal.status ?? '' },
  partner: { header: 'Партнер', cell: (t) => t.deal.partner.brandName ?? t.deal.holding?.name ?? '' },
  salePoint: { header: 'Точка продаж', cell: (t) => t.deal.partner.specialName },
  assignee: { header: 'Исполнитель', cell: (t) => t.assigneeFio ?? t.assignee ?? '' },
  activation: { header: 'Активация', cell: (t) => formatDateTime(t.created) },
  actions: { header: '', cell: (t, user) => <TaskActions task={t} user={user} /> },
};
