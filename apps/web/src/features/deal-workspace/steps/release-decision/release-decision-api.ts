import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '@/shared/api/api-error';
import { api } from '@/shared/api/client';
import { queryKeys } from '@/shared/api/query-keys';
import type { LimitTerms } from './release-decision';

/**
 * The release decision's service limits for credit terms (`GET /api/autocredit/get-service-limits/with-variants|
 * without-variants/{dealId}` with costRequested, carCost, initialFee, term): the largest additional equipment and the
 * least bank services.
 */
export const serviceLimitsQuery = (dealId: number, kind: 'with-variants' | 'without-variants', terms: LimitTerms) =>
  queryOptions({
    queryKey: queryKeys.deals.serviceLimits(dealId, kind, terms),
    queryFn: async ({ signal }) => {
      const params = { path: { dealId }, query: terms };
      return kind === 'with-variants'
        ? (await unwrap(api().GET('/api/autocredit/get-service-limits/with-variants/{dealId}', { params, signal })))
            .result
        : (await unwrap(api().GET('/api/autocredit/get-service-limits/without-variants/{dealId}', { params, signal })))
            .result;
    },
    staleTime: 60_000,
  });

/** Records whether the client agreed to the application's car (`POST /api/autocredit/change-agreed-auto/{dealId}/{1|0}`). */
export async function changeAgreedAuto(dealId: number, choice: 0 | 1): Promise<void> {
  await unwrap(
    api().POST('/api/autocredit/change-agreed-auto/{dealId}/{choice}', { params: { path: { dealId, choice } } }),
  );
}

/** The reasons of the refusal dialog, by group (`GET /api/task/refusal/reasons`). */
export const refusalReasonsQuery = () =>
  queryOptions({
    queryKey: queryKeys.decisions.refusalReasons,
    queryFn: async ({ signal }) => (await unwrap(api().GET('/api/task/refusal/reasons', { signal }))).result,
    staleTime: 5 * 60_000,
  });

/** Refuses the task with the chosen reason codes (`POST /api/task/refusal/{taskId}` `{code: [...]}`). */
export async function refuseTask(taskId: number, codes: readonly string[]): Promise<void> {
  await unwrap(api().POST('/api/task/refusal/{taskId}', { params: { path: { taskId } }, body: { code: [...codes] } }));
}
