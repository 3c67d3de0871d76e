import type { OperationId } from '../contract/spec';
import { ROLE_GROUPS } from '../domain/auth/roles';
import { financeTexts } from '../domain/finance/catalog';
import type { DealIdKind, DealNeed } from '../domain/deal-book/deal-access';
import { STAFF, onDeal, type AccessRule } from './access-rule';

/** The finance operations' 403 (001 §8: a confirmed sum refused, 'Доступ запрещен'). */
const forbidden = 'Доступ запрещен';

const { underwriters } = ROLE_GROUPS;

/** The underwriters change the budgets (001 §2.4, §6: their edit buttons), of a deal they work (the deal rule below). */
const EDITORS: AccessRule = { roles: underwriters, forbidden };
/** Reads: the underwriters, the administrators and whoever opens deals (`deal-view-info`: viewers, auditors...). */
const READERS: AccessRule = { roles: [...underwriters, 'ROLE_ADMIN'], privileges: ['deal-view-info'], forbidden };
/** The calculators (the salary estimate): the underwriters and the administrators; never the auditors (001 §6). */
const CALCULATORS: AccessRule = { roles: [...underwriters, 'ROLE_ADMIN'], forbidden };

/** A rule on the deal(s) of the path's person, deal or income: a deal unseen is 'Данные не найдены' (404). */
const on = (rule: AccessRule, need: DealNeed, param: string, kind: DealIdKind): AccessRule => ({
  ...rule,
  deal: onDeal(need, param, kind, financeTexts.notFound),
});

/**
 * The finance step (001 §2.4, §6, §7 'Finance'): its blocks are read by every reader of the deal, its results (max
 * credit sum) and ПДН too but the auditors (001 §6: they load neither; the domain's 403, persons.ts);
 * the confirmed sums, the added loans and incomes, the INN look-up and the salary estimate are the underwriters' and
 * the administrators'; 'Расчитать ПДН' is the administrators' and the rescoring privilege's. The person or deal must
 * be one the user sees (404 'Данные не найдены' otherwise, the domain's persons.ts).
 */
export const financeRules = {
  listExtendedIncomes: on(READERS, 'see', 'personId', 'person'),
  listIncomeTypes: on(READERS, 'see', 'personId', 'person'),
  // The budgets change while the deal is worked: by whoever holds its open task.
  addExtendedIncome: on(EDITORS, 'work', 'personId', 'person'),
  deleteExtendedIncome: on(EDITORS, 'work', 'incomeId', 'income'),
  setIncomeConfirmedSum: on(EDITORS, 'work', 'clientId', 'person'),
  setChargeConfirmedSum: on(EDITORS, 'work', 'clientId', 'person'),
  setLoanConfirmedSum: on(EDITORS, 'work', 'clientId', 'person'),
  addLoan: on(EDITORS, 'work', 'clientId', 'person'),
  getIncomes: on(READERS, 'see', 'clientId', 'person'),
  getCharges: on(READERS, 'see', 'clientId', 'person'),
  getLoans: on(READERS, 'see', 'clientId', 'person'),
  listCreditCodes: STAFF,
  getClientMaxCreditSum: on(READERS, 'see', 'dealId', 'deal'),
  getPdn: on(READERS, 'see', 'dealId', 'deal'),
  recalculatePdn: on(
    { roles: ['ROLE_ADMIN'], privileges: ['rescoring-check-entity'], forbidden },
    'see',
    'dealId',
    'deal',
  ),
  loadInn: on(EDITORS, 'work', 'clientId', 'person'),
  listGskReference: CALCULATORS,
  getGskCalculationInfo: on(CALCULATORS, 'see', 'dealId', 'deal'),
  calculateGsk: CALCULATORS,
} satisfies Partial<Record<OperationId, AccessRule>>;
