import type { OperationId } from '../contract/spec';
import { ROLE_GROUPS } from '../domain/auth/roles';
import { SIGNED_IN, type AccessRule } from './access-rule';

const { underwriters } = ROLE_GROUPS;

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
export const scoringRules = {
  getScoringData: READERS,
  listDealScoringChecks: READERS,
  disableScoringCache: { roles: ['ROLE_ADMIN'] },
  markCheckEntityForRescoring: { roles: ['ROLE_ADMIN'], privileges: ['rescoring-check-entity'] },
  listAdditionalChecks: READERS,
  createAdditionalCheck: CHECKERS,
  listCheckAlgorithms: SIGNED_IN,
  getClientCheckInfo: READERS,
} satisfies Partial<Record<OperationId, AccessRule>>;
