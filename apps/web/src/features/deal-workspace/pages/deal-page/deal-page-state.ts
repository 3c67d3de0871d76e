import { isApiError } from '@/shared/api/api-error';
import { fieldErrorsOf, resultTextOf } from '@/shared/api/envelope';

/** The notices of the deal page (001 §2): the seeds give no words for a deal that is not there; the server's are ours. */
export const DEAL_NOT_FOUND = 'Заявка не найдена';
/** A 403 (000 §8 'Нет доступа'). */
export const DEAL_FORBIDDEN = 'Нет доступа';
/** A `?step=` the server does not know, when it says nothing better. */
export const UNKNOWN_STEP = 'Шаг формы не найден';

/** What the deal page cannot show, from the failures of its two loads (the deal's head and the step's form). */
export type DealLoadProblem =
  | { kind: 'none' }
  /** An unknown deal (404): a notice, nothing to retry. */
  | { kind: 'gone'; text: string }
  /** The user may not see the deal (403): a notice. */
  | { kind: 'forbidden'; text: string }
  /** The URL's step is refused (400 on the form with a step asked for): the page opens its first step. */
  | { kind: 'bad-step'; text: string }
  /** Anything else: a notice with 'Повторить'. */
  | { kind: 'failed' };

const serverText = (error: unknown): string | null => {
  if (!isApiError(error)) return null;
  const detail = (error.body as { detail?: unknown } | null)?.detail;
  if (typeof detail === 'string' && detail.trim()) return detail;
  return resultTextOf(error.body) ?? fieldErrorsOf(error.body).find((e) => e.propertyPath === 'step')?.message ?? null;
};

/** Decides what the page shows when a load failed; `step` is the URL's `?step=`. */
export function dealLoadProblem(dealError: unknown, formError: unknown, step: string | undefined): DealLoadProblem {
  const errors = [dealError, formError].filter((e) => e !== null && e !== undefined);
  if (errors.length === 0) return { kind: 'none' };
  const status = (e: unknown) => (isApiError(e) ? e.status : 0);
  const gone = errors.find((e) => status(e) === 404);
  if (gone) return { kind: 'gone', text: DEAL_NOT_FOUND };
  if (errors.some((e) => status(e) === 403)) return { kind: 'forbidden', text: DEAL_FORBIDDEN };
  if (step !== undefined && status(formError) === 400 && !dealError) {
    return { kind: 'bad-step', text: serverText(formError) ?? UNKNOWN_STEP };
  }
  return { kind: 'failed' };
}
