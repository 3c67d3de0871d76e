import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { lazyPage, prefetchElement, preloadElement } from './lazy-page';

describe('lazyPage', () => {
  it('loads the chunk once, whether preloaded or rendered first, and renders the named page', async () => {
    const load = vi.fn(async () => ({ ReportsPage: () => <h1>Отчеты</h1> }));
    const Page = lazyPage(load, 'ReportsPage');
    expect(load).not.toHaveBeenCalled();
    preloadElement(<Page />);
    preloadElement(<Page />);
    render(
      <Suspense fallback={<span>Загрузка...</span>}>
        <Page />
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { name: 'Отчеты' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('ignores elements that are not lazily loaded pages', () => {
    expect(() => preloadElement(<h1 />)).not.toThrow();
    expect(() => preloadElement(null)).not.toThrow();
  });
});

describe('a preloaded page', () => {
  it('renders at once, without showing the fallback', async () => {
    const Page = lazyPage(async () => ({ DealsPage: () => <h1>Заявки</h1> }), 'DealsPage');
    await Page.preload();
    render(
      <Suspense fallback={<span>Загрузка...</span>}>
        <Page />
      </Suspense>,
    );
    expect(screen.queryByText('Загрузка...')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Заявки' })).toBeTruthy();
  });
});

describe("a page's prefetch", () => {
  it("loads the chunk and calls the module's prefetch with the cache, the query and the route's props", async () => {
    const prefetch = vi.fn();
    const Page = lazyPage(
      async () => ({ DealsPage: (_: { history?: boolean }) => <h1>Заявки</h1>, prefetch }),
      'DealsPage',
    );
    const queryClient = new QueryClient();
    const search = new URLSearchParams('surName=Иванов');
    prefetchElement(<Page history />, { queryClient, search });
    await vi.waitFor(() => expect(prefetch).toHaveBeenCalledWith({ queryClient, search, props: { history: true } }));
  });

  it('does nothing for a page without one', async () => {
    const Page = lazyPage(async () => ({ UsersPage: () => <h1>Пользователи</h1> }), 'UsersPage');
    await expect(
      Page.prefetch({ queryClient: new QueryClient(), search: new URLSearchParams(), props: {} }),
    ).resolves.toBeUndefined();
  });
});
