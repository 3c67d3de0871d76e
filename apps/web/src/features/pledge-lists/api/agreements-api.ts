import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AssignmentAgreement, operations } from '@autocredit/generated/api';
import { unwrap } from '@/shared/api/api-error';
import { api } from '@/shared/api/client';
import { queryKeys } from '@/shared/api/query-keys';
import { loadListPage } from '@/shared/list';
import { sayDone, sayFailed } from './pledge-lists-api';

type AgreementsQuery = NonNullable<operations['listAssignmentAgreements']['parameters']['query']>;

export const QUEUE_DONE = 'Залоги успешно добавлены в очередь для переуступки';
export const QUEUE_FAILED = 'Ошибка';

/** A page of the assignment agreements with their counts; a failure is only logged (000 §8). */
export function useAgreements(apiQuery: Record<string, string | number>) {
  const query = apiQuery as AgreementsQuery;
  return useQuery({
    queryKey: queryKeys.pledges.agreements(query),
    queryFn: ({ signal }) =>
      loadListPage('The assignment agreements', async () => {
        return (await unwrap(api().GET('/api/pledge/assignment-agreement/list', { params: { query }, signal }))).result;
      }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** The bulk assign: queues the agreement's pledges for assignment; the server's message or 'Ошибка' on failure. */
export function useQueueAssignments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (agreement: AssignmentAgreement) =>
      unwrap(
        api().POST('/api/pledge/assignment/create/{agreementId}', {
          params: { path: { agreementId: agreement.id } },
        }),
      ),
    onSuccess: (answer) => sayDone(answer, QUEUE_DONE),
    onError: (error) => sayFailed(error, QUEUE_FAILED),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.pledges.all }),
  });
}
