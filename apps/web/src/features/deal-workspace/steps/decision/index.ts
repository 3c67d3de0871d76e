/** The underwriter's decision step with its reason codes: what the pages use. */
export { MakeDecisionStep } from './make-decision-step';
