import { isApiError } from './api-error';
import { messagesOf, resultTextOf } from './envelope';

export const SOMETHING_WENT_WRONG = 'Что-то пошло не так';

/**
 * What to tell the user about a failed call, or null when the API client has told them already (the answer's
 * `messages[]`, or the connection toast of a 5xx or of no answer): the server's `detail`, its `result` text, or the
 * fallback.
 */
export function failureText(error: unknown, fallback = SOMETHING_WENT_WRONG): string | null {
  if (!isApiError(error)) return error instanceof TypeError ? null : fallback;
  if (error.status >= 500 || messagesOf(error.body).length > 0) return null;
  const detail = (error.body as { detail?: unknown } | null)?.detail;
  if (typeof detail === 'string' && detail.trim()) return detail;
  return resultTextOf(error.body) ?? fallback;
}
