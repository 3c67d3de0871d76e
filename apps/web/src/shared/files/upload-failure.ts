import { isApiError } from '@/shared/api/api-error';
import { fieldErrorsOf, messagesOf } from '@/shared/api/envelope';
import { failureText, SOMETHING_WENT_WRONG } from '@/shared/api/failure-text';

/** What is shown under a file field when an upload fails: the server's message, else 'Что-то пошло не так'. */
export function uploadFailureText(error: unknown): string {
  if (!isApiError(error) || error.status >= 500) return SOMETHING_WENT_WRONG;
  const message = messagesOf(error.body)[0]?.message ?? fieldErrorsOf(error.body)[0]?.message;
  return message ?? failureText(error) ?? SOMETHING_WENT_WRONG;
}
