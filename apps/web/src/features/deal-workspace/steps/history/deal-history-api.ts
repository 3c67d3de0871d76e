import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '@/shared/api/api-error';
import { api } from '@/shared/api/client';
import { queryKeys } from '@/shared/api/query-keys';

/** The deal's history: the tasks of its process, oldest first (`GET /api/deal/{dealId}/logs`). */
export const dealLogsQuery = (dealId: number) =>
  queryOptions({
    queryKey: queryKeys.decisions.logs(dealId),
    queryFn: async ({ signal }) =>
      (await unwrap(api().GET('/api/deal/{dealId}/logs', { params: { path: { dealId } }, signal }))).result,
  });

/** The deal's decisions, newest first (`GET api/autocredit/decisions/{dealId}`). */
export const dealDecisionsQuery = (dealId: number) =>
  queryOptions({
    queryKey: queryKeys.decisions.list(dealId),
    queryFn: async ({ signal }) =>
      (await unwrap(api().GET('/api/autocredit/decisions/{dealId}', { params: { path: { dealId } }, signal }))).result,
  });
