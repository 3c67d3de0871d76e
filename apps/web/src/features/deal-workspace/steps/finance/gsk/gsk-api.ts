import type {
  GskCalculateRequest,
  GskCalculatorInput,
  GskCalculatorResult,
  GskReferenceListResponse,
} from '@autocredit/generated/api';
import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '@/shared/api/api-error';
import { api } from '@/shared/api/client';
import { queryKeys } from '@/shared/api/query-keys';

/** The reference lists are asked 100 items at a time (001 §9). */
export const GSK_REFERENCE_PAGE = 100;

/** A page of a reference list: its items and how many match in all. */
export type GskReferencePage = GskReferenceListResponse['result'];

/** The period of the reference data: the contract takes the year (`YYYY`). */
const period = () => String(new Date().getFullYear());

/**
 * A reference list of the salary estimate (`GET /api/gsk/ref?type&name&per_page=100&period`, 001 §7): the items
 * whose title holds `name` ('' for the first 100). Reference data changes seldom: kept for 10 minutes.
 */
export const gskReferenceQuery = (type: string, name = '') =>
  queryOptions({
    queryKey: queryKeys.finance.gskReference(type, name),
    queryFn: async ({ signal }): Promise<GskReferencePage> =>
      (
        await unwrap(
          api().GET('/api/gsk/ref', {
            params: { query: { type, name: name || undefined, per_page: GSK_REFERENCE_PAGE, period: period() } },
            signal,
          }),
        )
      ).result,
    staleTime: 10 * 60_000,
  });

/**
 * The inputs prepared from the deal (`GET /api/gsk/calculation-info/{dealId}`, `result.preparedData`): asked anew
 * each time the dialog opens, never refreshed behind the user's back while it is open.
 */
export const gskCalculationInfoQuery = (dealId: number) =>
  queryOptions({
    queryKey: queryKeys.finance.gskInfo(dealId),
    queryFn: async ({ signal }): Promise<GskCalculatorInput> =>
      (await unwrap(api().GET('/api/gsk/calculation-info/{dealId}', { params: { path: { dealId } }, signal }))).result
        .preparedData,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

/** Estimates the salary (`POST /api/gsk/calculate`, body the inputs plus `deal`). */
export async function calculateGsk(
  dealId: number,
  input: Omit<GskCalculateRequest, 'deal'>,
): Promise<GskCalculatorResult> {
  return (await unwrap(api().POST('/api/gsk/calculate', { body: { ...input, deal: dealId } }))).result;
}
