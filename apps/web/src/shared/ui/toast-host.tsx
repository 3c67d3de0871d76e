import { useEffect, useRef } from 'react';
import { Button } from 'primereact/button';
import { Toast, type ToastMessage } from 'primereact/toast';
import { actionOf, attachToastSink, toastRemoved } from './toast';

/** A message with a button: the summary, the detail and the button under them; pressing it closes the toast. */
function withAction(message: ToastMessage, remove: (message: ToastMessage) => void): ToastMessage {
  const action = actionOf(message);
  if (!action) return message;
  const shown: ToastMessage = {
    ...message,
    content: (
      <div className="toast-with-action">
        <span className="p-toast-summary">{message.summary}</span>
        {message.detail ? <div className="p-toast-detail">{message.detail}</div> : null}
        <Button
          type="button"
          label={action.label}
          size="small"
          className="toast-with-action__button"
          onClick={() => {
            remove(shown);
            action.onClick();
          }}
        />
      </div>
    ),
  };
  return shown;
}

/** The one global PrimeReact Toast; everything shows toasts through `toast` from ./toast. */
export function ToastHost() {
  const ref = useRef<Toast>(null);
  const originals = useRef(new WeakMap<object, ToastMessage>());
  useEffect(
    () =>
      attachToastSink({
        show: (message) => {
          const shown = withAction(message, (m) => ref.current?.remove(m));
          if (shown !== message) originals.current.set(shown, message);
          ref.current?.show(shown);
        },
      }),
    [],
  );
  return (
    <Toast
      ref={ref}
      position="top-right"
      onRemove={(message) => toastRemoved(originals.current.get(message as object) ?? message)}
    />
  );
}
