import { useEffect, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { fieldDomId, type ServerForm } from '@/shared/form-engine';
import { creditSumFrom } from '@/shared/lib/credit-sum';
import { CAR_COST_PATH, INITIAL_FEE_PATH, amountOf, formFieldAt } from './initial-fee';

/** Where the GOZ credit step (4, tab 'Условия кредита') keeps the credit sum. */
export const CREDIT_SUM_PATH: string = 'credit.costRequested';

/** A sum that is given: a number other than 0 (the engine holds an empty sum as null or 0). */
const given = (value: unknown): boolean => {
  const amount = amountOf(value);
  return amount !== null && amount !== 0;
};

/**
 * The credit sum of the GOZ credit step when the server gave none (000 §4, as the calculator counts it): the car's
 * cost less the initial fee, counted again when either changes, unless the operator typed a sum of their own.
 */
export function useCreditSum(form: ServerForm<unknown>): void {
  const { control, getValues, setValue } = form.methods;
  const [carCost, fee] = useWatch({ control, name: [CAR_COST_PATH, INITIAL_FEE_PATH] });
  // every sum counted here: one of them shown is ours to count again (an answer to a reload may bring back an older)
  const counted = useRef(new Set<number>());
  const shown = form.form;
  const hasField = formFieldAt(shown, CREDIT_SUM_PATH) !== undefined;
  const serverGave = given(formFieldAt(form.query.data?.form, CREDIT_SUM_PATH)?.value);

  useEffect(() => {
    if (!hasField || serverGave || !shown) return;
    const now = amountOf(getValues(CREDIT_SUM_PATH));
    // a sum typed by the operator stays; so does the sum they emptied to type one (they are in it)
    if (given(now) && !counted.current.has(now!)) return;
    if (!given(now) && document.activeElement?.id === fieldDomId(shown.formName, CREDIT_SUM_PATH)) return;
    const next = creditSumFrom({ carCost: amountOf(carCost), initialFee: amountOf(fee) });
    if (next === null || next === now) return;
    counted.current.add(next);
    setValue(CREDIT_SUM_PATH, next, { shouldDirty: true });
  }, [hasField, serverGave, carCost, fee, shown, getValues, setValue]);
}
