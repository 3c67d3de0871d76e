import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '@/shared/api/api-error';
import { api } from '@/shared/api/client';
import { queryKeys } from '@/shared/api/query-keys';

/** The contacts of the deal's people and employer (`GET /api/autocredit/contacts/{dealId}`, 001 §3). */
export const holderContactsQuery = (dealId: number) =>
  queryOptions({
    queryKey: queryKeys.deals.holderContacts(dealId),
    queryFn: async ({ signal }) =>
      (await unwrap(api().GET('/api/autocredit/contacts/{dealId}', { params: { path: { dealId } }, signal }))).result,
  });
