import { useEffect, useRef } from 'react';
import { hubEvents, type HubEventBus, type HubEventHandler, type HubEventType } from './hub-event-bus';

/**
 * Calls `handler` for every hub event of `type` while the component is mounted (002 §7: getReport,
 * checkWait, getRecognizeProgress...). The latest handler is called; changing it does not resubscribe.
 */
export function useHubEvent<T extends HubEventType>(
  type: T,
  handler: HubEventHandler<T>,
  bus: HubEventBus = hubEvents,
): void {
  const handlerRef = useRef(handler);
  useEffect(() => {
    handlerRef.current = handler;
  }, [handler]);
  useEffect(() => bus.subscribe(type, (event) => handlerRef.current(event)), [type, bus]);
}
