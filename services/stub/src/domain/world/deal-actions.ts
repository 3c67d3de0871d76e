import type { DealTask } from '@autocredit/generated/api';
import { DomainError } from '../errors';
import { PRIORITIES, STATUS_INDEX } from './catalog-deals';
import type { World } from './world';

export const texts = {
  unknownPriority: 'Неизвестный приоритет',
  notClientWaiting: 'Заявка не ожидает решения клиента',
  prioritySaved: 'Приоритет сохранен',
} as const;

/** Sets the GOZ priority of a deal (a value of PRIORITIES). */
export function setGozPriority(world: World, deal: number, priority: number): void {
  if (!PRIORITIES.some((p) => p.value === priority)) throw new DomainError('invalid', texts.unknownPriority);
  world.setPriority(deal, priority);
}

/**
 * The client's answer to the decision of a deal waiting for it (client_waiting): accepted, the deal goes to
 * client_approved and on to the credit inspector; refused, it closes as client_refused. Any other status: invalid.
 * The same transitions as the process engine's `clientApprove` / `clientRefuse` (domain/process/deal.ts).
 */
export function recordClientDecision(world: World, deal: number, accepted: boolean): void {
  if (world.deals.status[deal] !== STATUS_INDEX.client_waiting)
    throw new DomainError('invalid', texts.notClientWaiting);
  if (accepted) {
    world.setStatus(deal, 'client_approved');
    world.openTask(deal, 'credit_inspection');
  } else {
    world.setStatus(deal, 'client_refused');
  }
}

/** The open tasks of a deal, its process's first, then its pledge's. */
export function openTasksOf(world: World, deal: number): DealTask[] {
  const { tasks, deals } = world;
  const open = world.dealTasks(deal).filter((t) => Number.isNaN(tasks.closedAt[t]!));
  open.sort((a, b) => (a === deals.currentTask[deal] ? -1 : b === deals.currentTask[deal] ? 1 : a - b));
  return open.map((t) => {
    const kind = world.taskKind(t);
    const assignee = tasks.assignee[t]!;
    return {
      id: world.taskId(t),
      name: kind.name,
      taskDefinitionKey: kind.key,
      currentRole: kind.role,
      processName: kind.processName,
      assignee: assignee >= 0 ? world.staff[assignee]!.username : null,
    };
  });
}
