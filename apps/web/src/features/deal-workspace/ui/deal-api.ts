import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '@/shared/api/api-error';
import { api } from '@/shared/api/client';
import { queryKeys } from '@/shared/api/query-keys';

/** The deal of the deal page: its header, its verification strategies and risk (`GET /api/autocredit/{dealId}`). */
export const dealInfoQuery = (dealId: number) =>
  queryOptions({
    queryKey: queryKeys.deals.info(dealId),
    queryFn: async ({ signal }) =>
      (await unwrap(api().GET('/api/autocredit/{dealId}', { params: { path: { dealId } }, signal }))).result,
    staleTime: 30_000,
  });

/** The deal's open tasks with their holders (`GET /api/deal/{dealId}/tasks`): who works the deal now. */
export const dealTasksQuery = (dealId: number) =>
  queryOptions({
    queryKey: queryKeys.deals.tasks(dealId),
    queryFn: async ({ signal }) =>
      (await unwrap(api().GET('/api/deal/{dealId}/tasks', { params: { path: { dealId } }, signal }))).result,
    staleTime: 30_000,
  });

/** Whether the applicant is an individual entrepreneur, and the requested sum (`GET /api/autocredit/isIpConfig/{dealId}`). */
export const ipConfigQuery = (dealId: number) =>
  queryOptions({
    queryKey: queryKeys.deals.ipConfig(dealId),
    queryFn: async ({ signal }) =>
      (await unwrap(api().GET('/api/autocredit/isIpConfig/{dealId}', { params: { path: { dealId } }, signal }))).result,
    staleTime: 30_000,
  });
