import { taskDefinition } from './definitions';
import { completeTask, findTask, recordStep } from './tasks';
import type { Actor, ProcessContext, ProcessResult, ProcessState } from './types';
import { actionFor } from './views';

/** What a saved form post says about the task (forms' SubmitOutcome of kind `saved` has these). */
export interface SavedStep {
  nextStep: string | null;
  button: string | null;
  closes: boolean;
}

export interface AfterSaveOptions {
  /** The step keys of the task's form in order (`visibleSteps(definition, source).map(s => s.key)`). */
  order: readonly string[];
  /** The underwriter's decision saved with `btnFinal` (`outcome.source.underwriter.decision`). */
  decision?: 'approved' | 'rejected' | null;
  /** The message kept with the closed task (a decision comment). */
  comment?: string | null;
}

/**
 * What the process does after a task's form was saved: a step saved records the wizard's progress; a closing save
 * (the last step, or a closing button) completes the task with the action it means (see `actionFor`).
 */
export function afterSave(
  state: ProcessState,
  taskId: number,
  actor: Actor,
  saved: SavedStep,
  ctx: ProcessContext,
  options: AfterSaveOptions,
): ProcessResult {
  const task = findTask(state, taskId);
  if (!task) throw new Error(`no task ${taskId} in deal ${state.dealId}`);
  if (!saved.closes) {
    const next = saved.nextStep === null ? state : recordStep(state, taskId, actor, saved.nextStep, options.order);
    return { state: next, effects: [] };
  }
  const action = actionFor(task.key, saved.button, options.decision);
  if (action === null) return { state, effects: [] };
  return completeTask(state, taskId, actor, action, ctx, { comment: options.comment ?? null });
}

/** The page role of a task (`task-{role}`), for the redirects the routes answer. */
export const roleOf = (state: ProcessState, taskId: number) => {
  const task = findTask(state, taskId);
  return task ? taskDefinition(task.key).role : null;
};
