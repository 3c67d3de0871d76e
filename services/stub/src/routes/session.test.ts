import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { ImpersonationInfoResponse, Role, RolesTitlesResponse, UserResponse } from '@autocredit/generated/api';
import { as, bearer, signIn, testApp } from '../testing/app';
import { REPLAY_LEEWAY_MS } from '../domain/auth/sessions';

let app: FastifyInstance;
let clock = Date.parse('2026-11-22T10:00:00Z');

beforeEach(async () => {
  app = await testApp({ accessTtl: 60, refreshTtl: 3600 }, { now: () => clock });
});
afterEach(() => app.close());

const me = (token: string) => app.inject({ method: 'GET', url: '/api/user/', headers: bearer(token) });
const post = (url: string, payload: object, token?: string) =>
  app.inject({ method: 'POST', url, payload, ...(token && { headers: bearer(token) }) });

describe('sign-in', () => {
  it('exchanges the username and password for a token pair', async () => {
    const res = await post('/api/token/create', { username: 'underwriter', password: 'secret' });
    expect(res.statusCode).toBe(200);
    const { token, refreshToken } = res.json();
    expect(token).toMatch(/^at_/);
    expect(refreshToken).toMatch(/^rt_/);
    const user = (await me(token)).json<UserResponse>().result;
    expect(user).toMatchObject({ id: 6, username: 'underwriter', roles: ['ROLE_UNDERWRITER'], isSwitched: false });
    expect(user.allPrivileges).toContain('can-view-underwriter-list');
    expect(user.salePoint).toBeNull();
  });

  it('gives operators their sale point', async () => {
    const { token } = await signIn(app, 'goz');
    expect((await me(token)).json<UserResponse>().result.salePoint).toEqual({
      id: 12,
      name: 'Автосалон «Рольф Юг», Москва',
    });
  });

  it.each([
    ['a wrong password', 'admin', 'wrong'],
    ['an unknown user', 'nobody', 'secret'],
  ])('answers 401 to %s', async (_case, username, password) => {
    const res = await post('/api/token/create', { username, password });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ result: 'Неверное имя пользователя или пароль' });
  });

  it.each([
    ['no token', {}],
    ['an unknown token', bearer('at_unknown')],
    ['another scheme', { authorization: 'Basic YWRtaW46c2VjcmV0' }],
  ])('answers 401 Требуется авторизация with %s', async (_case, headers) => {
    const res = await app.inject({ method: 'GET', url: '/api/user/', headers });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ result: 'Требуется авторизация' });
  });
});

describe('tokens', () => {
  it('rotates the refresh token: the new pair works; the used one, replayed, ends the session', async () => {
    const first = await signIn(app, 'viewer');
    const res = await post('/api/token/refresh', { refreshToken: first.refreshToken });
    expect(res.statusCode).toBe(200);
    const second = res.json();
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect((await me(second.token)).statusCode).toBe(200);

    clock += REPLAY_LEEWAY_MS + 1;
    const reused = await post('/api/token/refresh', { refreshToken: first.refreshToken });
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toEqual({ result: 'Требуется авторизация' });
    expect((await me(second.token)).statusCode).toBe(401);
    expect((await post('/api/token/refresh', { refreshToken: second.refreshToken })).statusCode).toBe(401);
  });

  it('expires access tokens after STUB_ACCESS_TTL; a refresh brings a working one', async () => {
    const pair = await signIn(app, 'viewer');
    clock += 59_000;
    expect((await me(pair.token)).statusCode).toBe(200);
    clock += 1_000;
    const expired = await me(pair.token);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({ result: 'Требуется авторизация' });
    const renewed = (await post('/api/token/refresh', { refreshToken: pair.refreshToken })).json();
    expect((await me(renewed.token)).statusCode).toBe(200);
  });

  it('expires refresh tokens after STUB_REFRESH_TTL', async () => {
    const pair = await signIn(app, 'viewer');
    clock += 3600_000;
    expect((await post('/api/token/refresh', { refreshToken: pair.refreshToken })).statusCode).toBe(401);
  });

  it('expires for real with a 1 s lifetime', async () => {
    const real = await testApp({ accessTtl: 1 });
    try {
      const pair = await signIn(real, 'viewer');
      expect((await as(real, pair, { method: 'GET', url: '/api/user/' })).statusCode).toBe(200);
      await new Promise((r) => setTimeout(r, 1100));
      expect((await as(real, pair, { method: 'GET', url: '/api/user/' })).statusCode).toBe(401);
    } finally {
      await real.close();
    }
  });

  it('signs out: token/delete revokes the session and its access tokens', async () => {
    const pair = await signIn(app, 'viewer');
    const other = await signIn(app, 'viewer');
    const res = await post('/api/token/delete', { refreshToken: pair.refreshToken });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ result: true });
    expect((await me(pair.token)).statusCode).toBe(401);
    expect((await post('/api/token/refresh', { refreshToken: pair.refreshToken })).statusCode).toBe(401);
    expect((await post('/api/token/delete', { refreshToken: pair.refreshToken })).statusCode).toBe(401);
    expect((await me(other.token)).statusCode).toBe(200);
  });
});

