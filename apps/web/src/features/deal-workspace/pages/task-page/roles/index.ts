import { creditInspectorCheckerRole } from './credit-inspector-checker';
import { creditInspectorRole } from './credit-inspector';
import { gozCheckerRole } from './goz-checker';
import { gozRole } from './goz';
import { releaseManagerRole } from './release-manager';
import type { TaskRole, TaskRoute } from './task-role';
import { underwriterRole } from './underwriter';

export type { TaskRole, TaskRoute, TaskStepKind } from './task-role';

/** The role of each task page's route. */
export const TASK_ROLES: Readonly<Record<TaskRoute, TaskRole>> = {
  'task-goz': gozRole,
  'task-goz-checker': gozCheckerRole,
  'task-underwriter': underwriterRole,
  'task-credit-inspector': creditInspectorRole,
  'tacheck-ci': creditInspectorCheckerRole,
  'task-release-manager': releaseManagerRole,
};

/** Whether the step bar opens `step` without asking (the next and the current step always do). */
export function jumpsFreely(
  role: TaskRole,
  step: string,
  at: { next?: string | null; current: string | null },
): boolean {
  return role.freeJumps === null || step === at.next || step === at.current || role.freeJumps.includes(step);
}
