import type { CarFieldSuggest } from '@autocredit/generated/api';
import { useEffect, useState } from 'react';
import { fetchCarFieldChoices } from './car-api';
import { carInfoFailure } from './use-car-info';

/**
 * The manual mode's dictionaries (drive, fuel, transmission, body), loaded once (not for a read-only car: `load`
 * false); the failure text if they failed.
 */
export function useCarFieldChoices(load: boolean): {
  choices: CarFieldSuggest | null;
  loading: boolean;
  failure: string | null;
} {
  const [state, setState] = useState<{ choices: CarFieldSuggest | null; failure: string | null; done: boolean }>({
    choices: null,
    failure: null,
    done: false,
  });
  useEffect(() => {
    if (!load) return;
    const controller = new AbortController();
    fetchCarFieldChoices(controller.signal).then(
      (choices) => {
        if (!controller.signal.aborted) setState({ choices, failure: null, done: true });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ choices: null, failure: carInfoFailure(error), done: true });
      },
    );
    return () => controller.abort();
  }, [load]);
  return { choices: state.choices, loading: load && !state.done, failure: state.failure };
}
