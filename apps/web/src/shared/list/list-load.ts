import { logFailure } from '@/shared/api/log-failure';

/**
 * Loads a page of a list. A failure is only logged (000 §8: list-load failures are not shown; the API client has
 * shown the connection toast where there is one) and rethrown, so that the table keeps what it had.
 */
export async function loadListPage<T>(what: string, load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    logFailure(what, error);
    throw error;
  }
}
