import type { OperationId } from '../contract/spec';
import { ROLE_GROUPS } from '../domain/auth/roles';
import type { AccessRule } from './access-rule';

const { underwriters } = ROLE_GROUPS;

/**
 * The deal comparison (reuseCharacteristics, 001 §2.8, §7 'FSSP and comparison') is a step of the deal page, which
 * 001 §6 gives to no role in particular: whoever reads the deal page may compare, that is the underwriters, the
 * administrators and whoever opens deals (`deal-view-info`: viewers, auditors, operators, the security service...),
 * as the finance step's reads. The deal must be one the user sees (404 otherwise), and the deals found are only those
 * the user sees (domain/comparison).
 */
export const comparisonRules = {
  startDealComparison: { roles: [...underwriters, 'ROLE_ADMIN'], privileges: ['deal-view-info'] },
} satisfies Partial<Record<OperationId, AccessRule>>;
