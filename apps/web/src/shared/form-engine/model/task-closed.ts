import type { SaveOutcome } from '../hooks/use-server-form';

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
