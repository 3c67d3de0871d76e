import type { OperationId } from '../contract/spec';
import { ROLE_GROUPS } from '../domain/auth/roles';
import { onDeal, type AccessRule } from './access-rule';

const { underwriters } = ROLE_GROUPS;

/** The social searches and the court-bailiff links are the underwriters' (001 §6); the administrators' too. */
const BAILIFF_SEARCHERS: AccessRule = { roles: [...underwriters, 'ROLE_ADMIN'] };

/**
 * The court-bailiff (FSSP) parts of the deal page's client step (001 §2.2, §2.9, §6, §7 'FSSP and comparison'): the
 * bailiffs' site's link per person, the report 'Отчет ФССП' (the search and its result). The deal must be one the
 * user sees (404 otherwise, the domain's fssp-book.ts). The deal comparison (`startDealComparison`) has its own rule
 * (below).
 */
const bailiffRules = {
  getFsspLink: { ...BAILIFF_SEARCHERS, deal: onDeal('see') },
  startFsspSearch: { ...BAILIFF_SEARCHERS, deal: onDeal('see') },
  getFsspResult: BAILIFF_SEARCHERS,
} satisfies Partial<Record<OperationId, AccessRule>>;

/**
 * The deal comparison (reuseCharacteristics, 001 §2.8, §7 'FSSP and comparison') is a step of the deal page, which
 * 001 §6 gives to no role in particular: whoever reads the deal page may compare, that is the underwriters, the
 * administrators and whoever opens deals (`deal-view-info`: viewers, auditors, operators, the security service...),
 * as the finance step's reads. The deal must be one the user sees (404 otherwise), and the deals found are only those
 * the user sees (domain/comparison).
 */
const comparisonRules = {
  startDealComparison: { roles: [...underwriters, 'ROLE_ADMIN'], privileges: ['deal-view-info'], deal: onDeal('see') },
} satisfies Partial<Record<OperationId, AccessRule>>;

/** The fssp tag's rules: the bailiffs' search and the deal comparison. */
export const fsspRules = {
  ...bailiffRules,
  ...comparisonRules,
} satisfies Partial<Record<OperationId, AccessRule>>;
