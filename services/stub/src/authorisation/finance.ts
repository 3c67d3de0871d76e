import type { OperationId } from '../contract/spec';
import { ROLE_GROUPS } from '../domain/auth/roles';
import { SIGNED_IN, type AccessRule } from './access-rule';

/** The finance operations' 403 (001 §8: a confirmed sum refused, 'Доступ запрещен'). */
const forbidden = 'Доступ запрещен';

const { underwriters } = ROLE_GROUPS;

/** The underwriters and the administrators change the budgets (001 §2.4, §6). */
const EDITORS: AccessRule = { roles: [...underwriters, 'ROLE_ADMIN'], forbidden };
/** Reads: the underwriters, the administrators and whoever opens deals (`deal-view-info`: viewers, auditors...). */
const READERS: AccessRule = { roles: [...underwriters, 'ROLE_ADMIN'], privileges: ['deal-view-info'], forbidden };
/** The calculators (the salary estimate): the underwriters and the administrators; never the auditors (001 §6). */
const CALCULATORS: AccessRule = EDITORS;

/**
 * The finance step (001 §2.4, §6, §7 'Finance'): its blocks are read by every reader of the deal, its results (max
 * credit sum) and ПДН too but the auditors (001 §6: they load neither; the domain's 403, persons.ts);
 * the confirmed sums, the added loans and incomes, the INN look-up and the salary estimate are the underwriters' and
 * the administrators'; 'Расчитать ПДН' is the administrators' and the rescoring privilege's. The person or deal must
 * be one the user sees (404 'Данные не найдены' otherwise, the domain's persons.ts).
 */
export const financeRules = {
  listExtendedIncomes: READERS,
  listIncomeTypes: READERS,
  addExtendedIncome: EDITORS,
  deleteExtendedIncome: EDITORS,
  setIncomeConfirmedSum: EDITORS,
  setChargeConfirmedSum: EDITORS,
  setLoanConfirmedSum: EDITORS,
  addLoan: EDITORS,
  getIncomes: READERS,
  getCharges: READERS,
  getLoans: READERS,
  listCreditCodes: SIGNED_IN,
  getClientMaxCreditSum: READERS,
  getPdn: READERS,
  recalculatePdn: { roles: ['ROLE_ADMIN'], privileges: ['rescoring-check-entity'], forbidden },
  loadInn: EDITORS,
  listGskReference: CALCULATORS,
  getGskCalculationInfo: CALCULATORS,
  calculateGsk: CALCULATORS,
} satisfies Partial<Record<OperationId, AccessRule>>;
