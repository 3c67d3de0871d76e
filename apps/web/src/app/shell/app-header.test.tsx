import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from '@/shared/api/client';
import { sessionStore } from '@/shared/session/session-store';
import { createQueryClient } from '@/app/providers';
import { appRoutes } from '@/app/router/router';

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

const backend = vi.fn(async (request: Request) => {
  const path = new URL(request.url).pathname;
  if (path === '/api/user/')
    return json({
      result: {
        id: 12,
        username: 'viewer',
        fio: 'Егорова Наталья Владимировна',
        email: 'v@example',
        roles: ['ROLE_VIEWER'],
        allPrivileges: [],
        isSwitched: false,
        salePoint: null,
      },
    });
  if (path === '/api/notification/get/new') return json({ result: { count: 3 } });
  if (path === '/api/user/topics') return json({ result: { topics: [], mercureHub: '/.well-known/mercure' } });
  return json({ result: {} });
});

describe('the header', () => {
  afterEach(() => sessionStore.logout());

  it('names the notifications bell with the count it shows', async () => {
    configureApi(
      { apiBaseUrl: 'http://api.test', mercureHubUrl: '' },
      { fetch: backend as typeof fetch, toaster: { show: () => {} } },
    );
    sessionStore.setTokens('at', 'rt');
    render(
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={createMemoryRouter(appRoutes, { initialEntries: ['/'] })} />
      </QueryClientProvider>,
    );
    // the visible text (the count) is a part of the name, as speech input users say what they see
    const bell = await screen.findByRole('button', { name: 'Уведомления, непросмотренных: 3' });
    expect(bell.textContent).toBe('3');
  });
});
