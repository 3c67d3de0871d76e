import type { CarInfoSuggestion } from '@autocredit/generated/api';
import { useEffect, useState } from 'react';
import { isAbortError, isApiError } from '@/shared/api/api-error';
import { suggestFailed } from '@/shared/form-engine/suggest/suggest-texts';
import { fetchCarInfo, type CarInfoQuery } from './car-api';

/** A step of the cascade as it loads: the answer, or the failure text ('Что-то пошло не так: ошибка {status}'). */
export interface CarInfoState {
  result: CarInfoSuggestion | null;
  loading: boolean;
  failure: string | null;
}

const IDLE: CarInfoState = { result: null, loading: false, failure: null };

/** The text of a failed load: the HTTP status; a call without an answer is only logged, a cancel ignored. */
export function carInfoFailure(error: unknown): string | null {
  if (isApiError(error)) return suggestFailed(error.status);
  if (!isAbortError(error)) console.error('Car choices failed', error);
  return null;
}

/** Loads the cascade step of `query` (null: nothing to load); a new query cancels the older call. */
export function useCarInfo(query: CarInfoQuery | null): CarInfoState {
  const key = query ? JSON.stringify(query) : null;
  const [state, setState] = useState<{ key: string | null; value: CarInfoState }>({ key: null, value: IDLE });

  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    setState({ key, value: { result: null, loading: true, failure: null } });
    fetchCarInfo(JSON.parse(key) as CarInfoQuery, controller.signal).then(
      (result) => {
        if (!controller.signal.aborted) setState({ key, value: { result, loading: false, failure: null } });
      },
      (error: unknown) => {
        if (!controller.signal.aborted)
          setState({ key, value: { result: null, loading: false, failure: carInfoFailure(error) } });
      },
    );
    return () => controller.abort();
  }, [key]);

  if (key === null) return IDLE;
  return state.key === key ? state.value : { result: null, loading: true, failure: null };
}