describe('an expired password', () => {
  const change = (token: string, password: string, confirm: string) =>
    post('/api/user/change-password', { password, confirm }, token);

  it('closes every call but the password change with 401 Необходима смена пароля', async () => {
    const { token } = await signIn(app, 'expired');
    for (const url of ['/api/user/', '/api/notification/get/new', '/api/user/topics', '/api/impersonate/info']) {
      const res = await app.inject({ method: 'GET', url, headers: bearer(token) });
      expect(res.statusCode, url).toBe(401);
      expect(res.json(), url).toEqual({ result: 'Необходима смена пароля' });
    }
    expect((await app.inject({ method: 'GET', url: '/api/app/info' })).statusCode).toBe(200);
  });

  it('reports field errors: confirmation, length, same as the current one', async () => {
    const { token } = await signIn(app, 'expired');
    const mismatch = await change(token, 'new-secret-1', 'new-secret-2');
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toEqual({
      result: null,
      errors: [{ propertyPath: 'confirm', message: 'Пароли не совпадают' }],
    });
    expect((await change(token, 'abc', 'abc')).json().errors).toEqual([
      { propertyPath: 'password', message: 'Пароль должен содержать не менее 6 символов' },
    ]);
    expect((await change(token, 'secret', 'secret')).json().errors).toEqual([
      { propertyPath: 'password', message: 'Новый пароль должен отличаться от текущего' },
    ]);
    const missing = await post('/api/user/change-password', { password: 'new-secret-1' }, token);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([
      { propertyPath: 'confirm', message: 'Это поле обязательно для заполнения' },
    ]);
  });

  it('is changed, after which the user works and only the new password signs in', async () => {
    const { token } = await signIn(app, 'expired');
    const res = await change(token, 'new-secret-1', 'new-secret-1');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ result: true });
    expect((await me(token)).statusCode).toBe(200);
    expect((await post('/api/token/create', { username: 'expired', password: 'secret' })).statusCode).toBe(401);
    expect((await post('/api/token/create', { username: 'expired', password: 'new-secret-1' })).statusCode).toBe(200);
    const stored = app.store.users.byUsername('expired');
    expect(stored?.passwordHash).toMatch(/^scrypt\$/);
    expect(stored?.passwordHash).not.toContain('new-secret-1');
  });
});

describe('roles', () => {
  it('has a Russian title for every role', async () => {
    const { token } = await signIn(app, 'viewer');
    const res = await app.inject({ method: 'GET', url: '/api/user/get-roles-title', headers: bearer(token) });
    const titles = res.json<RolesTitlesResponse>().result;
    const roles = (app.contract.spec.components.schemas as Record<string, { enum: Role[] }>).Role!.enum;
    expect(Object.keys(titles).sort()).toEqual([...roles].sort());
    expect(titles.ROLE_ADMIN).toBe('Администратор');
  });
});

