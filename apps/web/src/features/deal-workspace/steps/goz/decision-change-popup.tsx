import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useEffect, useRef, useState } from 'react';
import { logFailure } from '@/shared/api/log-failure';
import { initialFeePopup } from './goz-api';
import { CLOSE, DECISION_CHANGE_HEADER } from './goz-texts';

/** The popup's width (002 §9). */
const WIDTH = '750px';

const sameFee = (a: unknown, b: unknown) => String(a ?? '') === String(b ?? '');

/**
 * The decision-change popup of the GOZ task (002 §2 'GOZ task', §7): when the initial fee is altered (`fee` differs
 * from the one seen before it on the same step), asks `isNeedShowPopap/initialFee/{dealId}`; `visible` opens a
 * 750 px dialog with the server's `message` and 'Закрыть' (Escape closes it too). The header is ours: the seeds give
 * none. A failed question is only logged (the API client shows the connection toast).
 */
export function DecisionChangePopup({
  dealId,
  fee,
}: {
  dealId: number;
  /**
   * The initial fee as the server last answered it (`useInitialFee(form).fee`): undefined on a step without it.
   * The first value of a step is the one it opened with; every later different value is an alteration.
   */
  fee: unknown;
}) {
  const [message, setMessage] = useState<string | null>(null);
  /** The fee seen last (null: none, the step has no fee). */
  const seen = useRef<{ value: unknown } | null>(null);
  /** The number of the last question: an older answer is dropped. */
  const asked = useRef(0);
  const controllers = useRef(new Set<AbortController>());

  useEffect(() => {
    const previous = seen.current;
    seen.current = fee === undefined ? null : { value: fee };
    if (fee === undefined || previous === null || sameFee(previous.value, fee)) return;
    const number = ++asked.current;
    const controller = new AbortController();
    controllers.current.add(controller);
    initialFeePopup(dealId, controller.signal)
      .then((answer) => {
        if (number === asked.current && answer.visible) setMessage(answer.message ?? '');
      })
      .catch((error: unknown) => logFailure('The decision-change popup', error))
      .finally(() => controllers.current.delete(controller));
  }, [dealId, fee]);

  // Questions under way are dropped when the page goes.
  useEffect(() => {
    const pending = controllers.current;
    return () => {
      for (const controller of pending) controller.abort();
    };
  }, []);

  const close = () => setMessage(null);
  return (
    <Dialog
      header={DECISION_CHANGE_HEADER}
      visible={message !== null}
      onHide={close}
      style={{ width: WIDTH }}
      breakpoints={{ '800px': '95vw' }}
      draggable={false}
      resizable={false}
      footer={<Button type="button" label={CLOSE} onClick={close} autoFocus />}
    >
      <p className="m-0">{message}</p>
    </Dialog>
  );
}
