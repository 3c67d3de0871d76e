import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '@autocredit/generated/api';
import { configureApi } from '@/shared/api/client';
import { sessionStore } from '@/shared/session/session-store';
import { toast } from '@/shared/ui/toast';
import { createQueryClient } from '@/app/providers';
import { appRoutes } from './router';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function backend(roles: Role[]) {
  return vi.fn(async (request: Request) => {
    const path = new URL(request.url).pathname;
    if (path === '/api/user/')
      return json({
        result: {
          id: 2,
          username: 'goz',
          fio: 'Иванова Мария Сергеевна',
          email: 'goz@example',
          roles,
          allPrivileges: [],
          isSwitched: false,
          salePoint: { id: 12, name: 'Автосалон' },
        },
      });
    if (path === '/api/notification/get/new') return json({ result: { count: 3 } });
    if (path === '/api/app/info') return json({ result: { version: '1.0.0' } });
    if (path === '/api/user/topics') return json({ result: { topics: [], mercureHub: '/.well-known/mercure' } });
    return json({ result: 'Не найдено' }, 404);
  });
}

function start(path: string, roles: Role[] = ['ROLE_GOZ']) {
  configureApi(
    { apiBaseUrl: 'http://api.test', mercureHubUrl: '' },
    { fetch: backend(roles) as typeof fetch, toaster: { show: () => {} } },
  );
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('routes and guards', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStore.logout();
  });
  afterEach(() => sessionStore.logout());

  it('sends the signed-out to login and remembers the page', async () => {
    const router = start('/task-my?page=2');
    await screen.findByRole('button', { name: 'Войти' });
    expect(router.state.location.pathname).toBe('/login');
    expect(sessionStore.getState().returnTo).toBe('/task-my?page=2');
  });

  it('shows not-found for unknown paths', async () => {
    start('/no-such-page');
    expect(await screen.findByText('Увы! Такой страница нет...')).toBeTruthy();
  });

  it('cancels an in-app navigation to a forbidden route and lets an allowed one through', async () => {
    sessionStore.setTokens('at', 'rt');
    const router = start('/');
    await screen.findByTestId('side-menu');
    expect(screen.getByRole('heading', { name: 'Домашняя страница' })).toBeTruthy();

    await act(() => router.navigate('/users'));
    expect(router.state.location.pathname).toBe('/');

    await act(() => router.navigate('/deal'));
    expect(router.state.location.pathname).toBe('/deal');
    expect(await screen.findByRole('heading', { name: 'Заявки' }, { timeout: 5000 })).toBeTruthy();
  });

  it("sends a forbidden first load home, saying 'Нет доступа'", async () => {
    const warn = vi.spyOn(toast, 'warn').mockImplementation(() => undefined);
    sessionStore.setTokens('at', 'rt');
    const router = start('/users');
    await screen.findByRole('heading', { name: 'Домашняя страница' });
    expect(router.state.location.pathname).toBe('/');
    expect(warn).toHaveBeenCalledWith('Нет доступа');
    warn.mockRestore();
  });

  it("refuses a deal opened in a new tab by a user without deal-view-info: home, 'Нет доступа'", async () => {
    const warn = vi.spyOn(toast, 'warn').mockImplementation(() => undefined);
    sessionStore.setTokens('at', 'rt');
    const router = start('/deal/100273?step=client', ['ROLE_GOZ']);
    await screen.findByRole('heading', { name: 'Домашняя страница' });
    expect(router.state.location.pathname).toBe('/');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('Нет доступа');
    warn.mockRestore();
  });

  it('shows a deal with a numeric id only', async () => {
    sessionStore.setTokens('at', 'rt');
    start('/deal/abc', ['ROLE_GOZ']);
    expect(await screen.findByText('Увы! Такой страница нет...')).toBeTruthy();
  });
});
