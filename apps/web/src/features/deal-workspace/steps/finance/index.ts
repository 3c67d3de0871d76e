/** The finance step with its calculators (budgets, incomes, loans, PDN, the GSK calculator): what the pages use. */
export { FinanceStep } from './finance-step';
export { GskCalculatorButton } from './gsk/gsk-calculator-button';
