import { describe, expect, it, vi } from 'vitest';
import { configureApi } from '@/shared/api/client';
import { fetchFullAddress, suggestAddresses } from './address-api';

const moscow = { value: 'г Москва, ул Тверская, д 7', fiasActualityState: '0' };

function backend() {
  const calls: URL[] = [];
  const fetch = vi.fn(async (request: Request) => {
    calls.push(new URL(request.url));
    return new Response(JSON.stringify({ result: [moscow] }), { headers: { 'Content-Type': 'application/json' } });
  });
  configureApi(
    { apiBaseUrl: 'http://api.test', mercureHubUrl: '' },
    { fetch: fetch as unknown as typeof globalThis.fetch, toaster: { show: () => {} } },
  );
  return calls;
}

describe('the address calls', () => {
  it('asks get-address with the query, without filter-fias unless the field filters', async () => {
    const calls = backend();
    expect(await suggestAddresses('Москва Тв', false)).toEqual([moscow]);
    expect(calls[0]!.pathname).toBe('/api/suggest/get-address');
    expect(calls[0]!.searchParams.get('query')).toBe('Москва Тв');
    expect(calls[0]!.searchParams.has('filter-fias')).toBe(false);
  });

  it('adds filter-fias=true for a field with filterFias', async () => {
    const calls = backend();
    await suggestAddresses('Москва Тв', true);
    expect(calls[0]!.searchParams.get('filter-fias')).toBe('true');
  });

  it('fetches the full record of a chosen value with count=1', async () => {
    const calls = backend();
    expect(await fetchFullAddress(moscow.value)).toEqual(moscow);
    expect(calls[0]!.searchParams.get('query')).toBe(moscow.value);
    expect(calls[0]!.searchParams.get('count')).toBe('1');
  });
});
