/**
 * The server-driven form engine: form definitions per task and step, read from a `FormSource` (one deal as plain
 * data), built into the contract's Form, and posted back: checked, recalculated (`reload`) or saved.
 */
export { buildForm, type BuildOptions } from './build';
export { DEFAULT_DICTIONARIES, dictionariesOf, type CarCatalog } from './dictionaries';
export * from './definitions';
export { fastDecisionDto, fastDecisionValues, saveFastDecision } from './fast-decision-dto';
export { messages } from './messages';
export {
  checkAddress,
  checkField,
  EXCLUDED_REGION_CODES,
  MAX_CREDIT_SUM,
  postalCodeError,
  regionCodeError,
} from './rules';
export { emptySource } from './empty-source';
export type * from './source';
export type * from './spec';
export { findStep, isStepReachable, nextStepOf, visibleSteps, type FormOptions } from './steps';
export {
  BUTTON_NAMES,
  refusedSubmission,
  splitButton,
  submitForm,
  type SubmitOptions,
  type SubmitOutcome,
} from './submit';
export { toFieldErrorList, validateSubmission, type ValidateOptions, type Validation } from './validate';
