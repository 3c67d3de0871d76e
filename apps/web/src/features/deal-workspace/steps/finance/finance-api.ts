import type { FinanceBlock, NewExtendedIncome, NewLoan } from '@autocredit/generated/api';
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

/** How often the ПДН is asked again while the credit bureau has not answered its request (001 §4: asynchronous). */
export const PDN_POLL_MS = 3000;

/**
 * The debt-load ratio (ПДН) of the deal (`GET /api/pdn/{dealId}`); null figures while the bureau has not answered,
 * asked again every 3 s until it has (the contract has no event for it).
 */
export const pdnQuery = (dealId: number) =>
  queryOptions({
    queryKey: queryKeys.finance.pdn(dealId),
    queryFn: async ({ signal }) =>
      (await unwrap(api().GET('/api/pdn/{dealId}', { params: { path: { dealId } }, signal }))).result,
    refetchInterval: (query) => {
      const result = query.state.data;
      return result && result.pdn === null && result.messageGuid && query.state.status !== 'error'
        ? PDN_POLL_MS
        : false;
    },
  });

/** A person's extended incomes (the income editor). */
export const extendedIncomesQuery = (personId: number) =>
  queryOptions({
    queryKey: queryKeys.finance.extendedIncomes(personId),
    queryFn: async ({ signal }) =>
      (
        await unwrap(
          api().GET('/api/person/budget/{personId}/extended/list', { params: { path: { personId } }, signal }),
        )
      ).result,
  });

/** The types of extended income (the editor's type dropdown). */
export const incomeTypesQuery = (personId: number) =>
  queryOptions({
    queryKey: queryKeys.finance.incomeTypes(),
    queryFn: async ({ signal }) =>
      (
        await unwrap(
          api().GET('/api/person/budget/{personId}/extended/set', { params: { path: { personId } }, signal }),
        )
      ).result,
    staleTime: Infinity,
  });

export async function addExtendedIncome(personId: number, income: NewExtendedIncome): Promise<void> {
  await unwrap(
    api().POST('/api/person/budget/{personId}/extended/set', {
      params: { path: { personId } },
      body: { extendedBudget: income },
    }),
  );
}

export async function deleteExtendedIncome(incomeId: number): Promise<void> {
  await unwrap(api().POST('/api/person/budget/extended/delete/{incomeId}', { params: { path: { incomeId } } }));
}

/** The credit types of the add-loan dialog. */
export const creditCodesQuery = () =>
  queryOptions({
    queryKey: queryKeys.finance.creditCodes(),
    queryFn: async ({ signal }) => (await unwrap(api().GET('/api/suggest/creditCodes', { signal }))).result,
    staleTime: Infinity,
  });

export async function addLoan(personId: number, loan: NewLoan): Promise<void> {
  await unwrap(
    api().POST('/api/person/{clientId}/budget/add/loan', { params: { path: { clientId: personId } }, body: loan }),
  );
}
