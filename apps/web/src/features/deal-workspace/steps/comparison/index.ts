/** The comparison step (the deal against earlier ones): what the pages use. */
export { ComparisonStep } from './comparison-step';
