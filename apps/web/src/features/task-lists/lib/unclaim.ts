import type { TaskListItem } from '@autocredit/generated/api';

type TaskRef = Pick<TaskListItem, 'name'> & {
  deal: Pick<TaskListItem['deal'], 'id'> & { client: Pick<TaskListItem['deal']['client'], 'name'> };
};

/** What the success toast of 'Снять' says: the task, its deal and the client. */
export function unclaimDone(task: TaskRef): string {
  const name = (task.name ?? '').trim();
  const what = name ? `Задача «${name}»` : 'Задача';
  return `${what} по заявке № ${task.deal.id} (${task.deal.client.name.trim()}) возвращена в очередь`;
}
