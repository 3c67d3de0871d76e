import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from '@/shared/api/client';
import { queryKeys } from '@/shared/api/query-keys';
import { clearGlobalFilter, saveGlobalFilter } from '@/shared/list';
import { dealsApiQuery, prefetchDeals } from './deal-list-api';

const page = { deals: [], count: 0, filter: {} };

function backend() {
  const calls: URL[] = [];
  const fetch = vi.fn(async (request: Request) => {
    calls.push(new URL(request.url));
    return new Response(JSON.stringify({ result: page }), { headers: { 'Content-Type': 'application/json' } });
  });
  configureApi(
    { apiBaseUrl: 'http://api.test', mercureHubUrl: '' },
    { fetch: fetch as unknown as typeof globalThis.fetch, toaster: { show: () => {} } },
  );
  return calls;
}

describe('the deal list asked for at start (prefetch)', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => clearGlobalFilter('deal-list'));

  it("asks for the URL's page under the key the page reads, so the page shows it without asking again", async () => {
    const calls = backend();
    const queryClient = new QueryClient();
    prefetchDeals(queryClient, new URLSearchParams('surName=Иванов&page=2'), false);
    const key = queryKeys.deals.page(false, dealsApiQuery({ surName: 'Иванов', page: 2, perPage: 10 }));
    await vi.waitFor(() => expect(queryClient.getQueryData(key)).toEqual(page));
    expect(calls.map((url) => url.pathname)).toEqual(['/api/autocredit/list']);
    expect(calls[0]!.searchParams.get('surName')).toBe('Иванов');
    expect(calls[0]!.searchParams.get('page')).toBe('2');
  });

  it('asks the history for the history page', async () => {
    const calls = backend();
    prefetchDeals(new QueryClient(), new URLSearchParams(), true);
    await vi.waitFor(() => expect(calls.map((url) => url.pathname)).toEqual(['/api/autocredit/list/history']));
  });

  it('asks nothing when a stored global filter will replace the empty filter of the URL', async () => {
    const calls = backend();
    saveGlobalFilter('deal-list', { status: 'client_waiting' });
    prefetchDeals(new QueryClient(), new URLSearchParams(), false);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toEqual([]);
  });
});
