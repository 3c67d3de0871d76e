import { useEffect, useState } from 'react';
import type { DealListResponse } from '@autocredit/generated/api';
import { isAbortError } from '@/shared/api/api-error';
import { failureText } from '@/shared/api/failure-text';
import { fetchEmployerDeals, type EmployerSearch } from './organization-api';

/** Where the employer search is: asking, the answer, or a failure (its text null when the client told already). */
export type EmployerDealsState =
  | { kind: 'waiting' }
  | { kind: 'done'; result: DealListResponse['result'] }
  | { kind: 'failed'; message: string | null };

/** The employer search, asked each time `search` is given (the drawer opens); a closed drawer cancels it. */
export function useEmployerDeals(search: EmployerSearch | null): EmployerDealsState {
  const [state, setState] = useState<EmployerDealsState>({ kind: 'waiting' });
  const { inn, address, excludeDealId } = search ?? {};
  const addressKey = address ? JSON.stringify(address) : '';
  useEffect(() => {
    if (inn === undefined) return;
    const controller = new AbortController();
    setState({ kind: 'waiting' });
    fetchEmployerDeals({ inn, address, excludeDealId }, controller.signal).then(
      (result) => setState({ kind: 'done', result }),
      (error: unknown) => {
        if (!isAbortError(error)) setState({ kind: 'failed', message: failureText(error) });
      },
    );
    return () => controller.abort();
    // The address is compared by its text: a new object of the same address asks nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [inn, addressKey, excludeDealId]);
  return state;
}
