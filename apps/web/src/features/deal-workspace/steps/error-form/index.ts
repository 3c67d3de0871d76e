/** The error form of a failed process: what the pages use. */
export { ErrorFormStep } from './error-form-step';
