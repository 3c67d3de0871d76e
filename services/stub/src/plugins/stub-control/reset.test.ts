import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { NotificationListResponse } from '@autocredit/generated/api';
import { as, signIn } from '../../testing/app';
import { controlApp } from '../../testing/control';
import { faultInjectionPlugin } from '../fault-injection';
import { stubControlPlugin } from '../stub-control';
import { buildApp } from '../../app';

let app: FastifyInstance;
afterEach(() => app?.close());

const reset = () => app.inject({ method: 'POST', url: '/__stub/reset' });

/** Changes what reset must undo: goz's password, a session, a new notification, a fault. */
async function changeEverything() {
  const goz = await signIn(app, 'goz');
  const change = await as(app, goz, {
    method: 'POST',
    url: '/api/user/change-password',
    payload: { password: 'brand-new', confirm: 'brand-new' },
  });
  expect(change.statusCode, change.body).toBe(200);
  const admin = await signIn(app, 'admin');
  const note = await app.inject({
    method: 'POST',
    url: '/__stub/notifications',
    payload: { username: 'goz', title: 'Новое', body: 'Тест' },
  });
  expect(note.statusCode).toBe(201);
  await app.inject({ method: 'POST', url: '/__stub/faults', payload: { path: '/api/nothing', status: 500 } });
  return { goz, admin };
}

describe('POST /__stub/reset', () => {
  it('signs everyone out, restores passwords and notifications, removes faults', async () => {
    app = await controlApp();
    const { goz, admin } = await changeEverything();
    const res = await reset();
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toMatchObject({ faultsRemoved: 1 });
    expect(res.json().result.parts).toEqual(expect.arrayContaining(['users', 'sessions', 'notifications']));

    for (const tokens of [goz, admin]) {
      const me = await as(app, tokens, { method: 'GET', url: '/api/user/' });
      expect(me.statusCode).toBe(401);
      expect(me.json()).toEqual({ result: 'Требуется авторизация' });
      expect(
        (
          await app.inject({
            method: 'POST',
            url: '/api/token/refresh',
            payload: { refreshToken: tokens.refreshToken },
          })
        ).statusCode,
      ).toBe(401);
    }
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/token/create',
      payload: { username: 'goz', password: 'brand-new' },
    });
    expect(wrong.statusCode).toBe(401);
    const again = await signIn(app, 'goz', 'secret');
    const list = await as(app, again, { method: 'GET', url: '/api/notification/get/all?per_page=50' });
    const { notifications, count } = list.json<NotificationListResponse>().result;
    expect(count).toBe(12);
    expect(notifications.filter((n) => n.status === 'send')).toHaveLength(3);
    expect((await app.inject({ method: 'GET', url: '/__stub/faults' })).json()).toEqual({ result: [] });
    const users = (await app.inject({ method: 'GET', url: '/__stub/users' })).json().result;
    expect(users.find((u: { username: string }) => u.username === 'goz')).toMatchObject({ seedPassword: true });
  });

  it('gives the expired user its expired password back', async () => {
    app = await controlApp();
    const expired = await signIn(app, 'expired');
    await as(app, expired, {
      method: 'POST',
      url: '/api/user/change-password',
      payload: { password: 'renewed', confirm: 'renewed' },
    });
    expect((await as(app, expired, { method: 'GET', url: '/api/user/' })).statusCode).toBe(200);
    await reset();
    const again = await signIn(app, 'expired');
    const me = await as(app, again, { method: 'GET', url: '/api/user/' });
    expect(me.statusCode).toBe(401);
    expect(me.json()).toEqual({ result: 'Необходима смена пароля' });
  });

  it('uses the fresh store the app gives it', async () => {
    app = await buildApp({ logLevel: 'silent', control: false });
    let built = 0;
    await app.register(faultInjectionPlugin);
    await app.register(stubControlPlugin, {
      prefix: '/__stub',
      freshStore: async () => {
        built++;
        const seed = await buildApp({ logLevel: 'silent', control: false });
        await seed.close();
        return seed.store;
      },
    });
    const goz = await signIn(app, 'goz');
    expect((await reset()).statusCode).toBe(200);
    expect(built).toBe(1);
    expect((await as(app, goz, { method: 'GET', url: '/api/user/' })).statusCode).toBe(401);
  });
});
