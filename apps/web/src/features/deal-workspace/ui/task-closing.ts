import type { HubEventOf } from '@/shared/events';

/** Whether a save closed the task: the form engine's rule, shared with the pledge task. */
export { isTaskClosed } from '@/shared/form-engine';

/** How long the page waits for the process's word after a task-closing save (002 §4, §9). */
export const CHECK_WAIT_FALLBACK_MS = 10_000;

/** The warning when the process gives no next task (002 §4). */
export const NO_NEXT_TASK = 'Данные успешно отправлены, но переход на следующую задачу невозможен';

/** The shown wait while the process moves on (the seeds give none: ours). */
export const WAITING_FOR_PROCESS = 'Переход к следующей задаче…';

export type CheckWaitData = HubEventOf<'checkWait'>['data'];

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
