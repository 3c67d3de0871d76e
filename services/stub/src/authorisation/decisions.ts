import type { OperationId } from '../contract/spec';
import { ROLE_GROUPS } from '../domain/auth/roles';
import type { AccessRule } from './access-rule';

const { underwriters, dealListReaders } = ROLE_GROUPS;

/**
 * Whoever reads a deal: the deal page (`deal-view-info`; viewers, auditors), the task pages of every role (their
 * collapsible 'История сделки', the credit inspector's decision and admissible variants, the GOZ variants step, the
 * pledge tasks) and the administrators.
 */
const DEAL_READERS: AccessRule = {
  roles: [...dealListReaders, 'ROLE_PLEDGE_EDITOR', 'ROLE_ADMIN'],
  privileges: ['deal-view-info'],
};

/**
 * The history and decisions steps and the loan variants (001 §2.6, §6, §7 'Scoring, checks, decisions'): read by every
 * reader of the deal; all the variants (`allVariants`) are the underwriters' (the chief's too) and the
 * administrators'. The deal must be one the user sees (404 otherwise); which fields each user gets is the domain's
 * (domain/decisions/decision-book.ts). The reason popup's codes are the underwriters' (they take the decisions); why
 * a deal was rejected is read by task workers and the deal page's readers.
 */
export const decisionRules = {
  listReasonCodes: { roles: underwriters },
  listRejectReasons: { roles: ROLE_GROUPS.taskWorkers, privileges: ['deal-view-info'] },
  listDealLogs: DEAL_READERS,
  listDealDecisions: DEAL_READERS,
  listLoanVariants: DEAL_READERS,
  listAllLoanVariants: { roles: [...underwriters, 'ROLE_ADMIN'] },
} satisfies Partial<Record<OperationId, AccessRule>>;
