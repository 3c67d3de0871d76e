import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { ConfirmDialog } from 'primereact/confirmdialog';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { User } from '@autocredit/generated/api';
import { fakeApi, type FakeRoute } from '@/shared/api/testing/fake-api';
import { queryKeys } from '@/shared/api/query-keys';
import { sessionStore } from '@/shared/session/session-store';

/**
 * Renders a page of the feature at `url` for `user` over a fake API (for tests); the pledge task page, the pledge
 * view and the other lists are headings, so that a test can see where it went.
 */
export function renderPage(
  page: { path: string; element: ReactNode },
  url: string,
  user: User,
  routes: Record<string, FakeRoute>,
) {
  sessionStore.setTokens('at', 'rt');
  const api = fakeApi(routes);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(queryKeys.user, user);
  const others = [
    { path: '/pledge/:id', element: <h1>Задача по залогу</h1> },
    { path: '/pledge-view/:id', element: <h1>Просмотр залога</h1> },
    { path: '/pledge-list-history', element: <h1>Все залоги</h1> },
  ].filter((route) => route.path !== page.path);
  const router = createMemoryRouter([page, ...others], { initialEntries: [url] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <ConfirmDialog />
    </QueryClientProvider>,
  );
  return { ...api, router };
}
