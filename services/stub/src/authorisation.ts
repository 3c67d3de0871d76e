import type { OperationId } from './contract/spec';
import type { AccessRule } from './authorisation/access-rule';
import { sessionRules } from './authorisation/session';
import { userRules } from './authorisation/users';
import { applicationRules } from './authorisation/application';
import { notificationRules } from './authorisation/notifications';
import { eventRules } from './authorisation/events';
import { dealRules } from './authorisation/deals';
import { taskRules } from './authorisation/tasks';
import { suggestionRules } from './authorisation/suggestions';
import { commentRules } from './authorisation/comments';
import { contactRules } from './authorisation/contacts';
import { financeRules } from './authorisation/finance';
import { fsspRules } from './authorisation/fssp';
import { scoringRules } from './authorisation/scoring';
import { documentRules } from './authorisation/documents';
import { fastDecisionRules } from './authorisation/fast-decision';
import { reportRules } from './authorisation/reports';
import { pledgeRules } from './authorisation/pledges';

export type { AccessRule } from './authorisation/access-rule';

/**
 * The one table of access rules: every route the stub serves has its operationId here. Each tag of the contract keeps its
 * rules in its own file, authorisation/<tag>.ts; the auth plugin enforces them all the same way.
 */
export const AUTHORISATION = {
  ...sessionRules,
  ...userRules,
  ...applicationRules,
  ...notificationRules,
  ...eventRules,
  ...dealRules,
  ...taskRules,
  ...suggestionRules,
  ...commentRules,
  ...contactRules,
  ...financeRules,
  ...fsspRules,
  ...scoringRules,
  ...documentRules,
  ...fastDecisionRules,
  ...reportRules,
  ...pledgeRules,
} satisfies Partial<Record<OperationId, AccessRule>>;

export function accessRuleOf(operationId: string): AccessRule | undefined {
  return (AUTHORISATION as Partial<Record<string, AccessRule>>)[operationId];
}
