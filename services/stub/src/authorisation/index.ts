import type { OperationId } from '../contract/spec';
import type { AccessRule } from './access-rule';
import { sessionRules } from './session';
import { userRules } from './users';
import { applicationRules } from './application';
import { notificationRules } from './notifications';
import { eventRules } from './events';
import { dealRules } from './deals';
import { taskRules } from './tasks';
import { suggestionRules } from './suggestions';
import { commentRules } from './comments';
import { contactRules } from './contacts';
import { financeRules } from './finance';
import { fsspRules } from './fssp';
import { scoringRules } from './scoring';
import { documentRules } from './documents';
import { fastDecisionRules } from './fast-decision';
import { reportRules } from './reports';
import { pledgeRules } from './pledges';

export type { AccessRule } from './access-rule';

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