describe('impersonation', () => {
  const take = (token: string, username: string) => post('/api/impersonate/take', { username }, token);
  const leave = (token: string) =>
    app.inject({ method: 'POST', url: '/api/impersonate/leave', headers: bearer(token) });
  const info = async (token: string) =>
    (
      await app.inject({ method: 'GET', url: '/api/impersonate/info', headers: bearer(token) })
    ).json<ImpersonationInfoResponse>().result;

  it('takes another user, acts as them with the same tokens, and leaves back to the admin', async () => {
    const admin = await signIn(app, 'admin');
    expect(await info(admin.token)).toEqual({ isSwitched: false, originalUser: null });

    const taken = await take(admin.token, 'goz');
    expect(taken.statusCode).toBe(200);
    expect(taken.json<UserResponse>().result).toMatchObject({ username: 'goz', isSwitched: true });
    expect((await me(admin.token)).json<UserResponse>().result).toMatchObject({ username: 'goz', isSwitched: true });
    expect(await info(admin.token)).toEqual({
      isSwitched: true,
      originalUser: { id: 1, username: 'admin', fio: 'Петров Алексей Николаевич' },
    });
    // Acting as goz: the admin's pages are closed.
    expect(
      (await app.inject({ method: 'GET', url: '/api/suggest/user-list', headers: bearer(admin.token) })).statusCode,
    ).toBe(403);

    // A refresh keeps the impersonation.
    const renewed = (await post('/api/token/refresh', { refreshToken: admin.refreshToken })).json();
    expect((await me(renewed.token)).json<UserResponse>().result.username).toBe('goz');

    const left = await leave(renewed.token);
    expect(left.statusCode).toBe(200);
    expect(left.json<UserResponse>().result).toMatchObject({ username: 'admin', isSwitched: false });
    expect((await me(renewed.token)).json<UserResponse>().result.username).toBe('admin');
  });

  it('refuses: 400 while already switched, for oneself and when leaving without switching; 404 unknown', async () => {
    const admin = await signIn(app, 'admin');
    const notSwitched = await leave(admin.token);
    expect(notSwitched.statusCode).toBe(400);
    expect(notSwitched.json().result).toBe('Вы не переключены на другого пользователя');
    expect((await take(admin.token, 'admin')).statusCode).toBe(400);
    const unknown = await take(admin.token, 'nobody');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ result: 'Пользователь не найден', detail: 'Пользователь не найден' });
    expect((await take(admin.token, 'goz')).statusCode).toBe(200);
    const again = await take(admin.token, 'viewer');
    expect(again.statusCode).toBe(400);
    expect(again.json().result).toBe('Вы уже переключены на другого пользователя');
  });

  it('is forbidden without the switch-user privilege', async () => {
    for (const username of ['goz', 'underwriter_chief', 'security']) {
      const { token } = await signIn(app, username);
      const res = await take(token, 'viewer');
      expect(res.statusCode, username).toBe(403);
      expect(res.json()).toEqual({ result: 'Нет доступа', detail: 'Нет доступа' });
    }
  });
});

describe('the users page', () => {
  const list = (token: string, query = '') =>
    app.inject({ method: 'GET', url: `/api/suggest/user-list${query}`, headers: bearer(token) });

  it('lists, filters and pages the users for the admin', async () => {
    const { token } = await signIn(app, 'admin');
    const all = (await list(token)).json();
    expect(all.result.count).toBe(15);
    expect(all.result.items).toHaveLength(10);
    expect(all.result.items[0]).toEqual({
      id: 1,
      username: 'admin',
      fio: 'Петров Алексей Николаевич',
      email: 'a.petrov@autocredit.example',
    });
    expect((await list(token, '?page=2')).json().result.items).toHaveLength(5);
    const underwriters = (await list(token, '?username=UNDERWRITER')).json().result;
    expect(underwriters.items.map((u: { username: string }) => u.username)).toEqual([
      'underwriter',
      'underwriter_external',
      'underwriter_chief',
    ]);
    expect((await list(token, '?id=2&email=ivanova')).json().result.items).toHaveLength(1);
  });

  it('is closed to everyone else', async () => {
    const { token } = await signIn(app, 'goz');
    expect((await list(token)).statusCode).toBe(403);
  });
});
