import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors';
import { createDeal } from './deal';
import { actor, testContext } from '../../testing/process-fixtures';
import { claimTask, completeTask, findTask, openTask, recordStep, unclaimTask } from './tasks';
import type { ProcessState } from './types';
import { taskTimes } from './views';

function refusal(call: () => unknown): { kind: string; message: string } {
  try {
    call();
  } catch (error) {
    if (error instanceof DomainError) return { kind: error.kind, message: error.message };
    throw error;
  }
  throw new Error('expected a refusal');
}

function newDeal() {
  const ctx = testContext();
  const state = createDeal({ dealId: 100400, processName: 'autocredit', creator: 'goz' }, ctx).state;
  return { ctx, state, taskId: state.tasks[0]!.id };
}

/** A deal whose open task is the underwriter's. */
function atUnderwriter() {
  const { ctx, state, taskId } = newDeal();
  let s: ProcessState = claimTask(state, taskId, actor('goz'), ctx).state;
  s = completeTask(s, taskId, actor('goz'), 'complete', ctx).state;
  const check = s.tasks.at(-1)!.id;
  s = claimTask(s, check, actor('goz_chief'), ctx).state;
  s = completeTask(s, check, actor('goz_chief'), 'confirm', ctx).state;
  return { ctx, state: s, taskId: s.tasks.at(-1)!.id };
}

describe('claiming', () => {
  it('assigns an unassigned task to the claimer', () => {
    const { ctx, state, taskId } = newDeal();
    ctx.tick(5_000);
    const result = claimTask(state, taskId, actor('goz'), ctx);
    expect(result.task).toMatchObject({ id: taskId, assignee: 'goz', status: 'task_claim' });
    expect(taskTimes(result.task!)).toEqual({
      timeTask: '2026-11-20T10:15:00+03:00',
      timeCandidateGroup: '2026-11-20T10:15:00+03:00',
      timeTaskClaim: '2026-11-20T10:15:05+03:00',
    });
  });

  it('is idempotent for the assignee', () => {
    const { ctx, state, taskId } = newDeal();
    const claimed = claimTask(state, taskId, actor('goz'), ctx).state;
    expect(claimTask(claimed, taskId, actor('goz'), ctx).state).toEqual(claimed);
  });

  it('refuses a task held by someone else (400), unless the claimer may unclaim all tasks', () => {
    const { ctx, state, taskId } = atUnderwriter();
    const held = claimTask(state, taskId, actor('underwriter'), ctx).state;
    expect(refusal(() => claimTask(held, taskId, actor('underwriter_external'), ctx))).toEqual({
      kind: 'invalid',
      message: 'Задача уже взята в работу другим пользователем',
    });
    const taken = claimTask(held, taskId, actor('underwriter_chief'), ctx).task;
    expect(taken).toMatchObject({ assignee: 'underwriter_chief', lastAssignee: 'underwriter', unclaimCount: 1 });
  });

  it('refuses a user outside the candidate group (403)', () => {
    const { ctx, state, taskId } = newDeal();
    expect(refusal(() => claimTask(state, taskId, actor('underwriter'), ctx))).toEqual({
      kind: 'forbidden',
      message: 'Нет доступа',
    });
  });

  it('answers a closed task as gone (404)', () => {
    const { ctx, state, taskId } = newDeal();
    let s = claimTask(state, taskId, actor('goz'), ctx).state;
    s = completeTask(s, taskId, actor('goz'), 'complete', ctx).state;
    for (const call of [
      () => claimTask(s, taskId, actor('goz'), ctx),
      () => unclaimTask(s, taskId, actor('goz'), ctx),
      () => openTask(s, taskId, actor('goz')),
      () => completeTask(s, taskId, actor('goz'), 'complete', ctx),
    ]) {
      expect(refusal(call)).toEqual({ kind: 'not-found', message: 'Задача завершена и более недоступна.' });
    }
    expect(refusal(() => claimTask(s, 1, actor('goz'), ctx)).kind).toBe('not-found');
  });

  it('changes the underwriter queue', () => {
    const { ctx, state, taskId } = atUnderwriter();
    const claimed = claimTask(state, taskId, actor('underwriter'), ctx);
    expect(claimed.effects).toEqual([{ kind: 'underwriterQueueChanged' }]);
    expect(unclaimTask(claimed.state, taskId, actor('underwriter'), ctx).effects).toEqual([
      { kind: 'underwriterQueueChanged' },
    ]);
  });
});

