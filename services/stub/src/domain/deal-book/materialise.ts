import { instanceId } from '../process/draft';
import type { ProcessState, ProcessTask, TaskStatus } from '../process/types';
import { BL_FAST_DECISION, decisionKind } from '../world/seed/catalog-deals';
import { mix } from '../world/seed/prng';
import { WORLD_NOW } from '../world/time';
import type { World } from '../world/world';

/** The message of a `notify_about_error` task of the seeded world (the world keeps no process errors). */
export const SEEDED_PROCESS_ERROR = 'Ошибка формирования пакета документов';

const username = (world: World, staff: number) => (staff >= 0 ? (world.staff[staff]?.username ?? null) : null);

function statusOf(world: World, task: number, canceled: boolean): TaskStatus {
  switch (world.taskState(task)) {
    case 'closed':
      return canceled ? 'task_cancel' : 'task_complete';
    case 'claimed':
      return 'task_claim';
    case 'unclaimed':
      return 'task_unclaim';
    default:
      return 'task_create';
  }
}

/** A seeded task waited in the queue at most this long before its claim, ms. */
const MAX_WAIT = 2 * 3_600_000;

/**
 * When a task of the world was claimed (the world keeps no claim moments): a part of its time, drawn per task, from
 * 5 % to 45 % of it (of the time until the world's today for an open one), two hours at most; never before its
 * creation, never after its end.
 */
function claimedAt(world: World, task: number, closed: boolean): number {
  const created = world.tasks.created[task]!;
  const end = closed ? world.tasks.closedAt[task]! : Math.max(created, WORLD_NOW);
  const share = 0.05 + (mix(world.seed, task, 29) % 41) / 100;
  return created + Math.floor(Math.min((end - created) * share, MAX_WAIT) / 1000) * 1000;
}

/**
 * The process state of a deal of the world, as the process engine works on it: read from the world's columns the
 * first time a deal's process is touched (the deal book keeps it from then on). What the world does not keep is
 * derived: a claim's moment is drawn within the task's time (`claimedAt`), a closed task's outcome is `complete`
 * (`cancel` for the last task of a cancelled deal).
 */
export function processStateOf(world: World, deal: number): ProcessState {
  const { deals, tasks } = world;
  const dealId = world.dealId(deal);
  const status = world.statusOf(deal).code;
  const processName = deals.businessLogic[deal] === BL_FAST_DECISION ? 'fast_decision' : 'autocredit';
  const lastDecision = deals.lastDecision[deal]!;
  const rows = world.dealTasks(deal);
  const pledgeRecord = world.pledgeOfDeal(deal);
  const pledge = pledgeRecord ? { id: world.pledgeId(pledgeRecord.row), status: pledgeRecord.status } : null;
  const lastClosed = [...rows].reverse().find((t) => world.taskState(t) === 'closed');

  const state: ProcessState = {
    dealId,
    processName,
    processInstanceId: world.processInstanceId(deal),
    status,
    creator: username(world, deals.creator[deal]!),
    reworked: deals.reworked[deal] === 1,
    rescored: false,
    fullRescoring: false,
    preliminary: processName === 'fast_decision' && lastDecision < 0,
    decisionType:
      lastDecision >= 0
        ? decisionKind(world.decisions.preliminary[lastDecision] === 1, world.decisions.outcome[lastDecision]!).type
        : null,
    tasks: [],
    pledge,
    error: null,
    closedAt: Number.isNaN(deals.finishedAt[deal]!) ? null : deals.finishedAt[deal]!,
  };

  let previous: ProcessTask | undefined;
  for (const t of rows) {
    const kind = world.taskKind(t);
    const state_ = statusOf(world, t, status === 'canceled' && t === lastClosed);
    const closed = state_ === 'task_complete' || state_ === 'task_cancel';
    const created = tasks.created[t]!;
    const sameGroup = previous !== undefined && world.taskKind(world.taskRow(previous.id)!).role === kind.role;
    const task: ProcessTask = {
      id: world.taskId(t),
      key: kind.key,
      processName: kind.processName,
      processInstanceId:
        kind.processName === 'pledge' && pledge ? instanceId('pledge', pledge.id) : state.processInstanceId,
      status: state_,
      assignee: username(world, tasks.assignee[t]!),
      lastAssignee: username(world, tasks.lastAssignee[t]!),
      unclaimCount: tasks.unclaimCount[t]!,
      createdAt: created,
      claimedAt: tasks.assignee[t]! >= 0 ? claimedAt(world, t, closed) : null,
      completedAt: closed ? tasks.closedAt[t]! : null,
      groupStartedAt: sameGroup && previous ? previous.groupStartedAt : created,
      step: null,
      rescored: tasks.rescored[t] === 1,
      outcome: closed ? (state_ === 'task_cancel' ? 'cancel' : 'complete') : null,
      comment: null,
    };
    if (task.rescored) state.rescored = true;
    if (kind.key === 'notify_about_error' && !closed) {
      state.error = { message: SEEDED_PROCESS_ERROR, taskKey: 'credit_inspection' };
      task.comment = SEEDED_PROCESS_ERROR;
    }
    state.tasks.push(task);
    if (kind.processName !== 'pledge') previous = task;
  }
  return state;
}
