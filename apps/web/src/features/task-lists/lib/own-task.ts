import type { TaskListItem, User } from '@autocredit/generated/api';
import { taskPageHref } from '@/shared/tasks/task-page';

export const OPEN_OWN_TASK = 'Открыть задачу';

/**
 * The way back to a task the user works: its task page (the page of the task's role, 002 §2), for its assignee only;
 * none when the role has no task page (the task then opens as the deal, as 'В работе' does).
 */
export function ownTaskHref(task: TaskListItem, user: Pick<User, 'username'>): string | null {
  if (!task.assignee || task.assignee !== user.username) return null;
  const to = taskPageHref({ id: task.id, dealId: task.deal.id, currentRole: task.currentRole ?? null });
  return to.startsWith('/deal/') ? null : to;
}
