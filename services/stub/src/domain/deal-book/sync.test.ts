import { describe, expect, it } from 'vitest';
import { claimTask, clientApprove, completeTask, openTasks, unclaimTask } from '../process';
import { actor } from '../../testing/process-fixtures';
import type { ProcessContext, ProcessState } from '../process/types';
import { World } from '../world/world';
import { processStateOf } from './materialise';
import { syncWorld } from './sync';

const world = () => new World({ seed: 20261122, deals: 300, now: () => Date.parse('2026-11-22T09:00:00Z') });

/** The ids the world gives next, as the deal book hands them to the engine. */
const contextOf = (w: World): ProcessContext => {
  let tasks = 0;
  return {
    now: Date.parse('2026-11-22T09:00:00Z'),
    nextTaskId: () => w.taskId(w.tasks.count + tasks++),
    nextPledgeId: () => w.pledgeId(w.pledges.length),
  };
};

/** What both the world and the engine keep of a deal's process. */
const kept = (s: ProcessState) => ({
  status: s.status,
  reworked: s.reworked,
  pledge: s.pledge,
  tasks: s.tasks.map((t) => ({
    id: t.id,
    key: t.key,
    open: t.status === 'task_create' || t.status === 'task_claim' || t.status === 'task_unclaim',
    assignee: t.assignee,
    unclaimCount: t.unclaimCount,
    rescored: t.rescored,
  })),
});

function apply(w: World, deal: number, before: ProcessState, after: ProcessState) {
  syncWorld(w, deal, before, after);
  expect(kept(processStateOf(w, deal))).toEqual(kept(after));
}

describe('the world read as process states and written back', () => {
  it('every seeded deal reads as a process state with its open task where the world has it', () => {
    const w = world();
    for (let d = 0; d < w.deals.count; d++) {
      const state = processStateOf(w, d);
      expect(state.dealId).toBe(w.dealId(d));
      expect(state.status).toBe(w.statusOf(d).code);
      const current = w.deals.currentTask[d]!;
      if (current >= 0) expect(openTasks(state).map((t) => t.id)).toContain(w.taskId(current));
    }
  });

  it('a claim, a return to the queue and a closing decision land in the world as the engine has them', () => {
    const w = world();
    const deal = [...Array(w.deals.count).keys()].find(
      (d) =>
        w.deals.currentTask[d]! >= 0 &&
        w.taskKind(w.deals.currentTask[d]!).key === 'underwriter_check' &&
        w.tasks.assignee[w.deals.currentTask[d]!]! < 0,
    )!;
    let state = processStateOf(w, deal);
    const taskId = w.taskId(w.deals.currentTask[deal]!);
    const decisionsBefore = w.dealDecisions(deal).length;

    let next = claimTask(state, taskId, actor('underwriter'), contextOf(w)).state;
    apply(w, deal, state, next);
    state = next;
    next = unclaimTask(state, taskId, actor('underwriter'), contextOf(w)).state;
    apply(w, deal, state, next);
    state = next;
    next = claimTask(state, taskId, actor('underwriter_chief'), contextOf(w)).state;
    apply(w, deal, state, next);
    state = next;
    next = completeTask(state, taskId, actor('underwriter_chief'), 'rescoring', contextOf(w)).state;
    apply(w, deal, state, next);
    expect(w.statusOf(deal).code).toBe('underwriting');
    // The rescored task is a new task in the queue, flagged.
    expect(openTasks(next)).toMatchObject([{ key: 'underwriter_check', rescored: true, assignee: null }]);
    state = next;
    const again = openTasks(state)[0]!.id;
    state = claimTask(state, again, actor('underwriter'), contextOf(w)).state;
    syncWorld(w, deal, processStateOf(w, deal), state);
    next = completeTask(state, again, actor('underwriter'), 'approve', contextOf(w)).state;
    apply(w, deal, state, next);
    expect(w.dealDecisions(deal).length).toBe(decisionsBefore + 1);
  });

  it('the client agreeing opens the credit inspector task in the world', () => {
    const w = world();
    const deal = [...Array(w.deals.count).keys()].find((d) => w.statusOf(d).code === 'client_waiting')!;
    const state = processStateOf(w, deal);
    apply(w, deal, state, clientApprove(state, contextOf(w)).state);
    expect(w.taskKind(w.deals.currentTask[deal]!).key).toBe('credit_inspection');
  });

  it('the world replays what was written (a saved state file gives the same world)', () => {
    const w = world();
    const deal = [...Array(w.deals.count).keys()].find((d) => w.statusOf(d).code === 'client_waiting')!;
    const state = processStateOf(w, deal);
    syncWorld(w, deal, state, clientApprove(state, contextOf(w)).state);
    const copy = world();
    copy.restore(w.snapshot());
    expect(kept(processStateOf(copy, deal))).toEqual(kept(processStateOf(w, deal)));
  });
});
