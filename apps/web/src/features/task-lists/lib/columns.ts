import type { User } from '@autocredit/generated/api';
import { isAllowed } from '@/shared/policies/access';
import { policies } from '@/shared/policies/policies';

/** The columns of the task lists (000 §2.7), in order. */
export type TaskColumn =
  | 'clientId'
  | 'dealId'
  | 'name'
  | 'client'
  | 'dealDate'
  | 'program'
  | 'strategy'
  | 'passport'
  | 'cost'
  | 'term'
  | 'status'
  | 'partner'
  | 'salePoint'
  | 'assignee'
  | 'activation'
  | 'actions';

type Subject = Pick<User, 'roles' | 'allPrivileges'>;

/**
 * The columns by role: underwriters and their chief see the credit program instead of the deal date. The deal number
 * and the client come first (they stay on the left when the table scrolls sideways), the actions last (they stay on
 * the right).
 */
export function taskColumns(user: Subject): TaskColumn[] {
  const columns: TaskColumn[] = ['dealId', 'client', 'clientId', 'name'];
  columns.push(isAllowed(user, policies.creditProgramColumn) ? 'program' : 'dealDate');
  if (isAllowed(user, policies.underwriterColumns)) columns.push('strategy');
  columns.push('passport', 'cost', 'term', 'status', 'partner', 'salePoint', 'assignee', 'activation', 'actions');
  return columns;
}

/** Where a column stays when the table scrolls sideways: the deal and its client on the left, the actions right. */
export function taskColumnFrozen(column: TaskColumn): 'left' | 'right' | undefined {
  if (column === 'dealId' || column === 'client') return 'left';
  return column === 'actions' ? 'right' : undefined;
}
