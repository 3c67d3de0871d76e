import type { FsspPersonType, FsspResult } from '@autocredit/generated/api';
import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '@/shared/api/api-error';
import { api } from '@/shared/api/client';
import { failureShownByPage } from '@/shared/api/feedback-middleware';
import { queryKeys } from '@/shared/api/query-keys';

/** The bailiffs' site's search of a person of the deal (`GET /api/autocredit/get-link-fssp/{dealId}?personType=`). */
export const fsspLinkQuery = (dealId: number, personType: FsspPersonType) =>
  queryOptions({
    queryKey: queryKeys.fssp.link(dealId, personType),
    queryFn: async ({ signal }) =>
      (
        await unwrap(
          api().GET('/api/autocredit/get-link-fssp/{dealId}', {
            params: { path: { dealId }, query: { personType } },
            signal,
            ...failureShownByPage,
          }),
        )
      ).result,
    staleTime: Infinity,
  });

/**
 * Asks for the bailiffs' report of the deal's client ('Отчет ФССП'); answers the guid the `getFsspResponse` event
 * will carry. The dialog tells a failure itself.
 */
export async function startFsspSearch(dealId: number): Promise<string> {
  const answer = await unwrap(
    api().GET('/api/autocredit/spectrum-data-fssp-search-phisical/{dealId}', {
      params: { path: { dealId } },
      ...failureShownByPage,
    }),
  );
  return answer.result.messageGuid;
}

/** The proceedings a search found, by the event's guid; the dialog tells a failure itself. */
export async function fetchFsspResult(guid: string, signal?: AbortSignal): Promise<FsspResult> {
  const answer = await unwrap(
    api().GET('/api/autocredit/get-fssp-result-by-message-guid/{guid}', {
      params: { path: { guid } },
      signal,
      ...failureShownByPage,
    }),
  );
  return answer.result;
}
