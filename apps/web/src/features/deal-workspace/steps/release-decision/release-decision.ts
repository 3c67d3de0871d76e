import type { Form } from '@autocredit/generated/api';
import { FEE_WARNING_PERCENT, amountOf, initialFeePercent } from '@/features/deal-workspace/steps/goz';

export { amountOf, initialFeePercent };

/** An initial fee and the car's cost it is a part of. */
export interface FeeTerms {
  initialFee: unknown;
  carCost: unknown;
}

/**
 * The fee terms of the release decision form: the car cost agreed with the client, or, while it is not given, the
 * cost the credit and the fee make together (the credit pays for the car less the fee).
 */
export function feeTermsOf(initialFee: unknown, carCost: unknown, costRequested: unknown): FeeTerms {
  const agreed = amountOf(carCost);
  if (agreed !== null && agreed > 0) return { initialFee, carCost: agreed };
  const fee = amountOf(initialFee);
  const credit = amountOf(costRequested);
  return { initialFee, carCost: fee !== null && credit !== null ? fee + credit : null };
}

/**
 * Whether to warn that changing the initial fee may lengthen the review and change the decision (002 §5, §9): its
 * percent of the car's cost is below 30 and, when the terms the form was loaded with are given, it changed since.
 */
export function showsInitialFeeWarning(now: FeeTerms, loaded?: FeeTerms): boolean {
  const percent = initialFeePercent(now.initialFee, now.carCost);
  if (percent === null || percent >= FEE_WARNING_PERCENT) return false;
  if (!loaded) return true;
  const before = initialFeePercent(loaded.initialFee, loaded.carCost);
  return before === null || Math.abs(before - percent) > 1e-9;
}

/** The paths of the release decision form's credit terms (002 §3 'Release decision form'). */
export const RELEASE_PATHS = {
  costRequested: 'creditInfo.costRequested',
  initialFee: 'creditInfo.initialFeeClient',
  term: 'creditInfo.term',
  carCost: 'carCostAgreedClient',
} as const;

/** Whether the client agreed to the application's car (`1`/`0`): its change is posted to change-agreed-auto. */
export const AGREED_AUTO_FIELD = 'agreedAuto';
/** The car cost agreed with the client: cleared when the client did not agree (it is to be typed). */
export const AGREED_COST_FIELD = RELEASE_PATHS.carCost;

/** The credit terms the service limits are counted for (002 §7 `get-service-limits`): those given. */
export interface LimitTerms {
  costRequested?: number;
  carCost?: number;
  initialFee?: number;
  term?: number;
}

/** The service limits' terms from the form's values in the order of `RELEASE_PATHS` (money, money, choice, money). */
export function limitTermsOf([costRequested, initialFee, term, carCost]: readonly unknown[]): LimitTerms {
  const terms: LimitTerms = {};
  const put = (key: keyof LimitTerms, value: unknown) => {
    const amount = amountOf(value);
    if (amount !== null && amount >= 0) terms[key] = amount;
  };
  put('costRequested', costRequested);
  put('carCost', carCost);
  put('initialFee', initialFee);
  put('term', term);
  return terms;
}

/** The service limits are counted over the deal's variants when it has some (`with-variants`), else without. */
export const limitsKindOf = (variantCount: number): 'with-variants' | 'without-variants' =>
  variantCount > 0 ? 'with-variants' : 'without-variants';

/** The value of a top-level or nested field of a form as the server gave it (`creditInfo.term`). */
export function serverValueAt(form: Pick<Form, 'fields'>, path: string): unknown {
  const [first, ...rest] = path.split('.');
  let node = form.fields[first ?? ''];
  for (const key of rest) node = node?.children?.[key];
  return node?.value ?? null;
}

/** 'Отказать': opens the refusal dialog, whose confirmation refuses the task (`POST /api/task/refusal/{id}`). */
export const REFUSE_BUTTON = 'btnCancel';
/** The account buttons (002 §3): they keep the task open on its step; every other button closes it. */
export const STAYING_BUTTONS: ReadonlySet<string> = new Set(['saveAccount', 'loadAccount']);
