import type {
  DealLogEntry,
  DealTask,
  NewUnderTaskEvent,
  Task,
  TaskListItem,
  TaskTimesInfo,
} from '@autocredit/generated/api';
import { moscowTime } from '../notifications/notifications';
import { RESCORED_COLOR, REWORKED_COLOR, isUnderwriterTask, taskDefinition } from './definitions';
import { isOpen } from './draft';
import type { ProcessAction, ProcessState, ProcessTask, TaskDefinitionKey, TaskStatus } from './types';

export const TASK_STATUS_TITLES: Readonly<Record<TaskStatus, string>> = {
  task_create: 'Создана',
  task_claim: 'В работе',
  task_unclaim: 'Возвращена в очередь',
  task_complete: 'Завершена',
  task_cancel: 'Отменена',
};

/** The row colour: rescored tasks and tasks of a reworked deal stand out. */
export function taskColor(state: ProcessState, task: ProcessTask): string {
  if (task.rescored) return RESCORED_COLOR;
  const role = taskDefinition(task.key).role;
  if (state.reworked && (role === 'goz' || role === 'underwriter')) return REWORKED_COLOR;
  return taskDefinition(task.key).color;
}

export const openTasks = (state: ProcessState): ProcessTask[] => state.tasks.filter(isOpen);

/** `GET /api/deal/{dealId}/tasks`: the open tasks, the one to work first first. */
export function dealTasks(state: ProcessState): DealTask[] {
  return openTasks(state).map((t) => ({
    id: t.id,
    name: taskDefinition(t.key).name,
    taskDefinitionKey: t.key,
    currentRole: taskDefinition(t.key).role,
    processName: t.processName,
    assignee: t.assignee,
  }));
}

/** The task as task pages read it, but for what the world knows (the deal, the programme). */
export function taskView(state: ProcessState, task: ProcessTask): Omit<Task, 'deal' | 'programmName'> {
  return {
    id: task.id,
    name: taskDefinition(task.key).name,
    assignee: task.assignee,
    currentRole: taskDefinition(task.key).role,
    processName: task.processName,
    processInstanceId: task.processInstanceId,
    taskDefinitionKey: task.key,
    taskColor: taskColor(state, task),
    created: moscowTime(task.createdAt),
    pledge: task.processName === 'pledge' && state.pledge ? { ...state.pledge } : null,
  };
}

/** The task as the task lists show it, but for the deal and the names the world knows. */
export function taskListView(
  state: ProcessState,
  task: ProcessTask,
): Pick<
  TaskListItem,
  | 'id'
  | 'assignee'
  | 'currentRole'
  | 'lastAssignee'
  | 'taskColor'
  | 'name'
  | 'created'
  | 'unclaimCount'
  | 'isTaskWasRescored'
  | 'isDealWasReworked'
> {
  return {
    id: task.id,
    assignee: task.assignee,
    currentRole: taskDefinition(task.key).role,
    lastAssignee: task.lastAssignee,
    taskColor: taskColor(state, task),
    name: taskDefinition(task.key).name,
    created: moscowTime(task.createdAt),
    unclaimCount: task.unclaimCount,
    isTaskWasRescored: task.rescored,
    isDealWasReworked: state.reworked,
  };
}

/** `GET /api/task/times-info/{id}`: the task's start, its candidate group's first task's start, the claim. */
export function taskTimes(task: ProcessTask): TaskTimesInfo {
  return {
    timeTask: moscowTime(task.createdAt),
    timeCandidateGroup: moscowTime(task.groupStartedAt),
    timeTaskClaim: task.claimedAt === null ? null : moscowTime(task.claimedAt),
  };
}

const seconds = (from: number | null, to: number | null) =>
  from === null || to === null ? null : Math.max(0, Math.round((to - from) / 1000));

/** The deal's history (the history step, `GET /api/deal/{id}/logs`); `fioOf` names users by username. */
export function dealLog(state: ProcessState, fioOf: (username: string) => string | null): DealLogEntry[] {
  return state.tasks.map((t) => {
    const worker = t.assignee ?? t.lastAssignee;
    return {
      username: worker === null ? null : (fioOf(worker) ?? worker),
      taskName: taskDefinition(t.key).name,
      waitTime: seconds(t.createdAt, t.claimedAt ?? t.completedAt),
      workTime: seconds(t.claimedAt, t.completedAt),
      status: TASK_STATUS_TITLES[t.status],
      contextMessage: t.comment,
      createdAt: moscowTime(t.createdAt),
      completedAt: t.completedAt === null ? null : moscowTime(t.completedAt),
    };
  });
}

export type UnderwriterCounters = NewUnderTaskEvent['data'];

/** The side menu's counters over every deal: free underwriter tasks, those after rescoring, after rework. */
export function underwriterQueueCounters(states: Iterable<ProcessState>): UnderwriterCounters {
  const counters: UnderwriterCounters = { newTasks: 0, afterRescoring: 0, afterRework: 0 };
  for (const state of states) {
    for (const task of state.tasks) {
      if (!isUnderwriterTask(task.key) || !isOpen(task) || task.assignee !== null) continue;
      counters.newTasks += 1;
      if (task.rescored) counters.afterRescoring += 1;
      if (state.reworked) counters.afterRework += 1;
    }
  }
  return counters;
}

export const newUnderTaskEvent = (data: UnderwriterCounters): NewUnderTaskEvent => ({ type: 'newUnderTask', data });

const BUTTON_ACTIONS: Readonly<Record<string, ProcessAction>> = {
  btnRework: 'rework',
  btnRescoring: 'rescoring',
  btnFullRescoring: 'fullRescoring',
  btnConfirm: 'confirm',
  btnReapprove: 'reapprove',
  btnGozReapprove: 'gozReapprove',
  btnCancel: 'cancel',
  btnRelease: 'release',
  btnSign: 'sign',
  btnFinal: 'final',
  btnReplay: 'replay',
  cancelDeal: 'cancelDeal',
};

/**
 * The action a closing save of a task's form means: no button is `complete` (the last step saved); the underwriter's
 * `btnFinal` approves or rejects by the decision chosen; other buttons map one to one. Null for a button that does
 * not close a task (saveAccount, loadAccount).
 */
export function actionFor(
  key: TaskDefinitionKey,
  button: string | null,
  decision?: 'approved' | 'rejected' | null,
): ProcessAction | null {
  if (button === null) return 'complete';
  if (button === 'btnFinal' && isUnderwriterTask(key)) return decision === 'rejected' ? 'reject' : 'approve';
  return BUTTON_ACTIONS[button] ?? null;
}