describe('returning to the queue', () => {
  it('puts the task back and counts it', () => {
    const { ctx, state, taskId } = newDeal();
    const claimed = claimTask(state, taskId, actor('goz'), ctx).state;
    const returned = unclaimTask(claimed, taskId, actor('goz'), ctx).task;
    expect(returned).toMatchObject({ assignee: null, lastAssignee: 'goz', unclaimCount: 1, status: 'task_unclaim' });
  });

  it('refuses a task in the queue (400) and someone else’s without the privilege (403)', () => {
    const { ctx, state, taskId } = newDeal();
    expect(refusal(() => unclaimTask(state, taskId, actor('goz'), ctx))).toEqual({
      kind: 'invalid',
      message: 'Задача не назначена, возвращать в очередь нечего',
    });
    const claimed = claimTask(state, taskId, actor('goz'), ctx).state;
    expect(refusal(() => unclaimTask(claimed, taskId, actor('underwriter'), ctx))).toEqual({
      kind: 'forbidden',
      message: 'Задача назначена другому пользователю',
    });
    expect(unclaimTask(claimed, taskId, actor('goz_chief'), ctx).task?.assignee).toBeNull();
  });
});

describe('opening and working a task', () => {
  it('lets the assignee, the group while the task is free, and a chief open it', () => {
    const { ctx, state, taskId } = newDeal();
    expect(openTask(state, taskId, actor('goz')).id).toBe(taskId);
    const claimed = claimTask(state, taskId, actor('goz'), ctx).state;
    expect(openTask(claimed, taskId, actor('goz')).assignee).toBe('goz');
    expect(openTask(claimed, taskId, actor('goz_chief')).assignee).toBe('goz');
  });

  it('refuses others: on a GOZ task with "Завершите предыдущий шаг"', () => {
    const { ctx, state, taskId } = newDeal();
    expect(refusal(() => openTask(state, taskId, actor('underwriter')))).toEqual({
      kind: 'forbidden',
      message: 'Завершите предыдущий шаг',
    });
    const at = atUnderwriter();
    const held = claimTask(at.state, at.taskId, actor('underwriter'), at.ctx).state;
    expect(refusal(() => openTask(held, at.taskId, actor('underwriter_external')))).toEqual({
      kind: 'forbidden',
      message: 'Нет доступа',
    });
    expect(refusal(() => completeTask(state, taskId, actor('goz'), 'complete', ctx))).toEqual({
      kind: 'forbidden',
      message: 'Завершите предыдущий шаг',
    });
  });

  it('only the assignee closes it', () => {
    const { ctx, state, taskId } = newDeal();
    const claimed = claimTask(state, taskId, actor('goz'), ctx).state;
    expect(refusal(() => completeTask(claimed, taskId, actor('goz_chief'), 'complete', ctx))).toEqual({
      kind: 'forbidden',
      message: 'Задача назначена другому пользователю',
    });
  });

  it('records the furthest wizard step reached, never going back', () => {
    const { ctx, state, taskId } = newDeal();
    const order = ['1', '2', '3', '4', '5', '6', '7'];
    let s = claimTask(state, taskId, actor('goz'), ctx).state;
    s = recordStep(s, taskId, actor('goz'), '3', order);
    s = recordStep(s, taskId, actor('goz'), '2', order);
    expect(findTask(s, taskId)?.step).toBe('3');
    expect(state.tasks[0]?.step).toBeNull();
  });
});
