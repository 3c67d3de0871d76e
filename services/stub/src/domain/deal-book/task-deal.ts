import type { Task, TaskDeal } from '@autocredit/generated/api';
import { ItemBuilder } from '../lists/items';
import { PROGRAMS } from '../world/seed/catalog-deals';
import { COLLECTION_ID_BASE } from '../world/records';
import type { World } from '../world/world';
import { taskView } from '../process/views';
import type { ProcessState, ProcessTask } from '../process/types';

/** The deal of a task as task pages read it (the header: client, partner, creator, decisions). */
export function taskDealOf(world: World, deal: number, state: ProcessState): TaskDeal {
  const item = new ItemBuilder(world).deal(deal);
  return {
    id: item.id,
    client: { id: item.client.id, name: item.client.name },
    partner: item.partner,
    createdUserName: item.createdUserName ?? null,
    collectionId: COLLECTION_ID_BASE + deal,
    createdAt: item.createdAt,
    decisionType: state.decisionType,
    decisionTypeLabel: item.decisionTypeLabel ?? null,
    decisions: item.decisions ?? [],
  };
}

/** The task as `GET /api/task/{id}` gives it: the process's view plus the deal and its programme. */
export function taskOf(world: World, deal: number, state: ProcessState, task: ProcessTask): Task {
  return {
    ...taskView(state, task),
    programmName: PROGRAMS[world.deals.program[deal]!]?.name ?? null,
    deal: taskDealOf(world, deal, state),
  };
}
