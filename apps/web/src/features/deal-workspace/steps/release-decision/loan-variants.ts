import type { User } from '@autocredit/generated/api';
import { isAllowed } from '@/shared/policies/access';
import { policies } from '@/shared/policies/policies';

/** The texts of the loan-variants tables (001 §2.6, 002 §3). */
export const REFUSAL_REASONS = 'Причины отказа:';
export const APPLY = 'Применить';
export const RESET_VARIANT = 'Вернуть к первоначальным данным';
export const VARIANTS_TITLE = 'Варианты кредита';
export const ALL_VARIANTS_TITLE = 'Все варианты';
export const VARIANTS_LOAD_FAILED = 'Не удалось загрузить варианты кредита';

/** The columns of a loan-variants table that depend on who looks (001 §2.6, §6). */
export interface LoanVariantColumns {
  /** The credit program: underwriters and the chief underwriter. */
  program: boolean;
  /** The calculated max sum: the variants-sum-max privilege. */
  sumMax: boolean;
  /** The max monthly payment: viewers and underwriters, not credit inspectors in the admissible table. */
  paymentMonthlyMax: boolean;
  /** The PDN with its income type: underwriters. */
  pdn: boolean;
}

/** The columns the user sees in the admissible-variants table (and in all variants). */
export function loanVariantColumns(user: User | undefined): LoanVariantColumns {
  return {
    program: isAllowed(user, policies.creditProgramColumn),
    sumMax: isAllowed(user, policies.variantsSumMax),
    paymentMonthlyMax: isAllowed(user, policies.variantsPaymentMax) && !isAllowed(user, policies.creditInspector),
    pdn: isAllowed(user, policies.underwriterFormView),
  };
}

/** Whether the user may apply a variant ('Применить'): anyone but GOZ (001 §6). */
export const canApplyVariants = (user: User | undefined): boolean => !!user && !isAllowed(user, policies.goz);

/** Whether the user sees every variant (`allVariants`): underwriters (001 §6). */
export const seesAllVariants = (user: User | undefined): boolean => isAllowed(user, policies.underwriterFormView);
