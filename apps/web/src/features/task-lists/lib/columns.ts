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

/** The columns by role: underwriters and their chief see the credit program instead of the deal date. */
export function taskColumns(user: Subject): TaskColumn[] {
  const columns: TaskColumn[] = ['clientId', 'dealId', 'name', 'client'];
  columns.push(isAllowed(user, policies.creditProgramColumn) ? 'program' : 'dealDate');
  if (isAllowed(user, policies.underwriterColumns)) columns.push('strategy');
  columns.push('passport', 'cost', 'term', 'status', 'partner', 'salePoint', 'assignee', 'activation', 'actions');
  return columns;
}
