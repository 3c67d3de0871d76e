import type { FinanceBlock } from '@autocredit/generated/api';
import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '@/shared/api/api-error';
import { api } from '@/shared/api/client';
import { queryKeys } from '@/shared/api/query-keys';

/** A block of a person's budget (001 §2.4). */
export type FinanceKind = 'incomes' | 'charges' | 'loans';

export const financeBlockQuery = (personId: number, kind: FinanceKind, collectionId: number | null) =>
  queryOptions({
    queryKey: queryKeys.finance.block(personId, kind),
    queryFn: async ({ signal }): Promise<FinanceBlock> => {
      const path = { clientId: personId };
      if (kind === 'incomes')
        return (await unwrap(api().GET('/api/person/{clientId}/budget/get/incomes', { params: { path }, signal })))
          .result;
      if (kind === 'charges')
        return (await unwrap(api().GET('/api/person/{clientId}/budget/get/charges/true', { params: { path }, signal })))
          .result;
      return (
        await unwrap(
          api().GET('/api/person/{clientId}/budget/get/loans/{collectionId}', {
            params: { path: { ...path, collectionId: collectionId ?? 0 } },
            signal,
          }),
        )
      ).result;
    },
  });

/** The results panel: max credit sum, total, max monthly payment, СрД, ПД (`getMaxCreditSum`). */
export const financeResultsQuery = (dealId: number) =>
  queryOptions({
    queryKey: queryKeys.finance.results(dealId),
    queryFn: async ({ signal }) =>
      (
        await unwrap(
          api().GET('/api/autocredit/{dealId}/client/getMaxCreditSum', { params: { path: { dealId } }, signal }),
        )
      ).result,
  });

/** The sum as the path takes it: a dot, 2 decimals at most. */
const sumText = (sum: number) => String(Math.round(sum * 100) / 100);

/** Sets the confirmed sum of an item (`.../budget/set/{incomes|charge|loan}/{itemId}/{sum}`). */
export async function setConfirmedSum(personId: number, kind: FinanceKind, itemId: number, sum: number): Promise<void> {
  const path = { clientId: personId, itemId, sum: sumText(sum) };
  if (kind === 'incomes')
    await unwrap(api().POST('/api/person/{clientId}/budget/set/incomes/{itemId}/{sum}', { params: { path } }));
  else if (kind === 'charges')
    await unwrap(api().POST('/api/person/{clientId}/budget/set/charge/{itemId}/{sum}', { params: { path } }));
  else await unwrap(api().POST('/api/person/{clientId}/budget/set/loan/{itemId}/{sum}', { params: { path } }));
}

/** The debt-load ratio (ПДН) of the deal (`GET /api/pdn/{dealId}`); null figures while the bureau has not answered. */
export const pdnQuery = (dealId: number) =>
  queryOptions({
    queryKey: queryKeys.finance.pdn(dealId),
    queryFn: async ({ signal }) =>
      (await unwrap(api().GET('/api/pdn/{dealId}', { params: { path: { dealId } }, signal }))).result,
  });
