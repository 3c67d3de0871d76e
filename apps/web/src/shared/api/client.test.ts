import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSessionStore, type SessionStore } from '@/shared/session/session-store';
import type { ToastOptions } from '@/shared/ui/toast';
import { createApiClient } from './client';
import { failureShownByPage } from './feedback-middleware';

const BASE = 'http://api.test';
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const user = (id: number) => ({
  result: {
    id,
    username: 'u',
    fio: 'Смирнова Ольга Викторовна',
    email: 'u@example',
    roles: ['ROLE_UNDERWRITER'],
    allPrivileges: [],
    isSwitched: false,
    salePoint: null,
  },
});

/** A backend that accepts only `Bearer fresh` and refreshes `rt-old` to `fresh` / `rt-new`. */
function backend(options: { refreshStatus?: number; refreshDelay?: number } = {}) {
  const calls: { url: string; auth: string | null; session: string | null; body?: string }[] = [];
  const fetchMock = vi.fn(async (input: Request) => {
    const url = new URL(input.url).pathname;
    const body = input.method === 'POST' ? await input.text() : undefined;
    calls.push({ url, auth: input.headers.get('Authorization'), session: input.headers.get('X-App-Session-Id'), body });
    if (url === '/api/token/refresh') {
      await new Promise((resolve) => setTimeout(resolve, options.refreshDelay ?? 5));
      if (options.refreshStatus) return json(options.refreshStatus, { result: 'Требуется авторизация' });
      return json(200, { token: 'fresh', refreshToken: 'rt-new' });
    }
    if (input.headers.get('Authorization') !== 'Bearer fresh') return json(401, { result: 'Требуется авторизация' });
    return json(200, url === '/api/user/' ? user(6) : { result: { count: 3 } });
  });
  return { calls, fetchMock };
}

