import { Message } from 'primereact/message';
import { showsFeeWarning } from './initial-fee';
import { INITIAL_FEE_WARNING } from './goz-texts';
import './goz-task.css';

/**
 * The initial-fee warning of the GOZ credit step (002 §5, §9): 'Обратите внимание, что в случае изменения данного
 * параметра…' while the fee's percent of the car's cost differs from the saved one and is below 30.
 */
export function InitialFeeWarning({
  before,
  after,
}: {
  /** The saved percent (the step as loaded); null when none was saved. */
  before: number | null;
  /** The percent as typed now. */
  after: number | null;
}) {
  if (!showsFeeWarning(before, after)) return null;
  return <Message severity="warn" text={INITIAL_FEE_WARNING} className="goz-fee-warning" />;
}
