import type { Address } from '@autocredit/generated/api';
import { api } from '@/shared/api/client';
import { unwrap } from '@/shared/api/api-error';

/** The address suggestions of what is typed (002 §7 `get-address`); `filterFias`: only addresses with a FIAS record. */
export async function suggestAddresses(query: string, filterFias: boolean, signal?: AbortSignal): Promise<Address[]> {
  const params = { query: { query, ...(filterFias && { 'filter-fias': true }) } };
  return (await unwrap(api().GET('/api/suggest/get-address', { params, signal }))).result;
}

/** The full record of a chosen suggestion: the same call with its value and `count=1`; null when none comes back. */
export async function fetchFullAddress(value: string, signal?: AbortSignal): Promise<Address | null> {
  const params = { query: { query: value, count: 1 } };
  return (await unwrap(api().GET('/api/suggest/get-address', { params, signal }))).result[0] ?? null;
}
