import { isAbortError, isApiError } from '@/shared/api/api-error';
import { SUGGEST_EMPTY, SUGGEST_MIN_CHARS, SUGGEST_TOO_SHORT, SUGGEST_WAIT, suggestFailed } from './suggest-texts';

/** Where an autocomplete is: what its panel says when it has no suggestions to list. */
export type SuggestState<T> =
  | { kind: 'idle'; items: T[] }
  | { kind: 'too-short'; items: T[] }
  | { kind: 'waiting'; items: T[] }
  | { kind: 'done'; items: T[] }
  | { kind: 'failed'; items: T[]; message: string | null };

export const idleSuggestions = <T>(): SuggestState<T> => ({ kind: 'idle', items: [] });

/** Whether a query is long enough to ask for suggestions (3 characters, spaces aside). */
export const longEnough = (query: string): boolean => query.trim().length >= SUGGEST_MIN_CHARS;

/** The state after a failed call: an HTTP status is shown, a call without an answer only logged, a cancel ignored. */
export function failedSuggestions<T>(error: unknown): SuggestState<T> | null {
  if (isAbortError(error)) return null;
  if (isApiError(error)) return { kind: 'failed', items: [], message: suggestFailed(error.status) };
  console.error('Suggestions failed', error);
  return { kind: 'failed', items: [], message: null };
}

/** The panel's message of a state with no suggestions; null: nothing to show. */
export function suggestMessage(state: SuggestState<unknown>): string | null {
  switch (state.kind) {
    case 'too-short':
      return SUGGEST_TOO_SHORT;
    case 'waiting':
      return SUGGEST_WAIT;
    case 'done':
      return state.items.length === 0 ? SUGGEST_EMPTY : null;
    case 'failed':
      return state.message;
    default:
      return null;
  }
}
