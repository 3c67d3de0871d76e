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

/** The columns the user sees: the base ones, those of their role and privileges, and the optional ones shown. */
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
  // The client buttons' column is always there (13 base columns, 14 for underwriters: 000 §9); its buttons only
  // for those who may record the client's answer, on client_waiting deals.
  columns.push('clientDecision');
  if (isAllowed(user, policies.underwriterDecisionColumn)) columns.push('underwriterDecision');
  if (isAllowed(user, policies.changePriority)) columns.push('priority');
  for (const { value } of OPTIONAL_COLUMNS) if (shown.includes(value)) columns.push(value);
  return columns;
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
