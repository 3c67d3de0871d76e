import { isAbortError } from './api-error';

/**
 * Logs a failed call (000 §8: list loads and the like are only logged). A request cancelled because the user moved
 * on (another page, filter or route while it was under way) is not a failure and is not logged.
 */
export function logFailure(what: string, error: unknown): void {
  if (isAbortError(error)) return;
  console.error(`${what} did not load`, error);
}
