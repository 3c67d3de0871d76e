/** The release decision step with its loan variants, services and refusal: what the pages use. */
export { LoanVariantsPanel } from './loan-variants-panel';
export { canApplyVariants, loanVariantColumns, seesAllVariants } from './loan-variants';
export { ReleaseDecisionStep } from './release-decision-step';
