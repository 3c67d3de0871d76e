import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { DealListItem, operations } from '@autocredit/generated/api';
import { unwrap } from '@/shared/api/api-error';
import { api } from '@/shared/api/client';
import { failureText } from '@/shared/api/failure-text';
import { queryKeys } from '@/shared/api/query-keys';
import { loadListPage, readGlobalFilter, readListSearch } from '@/shared/list';
import { toast } from '@/shared/ui/toast';
import { clientDecisionDone } from '@/features/deal-list/lib/client-decision';

type DealsQuery = NonNullable<operations['listDeals']['parameters']['query']>;

/**
 * The query of a deal list; the 'free deals' flag also asks for the task states of a deal nobody works. The history
 * has no such flag (a finished deal has no task left), whatever an old link says.
 */
export function dealsApiQuery(apiQuery: Record<string, string | number>, history = false): DealsQuery {
  const query: Record<string, unknown> = { ...apiQuery };
  if (history) delete query.needAssignee;
  else if (query.needAssignee === 'true') query['taskStatuses[]'] = ['task_unclaim', 'task_create'];
  return query as DealsQuery;
}

/**
 * The query of a page of the deal list or the deal history; a failure is only logged (000 §8). A page asked for at
 * start (`prefetch`) is fresh for 2 s, so the page that mounts a moment later shows it without asking again.
 */
export function dealsQueryOptions(history: boolean, apiQuery: Record<string, string | number>) {
  const query = dealsApiQuery(apiQuery, history);
  return queryOptions({
    queryKey: queryKeys.deals.page(history, query),
    queryFn: ({ signal }) =>
      loadListPage('The deal list', async () => {
        const call = history
          ? api().GET('/api/autocredit/list/history', { params: { query }, signal })
          : api().GET('/api/autocredit/list', { params: { query }, signal });
        return (await unwrap(call)).result;
      }),
    staleTime: 2_000,
    retry: false,
  });
}

/** A page of the deal list or the deal history; while the next one loads, the table keeps the rows it shows. */
export function useDeals(history: boolean, apiQuery: Record<string, string | number>) {
  return useQuery({ ...dealsQueryOptions(history, apiQuery), placeholderData: keepPreviousData });
}

/**
 * The page of the URL asked for at start, alongside the session (the deal list's `prefetch`); not when a stored
 * global filter will replace the URL's empty filter.
 */
export function prefetchDeals(queryClient: QueryClient, search: URLSearchParams, history: boolean): void {
  const { filters, page, perPage } = readListSearch(search, 'perPage');
  if (Object.keys(filters).length === 0 && readGlobalFilter(history ? 'deal-history' : 'deal-list')) return;
  void queryClient.prefetchQuery(dealsQueryOptions(history, { ...filters, page, perPage }));
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

/**
 * 'Клиент согласился' / 'Клиент отказался' on a client_waiting deal; what was done, or why not, is told here (the row
 * may be gone from the list by the time the answer comes).
 */
export function useClientDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ deal, approve }: { deal: DealListItem; approve: boolean }) => {
      const path = { dealId: deal.id };
      return unwrap(
        approve
          ? api().POST('/api/autocredit/clientApprove/{dealId}', { params: { path } })
          : api().POST('/api/autocredit/clientRefused/{dealId}', { params: { path } }),
      );
    },
    onSuccess: (_, { deal, approve }) => {
      toast.success(clientDecisionDone(deal, approve));
      return queryClient.invalidateQueries({ queryKey: queryKeys.deals.all });
    },
    onError: (error) => {
      const text = failureText(error);
      if (text) toast.error(text);
    },
  });
}
