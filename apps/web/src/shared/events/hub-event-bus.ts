import {
  assignmentStartProcessEventTypeValues,
  checkWaitEventTypeValues,
  completeCheckEventTypeValues,
  eventsMissedEventTypeValues,
  getCreateDocumentProgressEventTypeValues,
  getDealComparisonEventTypeValues,
  getFsspResponseEventTypeValues,
  getHistorisityEventTypeValues,
  getNotificationEventTypeValues,
  getRecognizedDataEventTypeValues,
  getRecognizeProgressEventTypeValues,
  getReportDwhEventTypeValues,
  getReportEventTypeValues,
  newUnderTaskEventTypeValues,
  type HubEvent,
} from '@autocredit/generated/api';

export type HubEventType = HubEvent['type'];

const KNOWN = [
  ...getReportEventTypeValues,
  ...getReportDwhEventTypeValues,
  ...getRecognizedDataEventTypeValues,
  ...getNotificationEventTypeValues,
  ...newUnderTaskEventTypeValues,
  ...getRecognizeProgressEventTypeValues,
  ...getCreateDocumentProgressEventTypeValues,
  ...assignmentStartProcessEventTypeValues,
  ...completeCheckEventTypeValues,
  ...checkWaitEventTypeValues,
  ...getFsspResponseEventTypeValues,
  ...getHistorisityEventTypeValues,
  ...getDealComparisonEventTypeValues,
  ...eventsMissedEventTypeValues,
];
// The compiler holds the list to the contract's union: a type added to `HubEvent` and not here fails the build.
const everyType: Record<HubEventType, true> = Object.fromEntries(KNOWN.map((type) => [type, true])) as Record<
  (typeof KNOWN)[number],
  true
>;
const knownTypes: ReadonlySet<string> = new Set(Object.keys(everyType));

/** Whether an event's type is one of the contract's `HubEvent` union. */
export const isKnownHubEvent = (event: { type: string }): event is HubEvent => knownTypes.has(event.type);
export type HubEventOf<T extends HubEventType> = Extract<HubEvent, { type: T }>;
export type HubEventHandler<T extends HubEventType> = (event: HubEventOf<T>) => void;

/** The JSON in `data` of one hub message, or null when it is not an event object. */
export function parseHubEvent(data: string): HubEvent | null {
  try {
    const value: unknown = JSON.parse(data);
    if (typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string') {
      return value as HubEvent;
    }
  } catch {
    // not JSON: ignored
  }
  return null;
}

export interface HubEventBus {
  /** Adds a handler of one event type; the returned function removes it. */
  subscribe<T extends HubEventType>(type: T, handler: HubEventHandler<T>): () => void;
  /**
   * Calls every handler of the event's type; a known type nobody handles is ignored, a type the contract does not
   * know goes to the `onUnknown` handlers; a failing handler is logged.
   */
  dispatch(event: HubEvent): void;
  /** Adds a handler of the events of a type the contract does not know; the returned function removes it. */
  onUnknown(handler: (event: { type: string }) => void): () => void;
}

export function createHubEventBus(): HubEventBus {
  const handlers = new Map<string, Set<(event: HubEvent) => void>>();
  const unknown = new Set<(event: { type: string }) => void>();
  return {
    onUnknown(handler) {
      unknown.add(handler);
      return () => void unknown.delete(handler);
    },
    subscribe(type, handler) {
      const set = handlers.get(type) ?? new Set();
      handlers.set(type, set);
      const entry = handler as (event: HubEvent) => void;
      set.add(entry);
      return () => void set.delete(entry);
    },
    dispatch(event) {
      const called = isKnownHubEvent(event) ? (handlers.get(event.type) ?? []) : unknown;
      for (const handler of [...called]) {
        try {
          handler(event);
        } catch (error) {
          console.error(`Event ${event.type} failed`, error);
        }
      }
    },
  };
}

/** The app's one bus: the event channel dispatches to it, features subscribe with `useHubEvent`. */
export const hubEvents: HubEventBus = createHubEventBus();
