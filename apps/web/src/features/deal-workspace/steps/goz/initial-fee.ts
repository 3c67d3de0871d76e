import type { Form, FormField } from '@autocredit/generated/api';

/** Below this percent of the car's cost a change of the initial fee is warned about (002 §9). */
export const FEE_WARNING_PERCENT = 30;
/** Where the GOZ credit step (4, tab 'Условия кредита') keeps the initial fee and the car's cost. */
export const INITIAL_FEE_PATH = 'credit.initialFee';
export const CAR_COST_PATH = 'credit.carCostRequested';

/** A sum as a form holds it: a number, or text typed with spaces and a decimal comma ('1 500 000,50'); else null. */
export function amountOf(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  if (text === '') return null;
  const parsed = Number(text);
  return Number.isFinite(parsed) ? parsed : null;
}

/** The initial fee as a percent of the car's cost (unrounded: 29.9999 is below 30); null when either is unknown or the cost is not above 0. */
export function initialFeePercent(fee: unknown, carCost: unknown): number | null {
  const paid = amountOf(fee);
  const cost = amountOf(carCost);
  if (paid === null || cost === null || cost <= 0) return null;
  return (paid / cost) * 100;
}

/**
 * Whether the initial-fee warning shows (002 §5, §9): the percent changed from the saved one (`before`) and is below
 * 30. A fee typed where none was saved is no change (a new application is not warned).
 */
export function showsFeeWarning(before: number | null, after: number | null): boolean {
  return before !== null && after !== null && after !== before && after < FEE_WARNING_PERCENT;
}

/** The field of a form at a dotted path (through its groups); undefined when the form has none there. */
export function formFieldAt(form: Form | null | undefined, path: string): FormField | undefined {
  const [first, ...rest] = path.split('.');
  let node: FormField | undefined = form?.fields[first!];
  for (const key of rest) node = node?.children?.[key];
  return node;
}

/** The initial fee's percent of the car's cost as a form has them (the server's values); null without them. */
export function formFeePercent(form: Form | null | undefined): number | null {
  return initialFeePercent(formFieldAt(form, INITIAL_FEE_PATH)?.value, formFieldAt(form, CAR_COST_PATH)?.value);
}
