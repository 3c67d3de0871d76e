import type { ServerForm } from '@/shared/form-engine';
import { useCreditSum } from './use-credit-sum';

/** Counts the GOZ credit step's credit sum when the server gave none (`useCreditSum`); draws nothing. */
export function CreditSumFiller({ form }: { form: ServerForm<unknown> }) {
  useCreditSum(form);
  return null;
}
