import type { SaveOutcome } from '@/shared/form-engine';
import type { HubEventOf } from '@/shared/events';

/** How long the page waits for the process's word after a task-closing save (002 §4, §9). */
export const CHECK_WAIT_FALLBACK_MS = 10_000;

/** The warning when the process gives no next task (002 §4). */
export const NO_NEXT_TASK = 'Данные успешно отправлены, но переход на следующую задачу невозможен';

/** The shown wait while the process moves on (the seeds give none: ours). */
export const WAITING_FOR_PROCESS = 'Переход к следующей задаче…';

export type CheckWaitData = HubEventOf<'checkWait'>['data'];

/**
 * Whether a save closed the task (the contract: the answer's `next_step` is null): the last step saved, or a closing
 * button pressed on its step (the answer is the same step's form, with no next step). A plain save of the step before
 * the last answers the last step's form (its `next_step` null too): not closed.
 */
export function isTaskClosed(outcome: SaveOutcome): boolean {
  if (outcome.kind !== 'saved') return false;
  if (outcome.form.next_step != null) return false;
  return outcome.before.next_step == null || outcome.form.current_step === outcome.before.current_step;
}

/** What a checkWait event means for the page waiting on `dealId`. */
export type CheckWaitMove =
  | { kind: 'open'; task: { id: number; currentRole: string } }
  | { kind: 'wait'; ms: number; message: string | null }
  | { kind: 'list' }
  | { kind: 'ignore' };

/**
 * The page's move on a checkWait event (002 §4): `success` opens the next task of the group; `wait` shows the message
 * and waits the given seconds more (then the fallback again); `cancel` goes to the new-task list. An event of another
 * deal, or of a status this app does not know (only logged), changes nothing.
 */
export function checkWaitMove(data: CheckWaitData, dealId: number): CheckWaitMove {
  if (data.dealId != null && data.dealId !== dealId) return { kind: 'ignore' };
  switch (data.status) {
    case 'success':
      return { kind: 'open', task: data.task };
    case 'wait':
      return { kind: 'wait', ms: data.seconds * 1000 + CHECK_WAIT_FALLBACK_MS, message: data.message ?? null };
    case 'cancel':
      return { kind: 'list' };
    default:
      return { kind: 'ignore' };
  }
}
