import type { OperationId } from '../contract/spec';
import { ROLE_GROUPS } from '../domain/auth/roles';
import { STAFF, onDeal, type AccessRule } from './access-rule';

const { underwriters, dealListReaders } = ROLE_GROUPS;

/** Reads: the underwriters, the administrators and whoever opens deals (`deal-view-info`: viewers, auditors...). */
const READERS: AccessRule = { roles: [...underwriters, 'ROLE_ADMIN'], privileges: ['deal-view-info'] };
/**
 * Who runs additional checks: the bank's staff who review deals (underwriters, credit inspectors, release managers)
 * and the administrators; the auditors and the viewers only read (the documents do not say; the stub's reading).
 */
const CHECKERS: AccessRule = {
  roles: [...underwriters, 'ROLE_CREDIT_INSPECTOR', 'ROLE_RELEASE_MANAGER', 'ROLE_ADMIN'],
};

/**
 * The scoring step and the additional checks of the deal page (001 §2.5, §6, §7 'Scoring, checks, decisions'): the
 * results and the checks run are read by every reader of the deal (auditors without the information for display, the
 * domain's rule); 'Отключить кэш проверок' is the administrators'; a check's cache ('Кэш отключен') the
 * administrators' and the `rescoring-check-entity` privilege's; the algorithms are anyone's. The deal must be one
 * the user sees (404 otherwise).
 */
const checkRules = {
  getScoringData: { ...READERS, deal: onDeal('see') },
  listDealScoringChecks: { ...READERS, deal: onDeal('see') },
  disableScoringCache: { roles: ['ROLE_ADMIN'], deal: onDeal('see') },
  markCheckEntityForRescoring: { roles: ['ROLE_ADMIN'], privileges: ['rescoring-check-entity'] },
  listAdditionalChecks: { ...READERS, deal: { ...onDeal('see'), in: 'query' } },
  createAdditionalCheck: { ...CHECKERS, deal: { ...onDeal('see'), in: 'query' } },
  listCheckAlgorithms: STAFF,
  getClientCheckInfo: { ...READERS, deal: onDeal('see') },
} satisfies Partial<Record<OperationId, AccessRule>>;

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
const decisionRules = {
  listReasonCodes: { roles: underwriters, deal: onDeal('see') },
  listRejectReasons: { roles: ROLE_GROUPS.taskWorkers, privileges: ['deal-view-info'], deal: onDeal('see') },
  listDealLogs: { ...DEAL_READERS, deal: onDeal('see') },
  listDealDecisions: { ...DEAL_READERS, deal: onDeal('see') },
  listLoanVariants: { ...DEAL_READERS, deal: onDeal('see') },
  listAllLoanVariants: { roles: [...underwriters, 'ROLE_ADMIN'], deal: onDeal('see') },
} satisfies Partial<Record<OperationId, AccessRule>>;

/** The scoring tag's rules: scoring and checks, history, decisions and variants, reason codes. */
export const scoringRules = {
  ...checkRules,
  ...decisionRules,
} satisfies Partial<Record<OperationId, AccessRule>>;
