import type { DealComparisonCase, DealComparisonResult, GetDealComparisonEvent } from '@autocredit/generated/api';
import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '@/shared/api/api-error';
import { api } from '@/shared/api/client';
import { failureShownByPage } from '@/shared/api/feedback-middleware';
import { queryKeys } from '@/shared/api/query-keys';
import { hubEvents, type HubEventBus } from '@/shared/events';
import { isComparisonOf } from './deal-comparison';

/** The comparison failed on the server's side: the event's `error`. */
export class ComparisonFailed extends Error {
  override name = 'ComparisonFailed';
}

/**
 * Asks for the comparison of a person of the deal with the other deals; answers the hash the `getDealComparison`
 * event will carry. The step tells a failure itself.
 */
export async function startDealComparison(
  dealId: number,
  person: DealComparisonCase,
  signal?: AbortSignal,
): Promise<string> {
  const answer = await unwrap(
    api().GET('/api/autocredit/list/deals-with-reuse-characteristics/{dealId}/{case}', {
      params: { path: { dealId, case: person } },
      signal,
      ...failureShownByPage,
    }),
  );
  return answer.result.hash;
}

/**
 * The comparison's result (001 §4): starts it and waits for the `getDealComparison` event of its hash and case (one
 * that comes before the start call answers is kept until the hash is known); rejects with `ComparisonFailed` for an
 * event with an error, with the call's error when the start fails, or when aborted.
 */
export function awaitDealComparison(
  dealId: number,
  person: DealComparisonCase,
  signal?: AbortSignal,
  bus: HubEventBus = hubEvents,
): Promise<DealComparisonResult> {
  return new Promise((resolve, reject) => {
    let hash: string | null = null;
    let settled = false;
    const early: GetDealComparisonEvent[] = [];
    const done = () => {
      settled = true;
      unsubscribe();
      signal?.removeEventListener('abort', aborted);
    };
    const take = (event: GetDealComparisonEvent) => {
      if (settled || hash === null || !isComparisonOf(event, hash, person)) return;
      done();
      if (event.error) reject(new ComparisonFailed(event.error));
      else resolve(event.data);
    };
    const unsubscribe = bus.subscribe('getDealComparison', (event) => {
      if (hash === null) early.push(event);
      else take(event);
    });
    const aborted = () => {
      done();
      reject(signal?.reason ?? new DOMException('Aborted', 'AbortError'));
    };
    signal?.addEventListener('abort', aborted);
    startDealComparison(dealId, person, signal).then(
      (found) => {
        hash = found;
        early.splice(0).forEach(take);
      },
      (error: unknown) => {
        done();
        reject(error);
      },
    );
  });
}

/** The comparison of a person of the deal, kept a minute (the step asks again when it is shown later). */
export const dealComparisonQuery = (dealId: number, person: DealComparisonCase) =>
  queryOptions({
    queryKey: queryKeys.deals.comparison(dealId, person),
    queryFn: ({ signal }) => awaitDealComparison(dealId, person, signal),
    staleTime: 60_000,
    retry: false,
  });
