import type { UnderwriterCounters } from '../process/views';
import type { World } from '../world/world';

/**
 * The side menu's underwriter counters over the whole world (`newUnderTask`): free underwriter tasks, those after a
 * rescoring, those of deals back from rework. One pass over the deals' open tasks.
 */
export function underwriterCounters(world: World): UnderwriterCounters {
  const { deals, tasks } = world;
  const counters: UnderwriterCounters = { newTasks: 0, afterRescoring: 0, afterRework: 0 };
  for (let d = 0; d < deals.count; d++) {
    const t = deals.currentTask[d]!;
    if (t < 0 || tasks.assignee[t]! >= 0 || world.taskKind(t).role !== 'underwriter') continue;
    counters.newTasks += 1;
    if (tasks.rescored[t] === 1) counters.afterRescoring += 1;
    if (deals.reworked[d] === 1) counters.afterRework += 1;
  }
  return counters;
}
