import type { DecisionPopupType } from '@autocredit/generated/api';
import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '@/shared/api/api-error';
import { api } from '@/shared/api/client';
import { queryKeys } from '@/shared/api/query-keys';

/** The reason codes of a kind of decision, by group (`GET /api/autocredit/codes/{type}/{dealId}`). */
export const reasonCodesQuery = (dealId: number, type: DecisionPopupType) =>
  queryOptions({
    queryKey: queryKeys.decisions.reasonCodes(dealId, type),
    queryFn: async ({ signal }) =>
      (await unwrap(api().GET('/api/autocredit/codes/{type}/{dealId}', { params: { path: { type, dealId } }, signal })))
        .result,
    staleTime: 5 * 60_000,
  });

/** The delay reasons of a timed-out task (`GET /api/underwriter/get-timer-messages`). */
export const timerMessagesQuery = () =>
  queryOptions({
    queryKey: queryKeys.decisions.timerMessages,
    queryFn: async ({ signal }) => (await unwrap(api().GET('/api/underwriter/get-timer-messages', { signal }))).result,
    staleTime: 5 * 60_000,
  });

/** Whether the deal's underwriter task ran out of the strategy time, asked afresh each time (`isTimeOut`). */
export const timeOutQuery = (dealId: number) =>
  queryOptions({
    queryKey: queryKeys.decisions.timeOut(dealId),
    queryFn: async ({ signal }) =>
      (await unwrap(api().GET('/api/underwriter/isTimeOut/{dealId}', { params: { path: { dealId } }, signal }))).result
        .isTimeOut,
    staleTime: 0,
    gcTime: 0,
  });

/** Why the deal was rejected: empty unless it was (`GET api/autocredit/{dealId}/rejectReason`). */
export const rejectReasonsQuery = (dealId: number) =>
  queryOptions({
    queryKey: queryKeys.decisions.rejectReasons(dealId),
    queryFn: async ({ signal }) =>
      (await unwrap(api().GET('/api/autocredit/{dealId}/rejectReason', { params: { path: { dealId } }, signal })))
        .result,
    staleTime: 30_000,
  });
