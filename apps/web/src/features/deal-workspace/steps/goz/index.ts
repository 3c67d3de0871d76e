/**
 * The GOZ task's steps and pieces (state support, the initial fee and its warning, the decision-change popup, the prior
 * decision): what the pages and the other steps use.
 */
export { CreditSumFiller } from './credit-sum-filler';
export { DecisionChangePopup } from './decision-change-popup';
export { INITIAL_FEE_WARNING } from './goz-texts';
export { InitialFeeWarning } from './initial-fee-warning';
export { FEE_WARNING_PERCENT, amountOf, initialFeePercent } from './initial-fee';
export { PriorDecisionButton } from './prior-decision-button';
export { StateSupportStep } from './state-support-step';
export { useInitialFee, type InitialFeeState } from './use-initial-fee';
