import type { NotificationGroup, Role } from '@autocredit/generated/api';
import { isUnderwriterTask, taskDefinition } from './definitions';
import { processTexts } from './texts';
import type {
  Actor,
  DealStatus,
  ProcessAction,
  ProcessContext,
  ProcessEffect,
  ProcessResult,
  ProcessState,
  ProcessTask,
  TaskDefinitionKey,
} from './types';

export const isOpen = (task: ProcessTask) =>
  task.status === 'task_create' || task.status === 'task_claim' || task.status === 'task_unclaim';

/** A process instance id derived from the deal (or pledge) id: the same seed gives the same ids. */
export function instanceId(kind: 'deal' | 'pledge', id: number): string {
  const hex = id.toString(16).padStart(12, '0').slice(-12);
  return `${kind === 'deal' ? '5f3c2a1e' : '8f14e45f'}-0000-4000-8000-${hex}`;
}

/** A copy of a process state being changed by one transition, with the effects it produces. */
export class Draft {
  readonly state: ProcessState;
  readonly effects: ProcessEffect[] = [];
  readonly opened: ProcessTask[] = [];
  /** The task that continues the closed one for the same user (the next task of the group). */
  private handedOver: ProcessTask | null = null;
  private queueChanged = false;

  constructor(
    state: ProcessState,
    readonly ctx: ProcessContext,
  ) {
    this.state = structuredClone(state);
  }

  task(id: number): ProcessTask | undefined {
    return this.state.tasks.find((t) => t.id === id);
  }

  /**
   * Opens a task in the queue. `after` is the task it follows (the group's timer continues within a role);
   * `continues`: it is the next task of the same user's work (signing after the inspector's confirmation), which
   * checkWait hands to the user.
   */
  open(
    key: TaskDefinitionKey,
    options: { after?: ProcessTask; rescored?: boolean; continues?: boolean } = {},
  ): ProcessTask {
    const definition = taskDefinition(key);
    const sameGroup = options.after && taskDefinition(options.after.key).role === definition.role;
    const task: ProcessTask = {
      id: this.ctx.nextTaskId(),
      key,
      processName: definition.processName,
      processInstanceId:
        definition.processName === 'pledge' && this.state.pledge
          ? instanceId('pledge', this.state.pledge.id)
          : this.state.processInstanceId,
      status: 'task_create',
      assignee: null,
      lastAssignee: null,
      unclaimCount: 0,
      createdAt: this.ctx.now,
      claimedAt: null,
      completedAt: null,
      groupStartedAt: sameGroup && options.after ? options.after.groupStartedAt : this.ctx.now,
      step: null,
      rescored: options.rescored ?? false,
      outcome: null,
      comment: null,
    };
    this.state.tasks.push(task);
    this.opened.push(task);
    if (options.continues && sameGroup) this.handedOver = task;
    if (isUnderwriterTask(key)) this.queueChanged = true;
    return task;
  }

  close(task: ProcessTask, outcome: ProcessAction, comment: string | null, canceled = false): void {
    task.status = canceled ? 'task_cancel' : 'task_complete';
    task.completedAt = this.ctx.now;
    task.outcome = outcome;
    task.comment = comment;
    if (isUnderwriterTask(task.key)) this.queueChanged = true;
  }

  /** Cancels every open task (the deal ends). */
  cancelOpen(outcome: ProcessAction): void {
    for (const task of this.state.tasks) if (isOpen(task)) this.close(task, outcome, null, true);
  }

  status(code: DealStatus, closed = false): void {
    this.state.status = code;
    if (closed) this.state.closedAt = this.ctx.now;
  }

  assign(task: ProcessTask, username: string): void {
    task.assignee = username;
    task.status = 'task_claim';
    task.claimedAt = this.ctx.now;
    if (isUnderwriterTask(task.key)) this.queueChanged = true;
  }

  release(task: ProcessTask): void {
    task.lastAssignee = task.assignee;
    task.assignee = null;
    task.status = 'task_unclaim';
    task.claimedAt = null;
    task.unclaimCount += 1;
    if (isUnderwriterTask(task.key)) this.queueChanged = true;
  }

  notifyCreator(title: string, body: string, group: NotificationGroup = 'autocredit'): void {
    if (this.state.creator) {
      this.effects.push({
        kind: 'notify',
        to: { user: this.state.creator },
        notification: { title, body, group, dealId: this.state.dealId },
      });
    }
  }

  notifyRoles(roles: readonly Role[], title: string, body: string, group: NotificationGroup): void {
    this.effects.push({
      kind: 'notify',
      to: { roles },
      notification: { title, body, group, dealId: this.state.dealId },
    });
  }

  /**
   * The after-save events of the user who closed a task (002 §4): `wait` with the seconds, then `success` naming
   * the next task of the same candidate group that continues the user's work (assigned to the user straight
   * away), or `cancel` when there is none (the process waits, or the next task goes to a queue).
   */
  checkWait(actor: Actor): void {
    const next = this.handedOver;
    if (next) this.assign(next, actor.username);
    const seconds = this.ctx.checkWaitSeconds ?? 1;
    const dealId = this.state.dealId;
    const to = { user: actor.username };
    this.effects.push({
      kind: 'publish',
      to,
      delayMs: 300,
      event: { type: 'checkWait', data: { status: 'wait', seconds, message: processTexts.waiting, dealId } },
    });
    this.effects.push({
      kind: 'publish',
      to,
      delayMs: 300 + seconds * 1000,
      event: {
        type: 'checkWait',
        data: next
          ? { status: 'success', task: { id: next.id, currentRole: taskDefinition(next.key).role }, dealId }
          : { status: 'cancel', message: null, dealId },
      },
    });
  }

  result(task?: ProcessTask): ProcessResult {
    const effects = this.queueChanged ? [...this.effects, { kind: 'underwriterQueueChanged' as const }] : this.effects;
    return { state: this.state, effects, ...(task && { task }) };
  }
}
