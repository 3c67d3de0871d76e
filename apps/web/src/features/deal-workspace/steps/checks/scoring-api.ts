import type { AdditionalCheckRequest } from '@autocredit/generated/api';
import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '@/shared/api/api-error';
import { api } from '@/shared/api/client';
import { queryKeys } from '@/shared/api/query-keys';

/** The last scoring's groups of checks (the checks step, 001 §2.5). */
export const scoringDataQuery = (dealId: number) =>
  queryOptions({
    queryKey: queryKeys.scoring.data(dealId),
    queryFn: async ({ signal }) =>
      (await unwrap(api().GET('/api/scoring/data/{dealId}', { params: { path: { dealId } }, signal }))).result,
  });

/** Every check run on the deal, newest first (the historyChecks step). */
export const dealScoringChecksQuery = (dealId: number) =>
  queryOptions({
    queryKey: queryKeys.scoring.history(dealId),
    queryFn: async ({ signal }) =>
      (await unwrap(api().GET('/api/scoring/deal/{dealId}', { params: { path: { dealId } }, signal }))).result,
  });

/** 'Отключить кэш проверок': the deal's checks are run afresh at the next scoring. */
export async function disableScoringCache(dealId: number): Promise<void> {
  await unwrap(api().POST('/api/scoring/off-cache/{dealId}', { params: { path: { dealId } } }));
}

/** A check's cache button: its entity is run afresh at the next scoring ('Кэш отключен'). */
export async function markCheckEntityForRescoring(checkEntityId: number): Promise<void> {
  await unwrap(api().POST('/api/scoring/needRescoring/{checkEntityId}', { params: { path: { checkEntityId } } }));
}

/** 'Расчитать ПДН': asks the credit bureau for the deal's debt-load ratio again. */
export async function recalculatePdn(dealId: number): Promise<void> {
  await unwrap(api().POST('/api/underwriter/pdn/{dealId}', { params: { path: { dealId } } }));
}

/** The additional checks of the deal, newest first ('История доп. проверок'). */
export const additionalChecksQuery = (dealId: number) =>
  queryOptions({
    queryKey: queryKeys.scoring.additionalChecks(dealId),
    queryFn: async ({ signal }) =>
      (await unwrap(api().GET('/api/check', { params: { query: { dealId } }, signal }))).result,
  });

/** The algorithms an additional check may run (the creation dialog's choices). */
export const checkAlgorithmsQuery = () =>
  queryOptions({
    queryKey: queryKeys.scoring.algorithms,
    queryFn: async ({ signal }) => (await unwrap(api().GET('/api/check/algorithm', { signal }))).result,
    staleTime: Infinity,
  });

/** The deal's client's data an additional check is prefilled with. */
export const clientCheckInfoQuery = (dealId: number) =>
  queryOptions({
    queryKey: queryKeys.scoring.clientCheckInfo(dealId),
    queryFn: async ({ signal }) =>
      (await unwrap(api().GET('/api/check/client-check-info/{dealId}', { params: { path: { dealId } }, signal })))
        .result,
  });

/** Starts an additional check on the deal; whether it was started (`result.success`). */
export async function createAdditionalCheck(dealId: number, body: AdditionalCheckRequest): Promise<boolean> {
  return (await unwrap(api().POST('/api/check', { params: { query: { dealId } }, body }))).result.success;
}
