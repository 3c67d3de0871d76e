import type { Address, DealListResponse, PartySuggestion } from '@autocredit/generated/api';
import { api } from '@/shared/api/client';
import { unwrap } from '@/shared/api/api-error';

/** The organisations of the typed name part or INN (`GET /api/suggest/get-party`). */
export async function fetchParties(query: string, signal: AbortSignal): Promise<PartySuggestion[]> {
  return (await unwrap(api().GET('/api/suggest/get-party', { params: { query: { query } }, signal }))).result;
}

/** What the employer search looks for: the employer's INN and legal address, other deals than this one. */
export interface EmployerSearch {
  inn: string;
  address?: Address | null;
  excludeDealId?: number;
}

/** How many results the employer search lists; above it the search only says there are too many. */
export const EMPLOYER_SEARCH_LIMIT = 15;

/** The deals of other clients with the same employer (`GET /api/autocredit/list`, at most 15). */
export async function fetchEmployerDeals(
  { inn, address, excludeDealId }: EmployerSearch,
  signal: AbortSignal,
): Promise<DealListResponse['result']> {
  const query = {
    inn,
    ...(address && { address: JSON.stringify(address) }),
    ...(excludeDealId !== undefined && { excludeDealId }),
    per_page: EMPLOYER_SEARCH_LIMIT,
  };
  return (await unwrap(api().GET('/api/autocredit/list', { params: { query }, signal }))).result;
}
