import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { as, signIn } from '../testing/app';
import { controlApp } from '../testing/control';
import { openSse, type SseStream } from '../testing/sse-client';

let app: FastifyInstance;
const streams: SseStream[] = [];
afterEach(async () => {
  streams.splice(0).forEach((s) => s.close());
  await app?.close();
});

const addFault = async (fault: object) => {
  const res = await app.inject({ method: 'POST', url: '/__stub/faults', payload: fault });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number }>();
};
const info = () => app.inject({ method: 'GET', url: '/api/app/info' });
/** setTimeout may fire up to a millisecond before the measured time (clock rounding). */
const TIMER_SLACK_MS = 1;

describe('fault injection', () => {
  it('answers a fault of times N to N matching requests, then stops', async () => {
    app = await controlApp();
    await addFault({ method: 'GET', path: '/api/app/info', status: 503, times: 2 });
    const answers = [await info(), await info(), await info()];
    expect(answers.map((r) => r.statusCode)).toEqual([503, 503, 200]);
    expect(answers[0]!.json()).toEqual({ result: 'Внутренняя ошибка сервера' });
    expect(answers[0]!.headers['content-type']).toBe('application/json; charset=utf-8');
    expect((await app.inject({ method: 'GET', url: '/__stub/faults' })).json()).toEqual({ result: [] });
  });

  it('counts down in the list and keeps a fault of times 0 until removed', async () => {
    app = await controlApp();
    const tokens = await signIn(app, 'viewer');
    const me = () => as(app, tokens, { method: 'GET', url: '/api/user/' });
    const once = await addFault({ path: '/api/app/info', status: 500, times: 3 });
    const forever = await addFault({ path: '/api/user/', status: 500, times: 0 });
    await info();
    const list = (await app.inject({ method: 'GET', url: '/__stub/faults' })).json().result;
    expect(list).toEqual([
      expect.objectContaining({ id: once.id, path: '/api/app/info', times: 3, remaining: 2, hits: 1 }),
      expect.objectContaining({ id: forever.id, times: 0, remaining: null, hits: 0 }),
    ]);
    for (let i = 0; i < 4; i++) expect((await me()).statusCode).toBe(500);
    const removed = await app.inject({ method: 'DELETE', url: `/__stub/faults/${forever.id}` });
    expect(removed.json()).toEqual({ removed: 1 });
    expect((await me()).statusCode).toBe(200);
    expect((await app.inject({ method: 'DELETE', url: '/__stub/faults' })).json()).toEqual({ removed: 1 });
    expect((await info()).statusCode).toBe(200);
  });

  it('delays a request by delayMs, then serves it', async () => {
    app = await controlApp();
    await addFault({ path: '/api/app/info', delayMs: 80 });
    const started = performance.now();
    const res = await info();
    expect(performance.now() - started).toBeGreaterThanOrEqual(80 - TIMER_SLACK_MS);
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toHaveProperty('version');
  });

  it('delays, then fails, when both are given', async () => {
    app = await controlApp();
    await addFault({ path: '/api/app/info', delayMs: 30, status: 502 });
    const started = performance.now();
    expect((await info()).statusCode).toBe(502);
    expect(performance.now() - started).toBeGreaterThanOrEqual(30 - TIMER_SLACK_MS);
  });

  it.each([
    [400, { result: 'Некорректный запрос', detail: 'Некорректный запрос' }],
    [401, { result: 'Требуется авторизация' }],
    [403, { result: 'Нет доступа', detail: 'Нет доступа' }],
    [404, { result: 'Не найдено', detail: 'Не найдено' }],
    [500, { result: 'Внутренняя ошибка сервера' }],
    [504, { result: 'Внутренняя ошибка сервера' }],
  ])('answers %i with the stub’s usual envelope', async (status, body) => {
    app = await controlApp();
    await addFault({ path: '/api/app/info', status });
    const res = await info();
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual(body);
  });

  it('answers 403 to POST /api/task/claim/* for a signed-in user', async () => {
    app = await controlApp();
    const tokens = await signIn(app, 'underwriter');
    await addFault({ method: 'POST', path: '/api/task/claim/*', status: 403 });
    const claim = await as(app, tokens, { method: 'POST', url: '/api/task/claim/417' });
    expect(claim.statusCode).toBe(403);
    expect(claim.json()).toEqual({ result: 'Нет доступа', detail: 'Нет доступа' });
  });

  it('sends the given body as is, even one the contract would not allow', async () => {
    app = await controlApp();
    const tokens = await signIn(app, 'viewer');
    await addFault({ path: '/api/app/info', status: 409, body: { result: 'Сделка изменена', anything: [1, 2] } });
    await addFault({ path: '/api/user/', status: 500, body: null });
    const res = await info();
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ result: 'Сделка изменена', anything: [1, 2] });
    const empty = await as(app, tokens, { method: 'GET', url: '/api/user/' });
    expect([empty.statusCode, empty.body]).toEqual([500, 'null']);
  });

  it('matches the method, the path without the query string, and a regular expression', async () => {
    app = await controlApp();
    const { token } = await signIn(app, 'goz');
    const headers = { authorization: `Bearer ${token}` };
    await addFault({ method: 'POST', path: '/api/notification/**', status: 500, times: 0 });
    await addFault({ path: '/^\\/api\\/notification\\/get\\/(new|all)$/', status: 502, times: 0 });
    expect((await app.inject({ url: '/api/notification/get/all?page=2&per_page=5', headers })).statusCode).toBe(502);
    expect((await app.inject({ url: '/api/notification/get/new', headers })).statusCode).toBe(502);
    const viewed = await app.inject({
      method: 'POST',
      url: '/api/notification/set/viewed',
      headers,
      payload: { ids: [1] },
    });
    expect(viewed.statusCode).toBe(500);
    expect((await app.inject({ url: '/api/user/', headers })).statusCode).toBe(200);
  });

  it('never faults the control surface', async () => {
    app = await controlApp();
    await addFault({ path: '/**', status: 500, delayMs: 5000, times: 0 });
    const started = performance.now();
    expect((await app.inject({ method: 'GET', url: '/__stub/faults' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/__stub/users' })).statusCode).toBe(200);
    expect(
      (await app.inject({ method: 'POST', url: '/__stub/faults', payload: { path: '/x', status: 500 } })).statusCode,
    ).toBe(201);
    expect(performance.now() - started).toBeLessThan(4000);
    expect((await app.inject({ method: 'DELETE', url: '/__stub/faults' })).json()).toEqual({ removed: 2 });
  });

  it('applies to N concurrent requests exactly', async () => {
    app = await controlApp();
    await addFault({ path: '/api/app/info', status: 500, delayMs: 20, times: 3 });
    const answers = await Promise.all(Array.from({ length: 5 }, info));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 200, 500, 500, 500]);
  });

  it('lets the app close while a request is delayed', async () => {
    app = await controlApp();
    await addFault({ path: '/api/app/info', delayMs: 60_000 });
    const pending = info();
    await new Promise((resolve) => setTimeout(resolve, 20));
    const started = performance.now();
    await app.close();
    expect((await pending).statusCode).toBe(200);
    expect(performance.now() - started).toBeLessThan(5000);
  });

  it('delays the hub’s event stream without breaking it, and can fail it once', async () => {
    app = await controlApp({ hubHeartbeatMs: 50 });
    const url = await app.listen({ host: '127.0.0.1', port: 0 });
    const topic = 'https://autocredit.example/test/faults';
    const stream = `${url}/.well-known/mercure?topic=${encodeURIComponent(topic)}`;

    await addFault({ method: 'GET', path: '/.well-known/mercure', status: 503 });
    const failed = await fetch(stream);
    expect(failed.status).toBe(503);
    expect(await failed.json()).toEqual({ result: 'Внутренняя ошибка сервера' });

    await addFault({ method: 'GET', path: '/.well-known/mercure', delayMs: 100 });
    const started = performance.now();
    const sse = await openSse(stream);
    streams.push(sse);
    expect(performance.now() - started).toBeGreaterThanOrEqual(100 - TIMER_SLACK_MS);
    expect(sse.status).toBe(200);
    const event = { type: 'newUnderTask', data: { newTasks: 3, afterRescoring: 0, afterRework: 1 } };
    const published = await app.inject({ method: 'POST', url: '/__stub/publish', payload: { topic, event } });
    expect(published.statusCode).toBe(201);
    expect(JSON.parse((await sse.next()).data)).toEqual(event);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(sse.raw()).toMatch(/\n:[^\n]*\n\n/);
  });
});
