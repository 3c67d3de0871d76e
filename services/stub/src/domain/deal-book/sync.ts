import { isUnderwriterTask } from '../process/definitions';
import { isOpen } from '../process/draft';
import type { ProcessState, ProcessTask } from '../process/types';
import { OUTCOME_APPROVED, OUTCOME_REJECTED, OUTCOME_REWORK } from '../world/seed/catalog-deals';
import type { World } from '../world/world';

const DECISION_OUTCOMES: Readonly<Record<string, number>> = {
  approve: OUTCOME_APPROVED,
  reject: OUTCOME_REJECTED,
  rework: OUTCOME_REWORK,
};

/**
 * Writes a transition of a deal's process into the world (so that the lists show it): the tasks closed, claimed
 * and returned, the underwriter's decision, the rework flag, the status, the tasks opened (in order, so that the
 * world gives them the ids the engine took from `nextTaskId`), and the pledge's status.
 */
export function syncWorld(world: World, deal: number, before: ProcessState, after: ProcessState): void {
  const was = new Map(before.tasks.map((t) => [t.id, t]));
  const staff = (username: string | null) => (username === null ? undefined : world.staffByUsername(username)?.index);

  for (const task of after.tasks) {
    const old = was.get(task.id);
    if (!old) continue;
    const row = world.taskRow(task.id);
    if (row === undefined) throw new Error(`task ${task.id} is not in the world`);
    if (isOpen(old) && !isOpen(task)) {
      // A closed task keeps its worker; the world's closeTask keeps the assignee column.
      const worker = staff(task.assignee);
      if (task.assignee !== old.assignee && worker !== undefined) world.claimTask(row, worker);
      world.closeTask(row);
      addDecision(world, deal, old, task, before.preliminary, staff(task.assignee));
      continue;
    }
    if (task.assignee !== old.assignee) {
      if (old.assignee !== null) world.unclaimTask(row);
      const worker = staff(task.assignee);
      if (worker !== undefined) world.claimTask(row, worker);
    }
  }

  if (after.reworked !== before.reworked) world.setReworked(deal, after.reworked);
  if (after.status !== before.status) world.setStatus(deal, after.status);

  for (const task of after.tasks) {
    if (was.has(task.id)) continue;
    const row = world.openTask(deal, task.key, undefined, { rescored: task.rescored });
    if (world.taskId(row) !== task.id) {
      throw new Error(`the world gave task ${world.taskId(row)} where the process opened ${task.id}`);
    }
    const worker = staff(task.assignee);
    if (worker !== undefined) world.claimTask(row, worker);
  }

  if (after.pledge && after.pledge.status !== before.pledge?.status && world.pledgeOfDeal(deal)) {
    world.setPledgeStatus(deal, after.pledge.status);
  }
}

/** The world keeps the underwriters' decisions (the lists' decision columns). */
function addDecision(
  world: World,
  deal: number,
  old: ProcessTask,
  task: ProcessTask,
  preliminary: boolean,
  by: number | undefined,
): void {
  if (!isUnderwriterTask(task.key) || task.outcome === null || by === undefined) return;
  const outcome = DECISION_OUTCOMES[task.outcome];
  if (outcome !== undefined && old.status !== task.status) world.addDecision(deal, outcome, preliminary, by);
}
