import { DomainError } from '../errors';
import { taskDefinition } from './definitions';
import { Draft, isOpen } from './draft';
import { processTexts } from './texts';
import { TRANSITIONS } from './transitions';
import type { Actor, ProcessAction, ProcessContext, ProcessResult, ProcessState, ProcessTask } from './types';

const UNCLAIM_ALL = 'unclaim-all-tasks';

export const isCandidate = (task: ProcessTask, actor: Actor) =>
  taskDefinition(task.key).candidates.some((role) => actor.roles.includes(role));

const mayUnclaimAll = (actor: Actor) => actor.privileges.includes(UNCLAIM_ALL);

export function findTask(state: ProcessState, taskId: number): ProcessTask | undefined {
  return state.tasks.find((t) => t.id === taskId);
}

/** The task, open; a closed one is gone (404 'Задача завершена и более недоступна.'), an unknown one not found. */
function openTaskOf(state: { tasks: ProcessTask[] }, taskId: number): ProcessTask {
  const task = state.tasks.find((t) => t.id === taskId);
  if (!task) throw new DomainError('not-found', processTexts.noTask);
  if (!isOpen(task)) throw new DomainError('not-found', processTexts.gone);
  return task;
}

/** The refusal of a task the actor may not open: on a GOZ task 'Завершите предыдущий шаг' (002 §6). */
const refuse = (task: ProcessTask) =>
  new DomainError(
    'forbidden',
    taskDefinition(task.key).role === 'goz' ? processTexts.previousStep : processTexts.forbidden,
  );

/**
 * Whether the actor may open the task page: the assignee; a user of its candidate group while it is in the queue;
 * a chief (unclaim-all-tasks) of the group whoever holds it. Returns the task, or throws (404 closed, 403).
 */
export function openTask(state: ProcessState, taskId: number, actor: Actor): ProcessTask {
  const task = openTaskOf(state, taskId);
  if (task.assignee === actor.username) return task;
  if (isCandidate(task, actor) && (task.assignee === null || mayUnclaimAll(actor))) return task;
  throw refuse(task);
}

/** The task the actor works: open and assigned to the actor. */
function workedBy(state: { tasks: ProcessTask[] }, taskId: number, actor: Actor): ProcessTask {
  const task = openTaskOf(state, taskId);
  if (task.assignee === actor.username) return task;
  if (task.assignee === null) throw refuse(task);
  throw new DomainError('forbidden', processTexts.othersTask);
}

/**
 * 'Взять в работу': assigns a task of the actor's candidate group to the actor. A task held by someone else is
 * refused (400 'Задача уже взята в работу другим пользователем') unless the actor may unclaim all tasks (it is
 * then taken over); a closed task is gone (404).
 */
export function claimTask(state: ProcessState, taskId: number, actor: Actor, ctx: ProcessContext): ProcessResult {
  const d = new Draft(state, ctx);
  const task = openTaskOf(d.state, taskId);
  if (!isCandidate(task, actor)) throw new DomainError('forbidden', processTexts.forbidden);
  if (task.assignee === actor.username) return d.result(task);
  if (task.assignee !== null) {
    if (!mayUnclaimAll(actor)) throw new DomainError('invalid', processTexts.taken);
    d.release(task);
  }
  d.assign(task, actor.username);
  if (d.state.status === 'new' && taskDefinition(task.key).role === 'goz') d.status('in_progress');
  return d.result(task);
}

/**
 * 'Возвратить в общую очередь' / 'Снять': the task goes back to the queue (unclaimCount + 1, lastAssignee kept).
 * Someone else's task needs unclaim-all-tasks and the task's candidate group (403 'Задача назначена другому
 * пользователю'); a task in the queue
 * cannot be returned (400).
 */
export function unclaimTask(state: ProcessState, taskId: number, actor: Actor, ctx: ProcessContext): ProcessResult {
  const d = new Draft(state, ctx);
  const task = openTaskOf(d.state, taskId);
  if (task.assignee === null) throw new DomainError('invalid', processTexts.notAssigned);
  // unclaim-all-tasks is a chief's over the tasks of their own groups.
  if (task.assignee !== actor.username && !(mayUnclaimAll(actor) && isCandidate(task, actor))) {
    throw new DomainError('forbidden', processTexts.othersTask);
  }
  d.release(task);
  return d.result(task);
}

/**
 * Records that a step of the task was saved: `reached` is the furthest step the wizard may now open (the saved
 * step's next one); `order` the step keys in order (forms: `visibleSteps(...).map(s => s.key)`). Never goes back.
 */
export function recordStep(
  state: ProcessState,
  taskId: number,
  actor: Actor,
  reached: string,
  order: readonly string[],
): ProcessState {
  const next = structuredClone(state);
  const task = workedBy(next, taskId, actor);
  const index = (key: string | null) => (key === null ? -1 : order.indexOf(key));
  if (index(reached) > index(task.step)) task.step = reached;
  return next;
}

/**
 * Closes the task the actor works with an action (see TRANSITIONS): the process moves on, and the effects say
 * what to publish (checkWait to the actor, notifications, the underwriter counters). An action the task does not
 * offer is refused (400 'Действие недоступно').
 */
export function completeTask(
  state: ProcessState,
  taskId: number,
  actor: Actor,
  action: ProcessAction,
  ctx: ProcessContext,
  options: { comment?: string | null } = {},
): ProcessResult {
  const d = new Draft(state, ctx);
  const task = workedBy(d.state, taskId, actor);
  const transition = TRANSITIONS[task.key][action];
  if (!transition) throw new DomainError('invalid', processTexts.actionUnavailable);
  d.close(task, action, options.comment ?? null, action === 'cancelDeal');
  transition(d, task);
  if (task.processName === 'autocredit') d.checkWait(actor);
  return d.result(d.opened.find((t) => t.assignee === actor.username) ?? task);
}
