import { isApiError } from '@/shared/api/api-error';
import { failureText } from '@/shared/api/failure-text';
import { toast } from '@/shared/ui/toast';
import { SOMETHING_WRONG_STATUS } from '../model/texts';

/**
 * Tells a failed post or load as a toast; a 5xx is the client's connection toast, not told twice. `refused`: the text
 * of a refusal (4xx) of this form, instead of the server's or the generic one.
 */
export function tellFailure(error: unknown, refused?: string): void {
  if (isApiError(error) && error.status >= 500) return; // the client shows the connection toast
  const text = isApiError(error)
    ? (refused ?? failureText(error, SOMETHING_WRONG_STATUS(error.status)) ?? null)
    : failureText(error);
  if (text) toast.error(text);
}
