import { useState } from 'react';
import { isApiError } from '@/shared/api/api-error';
import { failureText } from '@/shared/api/failure-text';
import type { SaveOutcome, ServerForm } from '@/shared/form-engine';
import { toast } from '@/shared/ui/toast';
import { refuseTask } from '../api/pledge-api';

/** The button of the form that cancels the pledge task (`{formName: {cancelDeal: 1}}`). */
export const CANCEL_DEAL = 'cancelDeal';

/**
 * The confirmed cancel of a pledge task (002 §2, §7): when the form offers its `cancelDeal` button, the cancel posts
 * it (`{formName: {cancelDeal: 1}}`, which closes the task); otherwise it asks `POST /api/task/refusal/{id}`. Either
 * way, once done, `onCancelled` (the page goes to the new pledge list); a failure says why (a 404: `onGone`).
 */
export function usePledgeCancel<Extra>(
  taskId: number,
  form: ServerForm<Extra>,
  { onCancelled, onGone }: { onCancelled: () => void; onGone: () => void },
) {
  const [refusing, setRefusing] = useState(false);
  const viaButton = Boolean(form.form?.buttons?.[CANCEL_DEAL]);

  const byButton = async () => {
    const outcome: SaveOutcome = await form.press(CANCEL_DEAL);
    if (outcome.kind === 'saved') onCancelled();
    else if (outcome.kind === 'failed' && isApiError(outcome.error) && outcome.error.status === 404) onGone();
  };

  const byRefusal = async () => {
    setRefusing(true);
    try {
      await refuseTask(taskId);
      onCancelled();
    } catch (error) {
      if (isApiError(error) && error.status === 404) return onGone();
      const text = failureText(error);
      if (text) toast.error(text);
    } finally {
      setRefusing(false);
    }
  };

  return {
    cancelling: refusing || form.busy === CANCEL_DEAL,
    cancel: () => void (viaButton ? byButton() : byRefusal()),
  };
}
