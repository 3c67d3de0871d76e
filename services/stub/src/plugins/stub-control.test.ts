import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import { testApp } from '../testing/app';
import { controlApp } from '../testing/control';

let app: FastifyInstance | undefined;
afterEach(() => app?.close());

const notify = (payload: unknown) =>
  app!.inject({ method: 'POST', url: '/__stub/notifications', payload: payload as object });

describe('the /__stub/ control surface', () => {
  it('lists the seeded users, whether each has the seeded password, and never a password', async () => {
    app = await testApp();
    const res = await app.inject({ method: 'GET', url: '/__stub/users' });
    expect(res.statusCode).toBe(200);
    const users = res.json().result;
    expect(users).toHaveLength(15);
    expect(users[0]).toMatchObject({
      username: 'admin',
      roles: ['ROLE_ADMIN'],
      fio: 'Петров Алексей Николаевич',
      seedPassword: true,
    });
    expect(JSON.stringify(users)).not.toMatch(/password"|secret/);
    expect(users.find((u: { username: string }) => u.username === 'expired')).toMatchObject({ passwordExpired: true });
  });

  it('validates a notification request', async () => {
    app = await testApp();
    const missing = await notify({ username: 'goz' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([
      { propertyPath: 'title', message: 'Это поле обязательно для заполнения' },
      { propertyPath: 'body', message: 'Это поле обязательно для заполнения' },
    ]);
    const group = await notify({ username: 'goz', title: 't', body: 'b', group: 7, dealId: 'x' });
    expect(group.json().errors).toEqual([
      { propertyPath: 'group', message: 'Неверный формат значения' },
      { propertyPath: 'dealId', message: 'Неверный формат значения' },
    ]);
    // The groups are an open set (000 §9 lists those that raise notifications): another one is stored.
    expect((await notify({ username: 'goz', title: 't', body: 'b', group: 'somethingNew' })).statusCode).toBe(201);
    const unknown = await notify({ username: 'nobody', title: 't', body: 'b' });
    expect(unknown.statusCode).toBe(404);
  });

  it('is off with STUB_CONTROL=0: every /__stub/ URL is 404', async () => {
    app = await controlApp({ control: false });
    const calls: Array<[HTTPMethods, string, object?]> = [
      ['GET', '/__stub/users'],
      ['POST', '/__stub/notifications', { username: 'goz', title: 't', body: 'b' }],
      ['POST', '/__stub/reset'],
      ['GET', '/__stub/faults'],
      ['POST', '/__stub/faults', { path: '/**', status: 500 }],
      ['DELETE', '/__stub/faults'],
      ['DELETE', '/__stub/faults/1'],
      ['POST', '/__stub/publish', { topic: 'x', event: {} }],
      ['GET', '/__stub/anything/else'],
    ];
    for (const [method, url, payload] of calls) {
      const res = await app.inject({ method, url, ...(payload && { payload }) });
      expect([method, url, res.statusCode]).toEqual([method, url, 404]);
      expect(res.json()).toEqual({ result: 'Не найдено', detail: 'Не найдено' });
    }
    expect(app.hasDecorator('faults')).toBe(false);
    expect((await app.inject({ method: 'GET', url: '/api/app/info' })).statusCode).toBe(200);
  });
});
