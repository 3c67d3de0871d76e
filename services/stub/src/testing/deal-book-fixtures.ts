import { DomainError } from '../domain/errors';
import { Lists } from '../domain/lists/lists';
import { SEED_USERS } from '../domain/auth/seed-users';
import { World } from '../domain/world/world';
import { DealBook } from '../domain/deal-book/deal-book';
import type { Worker } from '../domain/deal-book/task-work';
import { isOpen } from '../domain/process';

/** A seeded world of 300 deals with its lists and deal book, on a clock tests move (deal-book unit tests). */
export function bookWorld(now = Date.parse('2026-11-22T09:00:00Z')) {
  const clock = { now };
  const world = new World({ seed: 20261122, deals: 300, now: () => clock.now });
  const parts = { world, lists: new Lists(world), deals: new DealBook(world, { now: () => clock.now }) };
  const rows = () => Array.from({ length: world.deals.count }, (_, d) => d);
  const currentTask = (d: number) => world.deals.currentTask[d]!;
  return {
    ...parts,
    parts,
    clock,
    /** The first deal that has what a test needs. */
    sample(test: (d: number) => boolean): number {
      const row = rows().find(test);
      if (row === undefined) throw new Error('the seeded world has no such deal');
      return row;
    },
    currentTask,
    /** The key of the deal's open task (null: none). */
    kindOf: (d: number) => (currentTask(d) >= 0 ? world.taskKind(currentTask(d)).key : null),
    /** The username holding the deal's open task (null: in the queue). */
    holderOf: (d: number) => world.staff[world.tasks.assignee[currentTask(d)]!]?.username ?? null,
  };
}

/** The seeded user as a worker (id, username, roles, privileges). */
export function worker(username: string): Worker {
  const user = SEED_USERS.find((u) => u.username === username);
  if (!user) throw new Error(`no seeded user ${username}`);
  return { id: user.id, username, roles: user.roles, privileges: user.privileges };
}

/** The refusal a call throws, as kind and message (and field errors when any); 'no refusal' when it returns. */
export function refusal(run: () => unknown) {
  try {
    run();
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return {
      kind: error.kind,
      message: error.message,
      ...(error.fieldErrors.length > 0 && { fieldErrors: error.fieldErrors }),
    };
  }
  return 'no refusal';
}

/**
 * Makes the user the holder of the deal's open task, as if they had claimed it (its candidate group not asked): the
 * set-up of a test of what whoever works a deal may change. Throws for a deal with no open task.
 */
export function holdOpenTask(deals: DealBook, username: string, deal: number): void {
  const { state } = deals.entry(deal);
  const open = state.tasks.find(isOpen);
  if (!open) throw new Error(`deal row ${deal} has no open task`);
  const tasks = state.tasks.map((t) => (t === open ? { ...t, assignee: username, status: 'task_claim' as const } : t));
  deals.commit(deal, { state: { ...state, tasks }, effects: [] });
}
