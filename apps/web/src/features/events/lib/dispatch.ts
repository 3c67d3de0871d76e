import type { HubEvent } from '@autocredit/generated/api';

export type HubEventType = HubEvent['type'];
type EventOf<T extends HubEventType> = Extract<HubEvent, { type: T }>;

/** The dispatcher table: event type → handler. Later issues add their types here. */
export type HubEventHandlers = { [T in HubEventType]?: (event: EventOf<T>) => void };

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

/** Calls the handler of the event's type; unknown types are ignored. */
export function dispatchHubEvent(handlers: HubEventHandlers, event: HubEvent): void {
  const handler = handlers[event.type] as ((event: HubEvent) => void) | undefined;
  if (!handler) return;
  try {
    handler(event);
  } catch (error) {
    console.error(`Event ${event.type} failed`, error);
  }
}
