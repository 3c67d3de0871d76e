import { afterAll, beforeAll, expect } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { DealTaskListResponse, TokenPair } from '@autocredit/generated/api';
import { as, recordPublished, signIn, testApp } from './app';

/** A seeded deal with its open process task. */
export type Seeded = { row: number; dealId: number; taskId: number; assignee: string | null };

export function expectError(res: LightMyRequestResponse, status: number, detail?: string) {
  expect(res.statusCode, res.body).toBe(status);
  if (detail !== undefined) expect(res.json<{ detail?: string }>().detail).toBe(detail);
}

/**
 * The stub of a test file that works the seeded deals' tasks: built before the file's tests (process events at
 * once, the registry in 50 ms) with the users signed in, closed after them; what the hub publishes is recorded.
 */
export function useTaskWorld(users: readonly string[]) {
  let app: FastifyInstance;
  const tokens: Record<string, TokenPair> = {};
  const used = new Set<number>();
  const t = {
    get app() {
      return app;
    },
    world: () => app.store.world,
    published: [] as ReturnType<typeof recordPublished>,
    /** The access token of a signed-in user (for requests `call` cannot make, such as a body that is not JSON). */
    token: (user: string) => tokens[user]!.token,
    call: (user: string, method: 'GET' | 'POST', url: string, payload?: unknown) =>
      as(app, tokens[user]!, { method, url, ...(payload !== undefined && { payload: payload as object }) }),

    /** A seeded deal no other test took whose open task has the key and fits; the caller's from then on. */
    seeded(key: string, fits: (s: Seeded) => boolean = () => true): Seeded {
      const w = t.world();
      for (let row = 0; row < w.deals.count; row++) {
        const task = w.deals.currentTask[row]!;
        if (task < 0 || used.has(row) || w.taskKind(task).key !== key) continue;
        const assignee = w.staff[w.tasks.assignee[task]!]?.username ?? null;
        const s = { row, dealId: w.dealId(row), taskId: w.taskId(task), assignee };
        if (fits(s)) {
          used.add(row);
          return s;
        }
      }
      throw new Error(`no seeded deal with an open ${key} task that fits`);
    },
    free: (s: Seeded) => s.assignee === null,
    /** Held by a member of staff who is not one of the signed-in users. */
    heldByStaff: (s: Seeded) => s.assignee !== null && !users.includes(s.assignee),
    salePointId: (s: Seeded) => t.world().salePointOf(s.row).id,

    async dealTasks(user: string, dealId: number) {
      const res = await t.call(user, 'GET', `/api/deal/${dealId}/tasks`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<DealTaskListResponse>().result;
    },
    async claim(user: string, taskId: number) {
      const res = await t.call(user, 'POST', `/api/task/claim/${taskId}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ result: { id: taskId } });
    },
  };
  beforeAll(async () => {
    app = await testApp({ checkWaitSeconds: 0, registryDelayMs: 50 });
    t.published = recordPublished(app);
    for (const u of users) tokens[u] = await signIn(app, u);
  });
  afterAll(() => app.close());
  return t;
}
