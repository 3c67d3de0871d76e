import { describe, expect, it, vi } from 'vitest';

describe('preloadRouteAt', () => {
  it('starts loading the page chunk of the route at the path, before the app renders', async () => {
    const { DealListPage } = await import('@/features/deal-list');
    const { preloadRouteAt } = await import('./route-preload');
    const preload = vi.spyOn(DealListPage, 'preload').mockResolvedValue(undefined);
    preloadRouteAt('/deal');
    expect(preload).toHaveBeenCalledTimes(1);
    preloadRouteAt('/not-a-route/at/all');
    preloadRouteAt('/');
    expect(preload).toHaveBeenCalledTimes(1);
  });
});
