import { useEffect, useRef } from 'react';
import { Toast } from 'primereact/toast';
import { attachToastSink, toastRemoved } from './toast';

/** The one global PrimeReact Toast; everything shows toasts through `toast` from ./toast. */
export function ToastHost() {
  const ref = useRef<Toast>(null);
  useEffect(
    () =>
      attachToastSink({
        show: (message) => ref.current?.show(message),
      }),
    [],
  );
  return <Toast ref={ref} position="top-right" onRemove={toastRemoved} />;
}
