import type { Privilege, Role, User } from '@autocredit/generated/api';
import { CALCULATOR_ROLE, OPERATOR_ROLES, WORKER_ROLES } from './roles';

/** An access rule: passes with any listed role or any listed privilege, or when none are listed. */
export interface AccessRule {
  roles?: readonly Role[];
  privileges?: readonly Privilege[];
}

export type Subject = Pick<User, 'roles' | 'allPrivileges'>;

export function isAllowed(user: Subject | null | undefined, rule: AccessRule): boolean {
  const roles = rule.roles ?? [];
  const privileges = rule.privileges ?? [];
  if (roles.length === 0 && privileges.length === 0) return true;
  if (!user) return false;
  return roles.some((role) => user.roles.includes(role)) || privileges.some((p) => user.allPrivileges.includes(p));
}

/** Operator of a sale point (isGoz). */
export const isOperator = (user: Subject): boolean => OPERATOR_ROLES.some((role) => user.roles.includes(role));

export const isWorker = (user: Subject): boolean => WORKER_ROLES.some((role) => user.roles.includes(role));

/** A user whose only role is the credit calculator. */
export const isCalculatorOnly = (user: Subject): boolean =>
  user.roles.length > 0 && user.roles.every((role) => role === CALCULATOR_ROLE);
