import { useEffect, useRef } from 'react';
import { Button } from 'primereact/button';
import { Toast, type ToastMessage } from 'primereact/toast';
import { MAX_TOASTS, actionOf, attachToastSink, drawnByHost, toastDismissed, toastRemoved } from './toast';

const ICONS: Record<string, string> = {
  success: 'pi-check',
  info: 'pi-info-circle',
  warn: 'pi-exclamation-triangle',
  error: 'pi-times-circle',
};

/**
 * A message with a button, or whose closing by the user is told (a notification): drawn here with its own cross, so
 * that the user's closing (the cross, the button) is told apart from its life ending or newer toasts pushing it out.
 */
function drawn(message: ToastMessage): ToastMessage {
  if (!drawnByHost(message)) return message;
  const action = actionOf(message);
  return {
    ...message,
    closable: false,
    // PrimeReact hands the content its `onClose` too (its types leave it out)
    content: (props) => {
      const { onClose } = props as unknown as { onClose(): void };
      const dismiss = () => {
        toastDismissed(message);
        onClose();
      };
      return (
        <div className="app-toast__content">
          <i className={`pi ${ICONS[message.severity ?? 'info']} p-toast-message-icon`} aria-hidden="true" />
          <div className="p-toast-message-text">
            <span className="p-toast-summary">{message.summary}</span>
            {message.detail ? <div className="p-toast-detail">{message.detail}</div> : null}
            {action ? (
              <Button
                type="button"
                label={action.label}
                size="small"
                className="app-toast__action"
                onClick={() => {
                  dismiss();
                  action.onClick();
                }}
              />
            ) : null}
          </div>
          <button type="button" className="p-toast-icon-close p-link" aria-label="Закрыть" onClick={dismiss}>
            <span className="pi pi-times" aria-hidden="true" />
          </button>
        </div>
      );
    },
  };
}

/**
 * The one global PrimeReact Toast; everything shows toasts through `toast` from ./toast. The toasts stand at the
 * bottom left, in the width of the side menu (below its entries, where no action of a page is), at most `MAX_TOASTS`
 * at once: newer ones push the oldest out.
 */
export function ToastHost() {
  const ref = useRef<Toast>(null);
  const originals = useRef(new WeakMap<object, ToastMessage>());
  const shown = useRef<ToastMessage[]>([]);
  const trimming = useRef(false);
  useEffect(() => {
    // The oldest go once the newest have been drawn (two frames on): a burst of toasts shows each of them, if briefly.
    const trim = () => {
      trimming.current = false;
      while (shown.current.length > MAX_TOASTS) ref.current?.remove(shown.current.shift()!);
    };
    return attachToastSink({
      show: (message) => {
        const next = drawn(message);
        originals.current.set(next, message);
        shown.current.push(next);
        ref.current?.show(next);
        if (shown.current.length <= MAX_TOASTS || trimming.current) return;
        trimming.current = true;
        requestAnimationFrame(() => requestAnimationFrame(trim));
      },
    });
  }, []);
  return (
    <Toast
      ref={ref}
      position="bottom-left"
      className="app-toast"
      // PrimeReact places it 20 px from the corner by an inline style: within the side menu's width here
      pt={{ root: { style: { left: '0.5rem', bottom: '0.5rem' } } }}
      onRemove={(message) => {
        shown.current = shown.current.filter((m) => m !== message);
        toastRemoved(originals.current.get(message as object) ?? message);
      }}
    />
  );
}
