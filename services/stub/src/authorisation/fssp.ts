import type { OperationId } from '../contract/spec';
import { ROLE_GROUPS } from '../domain/auth/roles';
import type { AccessRule } from './access-rule';

const { underwriters } = ROLE_GROUPS;

/** The social searches and the court-bailiff links are the underwriters' (001 §6); the administrators' too. */
const BAILIFF_SEARCHERS: AccessRule = { roles: [...underwriters, 'ROLE_ADMIN'] };

/**
 * The court-bailiff (FSSP) parts of the deal page's client step (001 §2.2, §2.9, §6, §7 'FSSP and comparison'): the
 * bailiffs' site's link per person, the report 'Отчет ФССП' (the search and its result). The deal must be one the
 * user sees (404 otherwise, the domain's fssp-book.ts). The deal comparison (`startDealComparison`) has its own rule
 * (comparison.ts).
 */
export const fsspRules = {
  getFsspLink: BAILIFF_SEARCHERS,
  startFsspSearch: BAILIFF_SEARCHERS,
  getFsspResult: BAILIFF_SEARCHERS,
} satisfies Partial<Record<OperationId, AccessRule>>;
