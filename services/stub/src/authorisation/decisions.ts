import type { OperationId } from '../contract/spec';
import { ROLE_GROUPS } from '../domain/roles';
import type { AccessRule } from './access-rule';

/**
 * The deal page's decision steps (001 §2.6, §7 'Scoring, checks, decisions'). The documents do not say who may call
 * them: the reason popup is the underwriters' (they take the decisions); why a deal was rejected is read by whoever
 * may view the deal page.
 */
export const decisionRules = {
  listReasonCodes: { roles: ROLE_GROUPS.underwriters },
  listRejectReasons: { roles: ROLE_GROUPS.taskWorkers, privileges: ['deal-view-info'] },
} satisfies Partial<Record<OperationId, AccessRule>>;
