import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { DealTaskListResponse, TaskFormResponse, TaskListResponse, TokenPair } from '@autocredit/generated/api';
import { as, signIn } from '../testing/app';
import { controlApp } from '../testing/control';

let dir: string;
let file: string;
const apps: FastifyInstance[] = [];

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'stub-task-state-'));
  file = join(dir, 'state.json');
});
afterEach(async () => {
  await Promise.all(apps.splice(0).map((a) => a.close()));
  await rm(dir, { recursive: true, force: true });
});

/** An app keeping its state in `file`, as the persistence tests build it. */
async function start() {
  const app = await controlApp({ checkWaitSeconds: 0, registryDelayMs: 50 }, { stateFile: file });
  await app.ready();
  apps.push(app);
  return app;
}

/** What a client sees of a deal's underwriter task: its deal tasks, its credit step, its row in the list. */
async function look(app: FastifyInstance, tokens: TokenPair, dealId: number, taskId: number) {
  const get = (url: string) => as(app, tokens, { method: 'GET', url });
  const tasks = await get(`/api/deal/${dealId}/tasks`);
  expect(tasks.statusCode, tasks.body).toBe(200);
  const credit = await get(`/api/task/${taskId}?step=credit`);
  expect(credit.statusCode, credit.body).toBe(200);
  const list = await get(`/api/autocredit/task/underwriterList?id=${dealId}`);
  expect(list.statusCode, list.body).toBe(200);
  return {
    assignee: tasks.json<DealTaskListResponse>().result.find((t) => t.id === taskId)?.assignee,
    costRequested: credit.json<TaskFormResponse>().result.form.fields.costRequested?.value,
    row: list.json<TaskListResponse>().result.tasks.find((t) => t.id === taskId),
  };
}

describe('tasks and forms in the state file', () => {
  it('a claim and a saved step survive a restart; /__stub/reset brings the seed back', async () => {
    const first = await start();
    const w = first.store.world;
    const row = Array.from({ length: w.deals.count }, (_, d) => d).find((d) => {
      const t = w.deals.currentTask[d]!;
      return t >= 0 && w.taskKind(t).key === 'underwriter_check' && w.tasks.assignee[t]! < 0;
    })!;
    const dealId = w.dealId(row);
    const taskId = w.taskId(w.deals.currentTask[row]!);
    let tokens = await signIn(first, 'underwriter');
    const seed = await look(first, tokens, dealId, taskId);
    expect(seed).toMatchObject({ assignee: null, row: { assignee: null } });
    const typed = seed.costRequested === 1111000 ? 1112000 : 1111000;

    const claimed = await as(first, tokens, { method: 'POST', url: `/api/task/claim/${taskId}` });
    expect(claimed.statusCode, claimed.body).toBe(200);
    const saved = await as(first, tokens, {
      method: 'POST',
      url: `/api/task/${taskId}?step=credit`,
      payload: { credit: { costRequested: typed } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await first.close(); // the state is saved on close

    const second = await start();
    tokens = await signIn(second, 'underwriter');
    expect(await look(second, tokens, dealId, taskId)).toMatchObject({
      assignee: 'underwriter',
      costRequested: typed,
      row: { assignee: 'underwriter', deal: { costRequested: typed } },
    });

    const reset = await second.inject({ method: 'POST', url: '/__stub/reset' });
    expect(reset.statusCode, reset.body).toBe(200);
    tokens = await signIn(second, 'underwriter'); // a reset signs everybody out
    expect(await look(second, tokens, dealId, taskId)).toMatchObject({
      assignee: null,
      costRequested: seed.costRequested,
      row: { assignee: null, deal: { costRequested: seed.costRequested } },
    });
  });
});
