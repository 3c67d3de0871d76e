/**
 * The deal's life as a state machine: task definitions (role, process, candidates, colour), claims, and the
 * transitions that close tasks and open the next ones, with the effects to publish. Pure: every call takes a
 * ProcessState and returns a new one (or throws a DomainError the routes answer with 400, 403 or 404).
 */
export { afterSave, roleOf, type AfterSaveOptions, type SavedStep } from './after-save';
export { answerRegistry, clientApprove, clientRefuse, createDeal, raiseProcessError, type NewDeal } from './deal';
export { RESCORED_COLOR, REWORKED_COLOR, TASK_DEFINITIONS, isUnderwriterTask, taskDefinition } from './definitions';
export type { TaskDefinition } from './definitions';
export { isOpen } from './draft';
export { claimTask, completeTask, findTask, isCandidate, openTask, recordStep, unclaimTask } from './tasks';
export { processTexts } from './texts';
export { TRANSITIONS, actionsOf } from './transitions';
export type * from './types';
export {
  TASK_STATUS_TITLES,
  actionFor,
  dealLog,
  dealTasks,
  newUnderTaskEvent,
  openTasks,
  taskColor,
  taskListView,
  taskTimes,
  taskView,
  underwriterQueueCounters,
  type UnderwriterCounters,
} from './views';
