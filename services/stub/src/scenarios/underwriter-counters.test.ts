import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { NewUnderTaskEvent, TokenPair, UserTopicsResponse } from '@autocredit/generated/api';
import { underwriterCounters } from '../domain/deal-book';
import { as, recordPublished, signIn } from '../testing/app';
import { controlApp } from '../testing/control';
import { openSse, type SseStream } from '../testing/sse-client';

/**
 * The underwriter's three counters (`newUnderTask`: new tasks, after rescoring, after rework) are right from sign-in:
 * an underwriter's subscription to the hub gets the current counts on their own topic at once, and every change of
 * the queue (a claim, a return, a new underwriter task, a closed one, a reset) publishes them again.
 */

const BASE = 'https://autocredit.example';
let app: FastifyInstance;
let url: string;
let published: ReturnType<typeof recordPublished>;
const streams: SseStream[] = [];
const tokens: Record<string, TokenPair> = {};

beforeAll(async () => {
  app = await controlApp({ checkWaitSeconds: 0 });
  published = recordPublished(app);
  url = await app.listen({ host: '127.0.0.1', port: 0 });
  for (const user of ['underwriter', 'underwriter_external', 'goz', 'goz_chief', 'admin']) {
    tokens[user] = await signIn(app, user);
  }
});
afterAll(async () => {
  streams.forEach((s) => s.close());
  await app.close();
});

const call = (user: string, method: 'GET' | 'POST', path: string, payload?: object) =>
  as(app, tokens[user]!, { method, url: path, ...(payload && { payload }) });

/** The user's event stream as the web app opens it: every topic of `GET /api/user/topics`, with its cookie. */
async function subscribe(user: string) {
  const res = await call(user, 'GET', '/api/user/topics');
  const { topics } = res.json<UserTopicsResponse>().result;
  const cookie = res.cookies.find((c) => c.name === 'mercureAuthorization')!;
  const query = topics.map((t) => `topic=${encodeURIComponent(t)}`).join('&');
  const stream = await openSse(`${url}/.well-known/mercure?${query}`, { cookie: `${cookie.name}=${cookie.value}` });
  streams.push(stream);
  return stream;
}

/** The next `newUnderTask` of the stream (other events, such as checkWait, are passed over). */
async function nextCounters(stream: SseStream): Promise<NewUnderTaskEvent['data']> {
  for (;;) {
    const event = JSON.parse((await stream.next()).data) as { type: string; data: unknown };
    if (event.type === 'newUnderTask') return (event as NewUnderTaskEvent).data;
  }
}

const counters = () => underwriterCounters(app.store.world);

/** A seeded deal whose open task has the key and is free (and that no other test took). */
const taken = new Set<number>();
function freeTask(key: string, fits: (deal: number) => boolean = () => true) {
  const w = app.store.world;
  for (let d = 0; d < w.deals.count; d++) {
    const t = w.deals.currentTask[d]!;
    if (t < 0 || taken.has(d) || w.taskKind(t).key !== key || w.tasks.assignee[t]! >= 0 || !fits(d)) continue;
    taken.add(d);
    return { deal: d, dealId: w.dealId(d), taskId: w.taskId(t) };
  }
  throw new Error(`no free seeded ${key} task`);
}

async function ok(user: string, method: 'GET' | 'POST', path: string, payload?: object) {
  const res = await call(user, method, path, payload);
  expect(res.statusCode, `${method} ${path}: ${res.body}`).toBe(200);
  return res;
}

