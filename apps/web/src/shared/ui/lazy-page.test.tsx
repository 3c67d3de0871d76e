import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPage, preloadElement } from './lazy-page';

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
