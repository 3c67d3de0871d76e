import type { OperationId } from './contract/spec';
import type { AccessRule } from './authorisation/access-rule';
import { calculatorRules } from './authorisation/calculator';
import { commentRules } from './authorisation/comments';
import { contactRules } from './authorisation/contacts';
import { pbxRules } from './authorisation/pbx';
import { pledgeRules } from './authorisation/pledges';
import { financeRules } from './authorisation/finance';
import { fsspRules } from './authorisation/fssp';
import { comparisonRules } from './authorisation/comparison';
import { scoringRules } from './authorisation/scoring';
import { uploadRules } from './authorisation/uploads';
import { documentRules } from './authorisation/documents';
import { dealRules } from './authorisation/deals';
import { decisionRules } from './authorisation/decisions';
import { sessionRules } from './authorisation/session';
import { suggestionRules } from './authorisation/suggestions';
import { taskRules } from './authorisation/tasks';
import { reportRules } from './authorisation/reports';

export type { AccessRule } from './authorisation/access-rule';

/**
 * The one table of access rules: every route the stub serves has its operationId here. Each area keeps its rules
 * in its own file under authorisation/; the auth plugin enforces them all the same way.
 */
export const AUTHORISATION = {
  ...sessionRules,
  ...dealRules,
  ...taskRules,
  ...suggestionRules,
  ...commentRules,
  ...contactRules,
  ...pbxRules,
  ...financeRules,
  ...fsspRules,
  ...comparisonRules,
  ...scoringRules,
  ...uploadRules,
  ...decisionRules,
  ...documentRules,
  ...calculatorRules,
  ...reportRules,
  ...pledgeRules,
} satisfies Partial<Record<OperationId, AccessRule>>;

export function accessRuleOf(operationId: string): AccessRule | undefined {
  return (AUTHORISATION as Partial<Record<string, AccessRule>>)[operationId];
}