describe('on subscribing', () => {
  it('an underwriter gets the current counters on their own topic, privately, before anything else', async () => {
    published.length = 0;
    const stream = await subscribe('underwriter');
    const expected = counters();
    expect(expected.newTasks).toBeGreaterThan(0);
    expect(await nextCounters(stream)).toEqual(expected);
    expect(published).toEqual([{ topics: [`${BASE}/users/6`], event: { type: 'newUnderTask', data: expected } }]);
    expect(app.hub.lastEventId()).not.toBe('earliest');
  });

  it('so does an external underwriter, and an admin acting as an underwriter', async () => {
    expect(await nextCounters(await subscribe('underwriter_external'))).toEqual(counters());
    await ok('admin', 'POST', '/api/impersonate/take', { username: 'underwriter_chief' });
    try {
      published.length = 0;
      expect(await nextCounters(await subscribe('admin'))).toEqual(counters());
      expect(published.map((p) => p.topics)).toEqual([[`${BASE}/users/8`]]);
    } finally {
      await ok('admin', 'POST', '/api/impersonate/leave');
    }
  });

  it('nobody else gets them: an operator, a subscriber without the JWT of the topic', async () => {
    published.length = 0;
    const operator = await subscribe('goz');
    const anonymous = await openSse(`${url}/.well-known/mercure?topic=${encodeURIComponent(`${BASE}/users/6`)}`);
    streams.push(anonymous);
    expect(await operator.nothingWithin(150)).toBe(true);
    expect(await anonymous.nothingWithin(50)).toBe(true);
    expect(published).toEqual([]);
  });
});

describe('on every change of the queue', () => {
  let stream: SseStream;
  beforeAll(async () => {
    stream = await subscribe('underwriter');
    await nextCounters(stream);
  });

  it('a claim and a return of an underwriter task', async () => {
    const before = counters();
    const { taskId } = freeTask('underwriter_check');
    await ok('underwriter', 'POST', `/api/task/claim/${taskId}`);
    expect(await nextCounters(stream)).toEqual({ ...counters(), newTasks: before.newTasks - 1 });
    await ok('underwriter', 'POST', `/api/task/unclaim/${taskId}`);
    expect(await nextCounters(stream)).toEqual(before);
  });

  it('a new underwriter task: the GOZ checker confirms a deal', async () => {
    const before = counters();
    const { taskId } = freeTask('goz_check', (d) => app.store.lists.visible(app.store.users.get(3)!, d));
    await ok('goz_chief', 'POST', `/api/task/claim/${taskId}`);
    await ok('goz_chief', 'POST', `/api/task/${taskId}?step=decision`, { decision: { btnConfirm: 1 } });
    const after = await nextCounters(stream);
    expect(after).toEqual(counters());
    expect(after.newTasks).toBe(before.newTasks + 1);
  });

  it('a closed underwriter task: the underwriter approves', async () => {
    const { taskId } = freeTask('underwriter_check');
    await ok('underwriter', 'POST', `/api/task/claim/${taskId}`);
    const claimed = await nextCounters(stream);
    await ok('underwriter', 'POST', `/api/task/${taskId}?step=decision`, {
      decision: { decision: 'approved', comment: 'Доход подтвержден', btnFinal: 1 },
    });
    // The claimed task was not counted: the counts stay, but they are published again.
    expect(await nextCounters(stream)).toEqual(claimed);
    expect(app.store.deals.findTask(taskId)?.task.status).toBe('task_complete');
  });

  it("a reset of the stub: the seed's counters", async () => {
    const { taskId } = freeTask('underwriter_check');
    await ok('underwriter', 'POST', `/api/task/claim/${taskId}`);
    await nextCounters(stream);
    const reset = await app.inject({ method: 'POST', url: '/__stub/reset' });
    expect(reset.statusCode, reset.body).toBe(200);
    const seeded = await nextCounters(stream);
    expect(seeded).toEqual(counters());
    expect(app.store.deals.findTask(taskId)?.task.assignee).toBeNull();
  });

  it('not a change of another queue', async () => {
    published.length = 0;
    const { taskId } = freeTask('goz_data_entry', (d) => app.store.lists.visible(app.store.users.get(2)!, d));
    tokens.goz = await signIn(app, 'goz');
    await ok('goz', 'POST', `/api/task/claim/${taskId}`);
    expect(published.filter((p) => p.event.type === 'newUnderTask')).toEqual([]);
  });
});
