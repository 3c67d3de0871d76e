import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { operations } from '@autocredit/generated/api';
import { unwrap } from '@/shared/api/api-error';
import { api } from '@/shared/api/client';
import { loadListPage } from '@/shared/list';
import { queryKeys } from '@/shared/api/query-keys';

type DealsQuery = NonNullable<operations['listDeals']['parameters']['query']>;

/** The query of a deal list; the 'free deals' flag also asks for the task states of a deal nobody works. */
export function dealsApiQuery(apiQuery: Record<string, string | number>): DealsQuery {
  const query: Record<string, unknown> = { ...apiQuery };
  if (query.needAssignee === 'true') query['taskStatuses[]'] = ['task_unclaim', 'task_create'];
  return query as DealsQuery;
}

/** A page of the deal list or the deal history; a failure is only logged (000 §8), the table keeps its rows. */
export function useDeals(history: boolean, apiQuery: Record<string, string | number>) {
  const query = dealsApiQuery(apiQuery);
  return useQuery({
    queryKey: queryKeys.deals.page(history, query),
    queryFn: ({ signal }) =>
      loadListPage('The deal list', async () => {
        const call = history
          ? api().GET('/api/autocredit/list/history', { params: { query }, signal })
          : api().GET('/api/autocredit/list', { params: { query }, signal });
        return (await unwrap(call)).result;
      }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** The GOZ priorities of the priority select (`result[0]`). */
export function usePriorities(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.deals.priorities,
    queryFn: async ({ signal }) =>
      (await unwrap(api().GET('/api/autocredit/priority/get/', { signal }))).result[0] ?? [],
    staleTime: Infinity,
    enabled,
  });
}

export function useSetPriority() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ dealId, priority }: { dealId: number; priority: number }) =>
      unwrap(
        api().POST('/api/autocredit/priority/set/{dealId}/{priority}', { params: { path: { dealId, priority } } }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.deals.all }),
  });
}

/** 'Клиент согласился' / 'Клиент отказался' on a client_waiting deal. */
export function useClientDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ dealId, approve }: { dealId: number; approve: boolean }) =>
      unwrap(
        approve
          ? api().POST('/api/autocredit/clientApprove/{dealId}', { params: { path: { dealId } } })
          : api().POST('/api/autocredit/clientRefused/{dealId}', { params: { path: { dealId } } }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.deals.all }),
  });
}
