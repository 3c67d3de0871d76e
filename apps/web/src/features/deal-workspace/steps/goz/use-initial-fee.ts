import { useWatch } from 'react-hook-form';
import type { ServerForm } from '@/shared/form-engine';
import { CAR_COST_PATH, INITIAL_FEE_PATH, formFeePercent, formFieldAt, initialFeePercent } from './initial-fee';

/** The initial fee of the form's step (the GOZ credit step), for the fee warning and the decision-change popup. */
export interface InitialFeeState {
  /** The saved percent of the car's cost (the step as loaded); null on a step without the fee. */
  before: number | null;
  /** The percent as typed now; null on a step without the fee. */
  after: number | null;
  /**
   * The fee as the server last answered it (loaded, then recalculated when the fee was left after a change): a change
   * of it is an altered fee. Undefined on a step without the fee.
   */
  fee: unknown;
}

/** Reads the initial fee of a server form: saved, typed, and as the server last answered. */
export function useInitialFee(form: ServerForm<unknown>): InitialFeeState {
  const [fee, carCost] = useWatch({ control: form.methods.control, name: [INITIAL_FEE_PATH, CAR_COST_PATH] });
  const field = formFieldAt(form.form, INITIAL_FEE_PATH);
  if (!field) return { before: null, after: null, fee: undefined };
  return {
    before: formFeePercent(form.query.data?.form),
    after: initialFeePercent(fee, carCost),
    fee: field.value ?? null,
  };
}
