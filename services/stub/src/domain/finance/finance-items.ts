import type { ExtendedIncome, FinanceItem, MaxCreditSum, PdnResult } from '@autocredit/generated/api';
import { DomainError } from '../errors';
import {
  CHARGE_TYPES,
  INCOME_TYPES,
  LOANS_MONTH,
  annuity,
  financeTexts,
  principalOf,
  round2,
  type ItemStatus,
} from './catalog';
import type { PersonRef } from './persons';
import { loansMonthId, type PersonBudget, type StoredExtendedIncome, type StoredItem } from './seed-budget';

/** The value an item counts with: the confirmed sum, else the declared one (not checked yet). */
export const valueOf = (item: StoredItem) => item.sumConfirmed ?? item.sum ?? 0;

export const publicItem = (item: StoredItem): FinanceItem => ({
  id: item.id,
  type: item.type,
  typeTitle: item.typeTitle,
  sum: item.sum,
  sumAmount: item.sumAmount,
  status: item.status,
  sumGksConfirmed: item.sumGksConfirmed,
  sumConfirmed: item.sumConfirmed,
  sumConfirmedOriginal: item.sumConfirmedOriginal,
});

export const notFound = () => new DomainError('not-found', financeTexts.notFound);
export const invalid = (propertyPath: string, message: string) =>
  new DomainError('invalid', message, [{ propertyPath, message }]);

export const publicExtended = (e: StoredExtendedIncome): ExtendedIncome => ({
  id: e.id,
  type: { ...(INCOME_TYPES.find((t) => t.id === e.type) ?? { id: e.type, name: String(e.type) }) },
  sum: e.sum,
});

/** `loans_month`: the loans' payments, checked as they are (adjusted when any is, confirmed when all are). */
export function loansMonthOf(person: PersonRef, budget: PersonBudget): StoredItem | null {
  const { loans } = budget;
  if (loans.length === 0) return null;
  const total = (f: (i: StoredItem) => number) => round2(loans.reduce((s, i) => s + f(i), 0));
  const status: ItemStatus = loans.some((l) => l.status === 'adjustment')
    ? 'adjustment'
    : loans.every((l) => l.status === 'confirmed')
      ? 'confirmed'
      : 'not_confirmed';
  return {
    id: loansMonthId(person),
    type: LOANS_MONTH,
    typeTitle: CHARGE_TYPES.loans_month,
    sum: total((i) => i.sum ?? 0),
    sumAmount: null,
    status,
    sumGksConfirmed: null,
    sumConfirmed: total(valueOf),
    sumConfirmedOriginal: total((i) => i.sumConfirmedOriginal ?? valueOf(i)),
  };
}

/** The part of the income (after charges) that may go to debt payments (the results' rule). */
const PAYMENT_SHARE = 0.5;

/** A deal's results over its persons' budgets: the max credit sum, СрД (incomes), ПД (loan payments), the payments. */
export function resultsOf(
  budgets: readonly PersonBudget[],
  { term, rate, requested }: { term: number; rate: number; requested: number },
): MaxCreditSum {
  const srd = round2(budgets.reduce((s, b) => s + b.incomes.reduce((t, i) => t + valueOf(i), 0), 0));
  const charges = budgets.reduce((s, b) => s + b.charges.reduce((t, i) => t + valueOf(i), 0), 0);
  const pd = round2(budgets.reduce((s, b) => s + b.loans.reduce((t, i) => t + valueOf(i), 0), 0));
  const paymentMonthlyMax = round2(Math.max(0, PAYMENT_SHARE * (srd - charges) - pd));
  const sumMaxConfirmed = term > 0 ? Math.floor(principalOf(paymentMonthlyMax, rate, term) / 1000) * 1000 : null;
  return {
    sumMaxConfirmed,
    sumTotalConfirmed: sumMaxConfirmed !== null && requested > 0 ? Math.min(requested, sumMaxConfirmed) : null,
    paymentMonthlyMax,
    srd,
    pd,
    paymentMonthly: term > 0 && requested > 0 ? round2(annuity(requested, rate, term)) : null,
  };
}

/** The ПДН of a deal never calculated. */
export const NO_PDN: PdnResult = {
  pdn: null,
  totalPayments: null,
  totalIncomes: null,
  incomeType: null,
  messageGuid: null,
  bkiReport: null,
};
