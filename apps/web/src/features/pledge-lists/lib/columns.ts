import type { Pledge, PledgeTask } from '@autocredit/generated/api';
import type { PledgeListKind } from '@/features/pledge-lists/api/pledge-lists-api';

/** A row of a pledge list: the pledge, and on the task lists its task. */
export interface PledgeRow {
  key: number;
  pledge: Pledge;
  task?: PledgeTask;
}

/** The columns of the pledge lists (002 §2 'Pledge lists'), in order. */
export type PledgeColumn =
  'registration' | 'pledgors' | 'deal' | 'car' | 'vin' | 'status' | 'name' | 'date' | 'activation' | 'actions';

const COMMON: readonly PledgeColumn[] = ['registration', 'pledgors', 'deal', 'car', 'vin', 'status'];

/** The task lists end with the task's name, date and activation and its actions; the history with the actions. */
export function pledgeColumns(kind: PledgeListKind): PledgeColumn[] {
  return kind === 'history' ? [...COMMON, 'actions'] : [...COMMON, 'name', 'date', 'activation', 'actions'];
}

/** Where a column stays when the table scrolls sideways: the registration number left, the actions right. */
export function pledgeColumnFrozen(column: PledgeColumn): 'left' | 'right' | undefined {
  if (column === 'registration') return 'left';
  return column === 'actions' ? 'right' : undefined;
}

/** The rows of a task list answer. */
export const taskRows = (tasks: readonly PledgeTask[]): PledgeRow[] =>
  tasks.map((task) => ({ key: task.id, pledge: task.pledge, task }));

/** The rows of a history answer. */
export const pledgeRows = (pledges: readonly Pledge[]): PledgeRow[] =>
  pledges.map((pledge) => ({ key: pledge.id, pledge }));
