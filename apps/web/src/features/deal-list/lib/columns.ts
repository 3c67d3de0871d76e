import type { User } from '@autocredit/generated/api';
import { isAllowed } from '@/shared/policies/access';
import { policies } from '@/shared/policies/policies';

/** The columns of the deal table (000 §2.6), in order. */
export type DealColumn =
  | 'id'
  | 'client'
  | 'strategy'
  | 'dates'
  | 'partner'
  | 'creator'
  | 'status'
  | 'task'
  | 'assignee'
  | 'taskStarted'
  | 'partnerTime'
  | 'lastDecision'
  | 'applicationType'
  | 'underwriterDecision'
  | 'priority'
  | 'clientDecision'
  | OptionalColumn;

/** The columns a user may show or hide ('Колонки'); kept in localStorage. */
export type OptionalColumn = 'clientId' | 'holding' | 'pointType';

export const OPTIONAL_COLUMNS: readonly { value: OptionalColumn; label: string }[] = [
  { value: 'clientId', label: 'ID клиента' },
  { value: 'holding', label: 'Холдинг' },
  { value: 'pointType', label: 'Тип точки продаж' },
];

type Subject = Pick<User, 'roles' | 'allPrivileges'>;

/**
 * The columns the user sees, in order: the base ones, those of their role and privileges, the optional ones shown,
 * and last the actions of a row (the client's answer, the priority), which stay on screen at the right edge.
 */
export function dealColumns(user: Subject, shown: readonly OptionalColumn[]): DealColumn[] {
  const columns: DealColumn[] = ['id', 'client'];
  if (isAllowed(user, policies.underwriterColumns)) columns.push('strategy');
  columns.push(
    'dates',
    'partner',
    'creator',
    'status',
    'task',
    'assignee',
    'taskStarted',
    'partnerTime',
    'lastDecision',
    'applicationType',
  );
  if (isAllowed(user, policies.underwriterDecisionColumn)) columns.push('underwriterDecision');
  for (const { value } of OPTIONAL_COLUMNS) if (shown.includes(value)) columns.push(value);
  // The client buttons' column is always there (13 base columns, 14 for underwriters: 000 §9); its buttons only
  // for those who may record the client's answer, on client_waiting deals.
  columns.push('clientDecision');
  if (isAllowed(user, policies.changePriority)) columns.push('priority');
  return columns;
}

/**
 * Where a column stays when the table scrolls sideways: the number and the client on the left; the actions of a row
 * on the right, for those who have them (an empty client-answer column scrolls with the rest).
 */
export function dealColumnFrozen(column: DealColumn, user: Subject): 'left' | 'right' | undefined {
  if (column === 'id' || column === 'client') return 'left';
  if (column === 'priority') return 'right';
  if (column === 'clientDecision' && isAllowed(user, policies.clientDecision)) return 'right';
  return undefined;
}

/** The partner's time shifted by the local time-zone offset (000 §9). */
export function partnerTime(
  value: string | null | undefined,
  offsetMinutes = new Date().getTimezoneOffset(),
): Date | null {
  if (!value) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time + offsetMinutes * 60_000);
}