describe('api client middleware', () => {
  let session: SessionStore;
  let toasts: ToastOptions[];

  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem('access', 'stale');
    localStorage.setItem('refresh', 'rt-old');
    session = createSessionStore();
    toasts = [];
  });
  afterEach(() => localStorage.clear());

  const client = (fetchMock: (request: Request) => Promise<Response>) =>
    createApiClient({
      baseUrl: BASE,
      fetch: fetchMock as typeof fetch,
      session,
      toaster: { show: (t) => toasts.push(t) },
      sessionId: () => 'session-1',
    });

  it('sends the bearer token and the app-session id', async () => {
    session.setTokens('fresh', 'rt-old');
    const { calls, fetchMock } = backend();
    const { data } = await client(fetchMock).GET('/api/user/');
    expect(data?.result.id).toBe(6);
    expect(calls).toEqual([{ url: '/api/user/', auth: 'Bearer fresh', session: 'session-1', body: undefined }]);
  });

  it('runs exactly one refresh for fifty concurrent 401s and retries all fifty', async () => {
    const { calls, fetchMock } = backend({ refreshDelay: 50 });
    const api = client(fetchMock);
    const urls = ['/api/user/', '/api/notification/get/new', '/api/user/get-roles-title'] as const;
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => api.GET(urls[i % urls.length]!)));
    expect(answers.map((a) => a.response.status)).toEqual(Array.from({ length: 50 }, () => 200));
    const refreshes = calls.filter((c) => c.url === '/api/token/refresh');
    expect(refreshes).toHaveLength(1);
    expect(JSON.parse(refreshes[0]!.body!)).toEqual({ refreshToken: 'rt-old' });
    expect(calls.filter((c) => c.url !== '/api/token/refresh' && c.auth === 'Bearer stale')).toHaveLength(50);
    expect(calls.filter((c) => c.url !== '/api/token/refresh' && c.auth === 'Bearer fresh')).toHaveLength(50);
    expect(session.getState()).toMatchObject({ access: 'fresh', refresh: 'rt-new' });
    expect(localStorage.getItem('access')).toBe('fresh');
    expect(localStorage.getItem('refresh')).toBe('rt-new');
  });

  it('retries a late 401 with the already refreshed token, without a second refresh', async () => {
    const { calls, fetchMock } = backend();
    let releaseSlow: () => void = () => {};
    const slow = new Promise<void>((resolve) => (releaseSlow = resolve));
    const api = client(async (request: Request) => {
      const late = new URL(request.url).pathname === '/api/notification/get/new';
      if (late && request.headers.get('Authorization') === 'Bearer stale') await slow;
      return fetchMock(request);
    });
    const first = api.GET('/api/user/');
    const late = api.GET('/api/notification/get/new');
    expect((await first).response.status).toBe(200);
    releaseSlow();
    expect((await late).response.status).toBe(200);
    expect(calls.filter((c) => c.url === '/api/token/refresh')).toHaveLength(1);
    expect(calls.at(-1)).toMatchObject({ url: '/api/notification/get/new', auth: 'Bearer fresh' });
  });

  it('marks the password expired on "Необходима смена пароля" and does not refresh', async () => {
    const fetchMock = vi.fn(async () => json(401, { result: 'Необходима смена пароля' }));
    const { response } = await client(fetchMock).GET('/api/user/');
    expect(response.status).toBe(401);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(session.getState().passwordExpired).toBe(true);
    expect(session.getState().access).toBe('stale');
  });

  it('logs out when the refresh fails', async () => {
    const { calls, fetchMock } = backend({ refreshStatus: 401 });
    const api = client(fetchMock);
    const answers = await Promise.all([api.GET('/api/user/'), api.GET('/api/notification/get/new')]);
    expect(answers.map((a) => a.response.status)).toEqual([401, 401]);
    expect(calls.filter((c) => c.url === '/api/token/refresh')).toHaveLength(1);
    expect(session.getState()).toMatchObject({ access: null, refresh: null });
    expect(localStorage.getItem('access')).toBeNull();
  });

  it('does not refresh after a 401 of token creation', async () => {
    const fetchMock = vi.fn(async () => json(401, { result: 'Неверное имя пользователя или пароль' }));
    const { error, response } = await client(fetchMock).POST('/api/token/create', {
      body: { username: 'x', password: 'y' },
    });
    expect(response.status).toBe(401);
    expect(error).toEqual({ result: 'Неверное имя пользователя или пароль' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('toasts server errors and lost connections, but not cancelled requests', async () => {
    session.setTokens('fresh', 'rt');
    await client(async () => json(502, {})).GET('/api/user/');
    await expect(client(() => Promise.reject(new TypeError('Failed to fetch'))).GET('/api/user/')).rejects.toThrow();
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    await expect(client(() => Promise.reject(abort)).GET('/api/user/')).rejects.toThrow();
    expect(toasts).toEqual([
      { severity: 'error', summary: 'Неполадки подключения, попробуйте позже.', life: 8000 },
      { severity: 'error', summary: 'Неполадки подключения, попробуйте позже.', life: 8000 },
    ]);
  });

  it('shows messages[] as toasts, except for 403 answers', async () => {
    session.setTokens('fresh', 'rt');
    const messages = [
      { type: 'success', message: 'Пароль успешно изменен' },
      { type: 'warning', message: 'Внимание' },
    ];
    await client(async () => json(200, { result: true, messages })).POST('/api/user/change-password', {
      body: { password: 'a', confirm: 'a' },
    });
    await client(async () => json(403, { result: 'Нет доступа', messages })).POST('/api/user/change-password', {
      body: { password: 'a', confirm: 'a' },
    });
    expect(toasts).toEqual([
      { severity: 'success', summary: 'Пароль успешно изменен' },
      { severity: 'warn', summary: 'Внимание' },
    ]);
  });

  it('shows no toast for the failure of a call whose page shows it, but the messages of its success', async () => {
    const body = { username: 'goz', password: 'secret' };
    const failing = [
      async () => json(500, { result: 'Внутренняя ошибка сервера' }),
      async () => json(400, { result: 'Ошибка', messages: [{ type: 'error', message: 'Ошибка' }] }),
    ];
    for (const answer of failing)
      expect((await client(answer).POST('/api/token/create', { body, ...failureShownByPage })).response.ok).toBe(false);
    await expect(
      client(() => Promise.reject(new TypeError('Failed to fetch'))).POST('/api/token/create', {
        body,
        ...failureShownByPage,
      }),
    ).rejects.toThrow();
    expect(toasts).toEqual([]);

    const messages = [{ type: 'success', message: 'Пароль успешно изменен' }];
    await client(async () => json(200, { result: true, messages })).POST('/api/user/change-password', {
      body: { password: 'a', confirm: 'a' },
      ...failureShownByPage,
    });
    expect(toasts).toEqual([{ severity: 'success', summary: 'Пароль успешно изменен' }]);

    // Other calls still toast.
    await client(async () => json(500, {})).POST('/api/token/create', { body });
    expect(toasts).toHaveLength(2);
  });
});
