import type { HubEvent } from '@autocredit/generated/api';

export type HubEventType = HubEvent['type'];
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
  /** Calls every handler of the event's type; a type nobody handles is ignored, a failing handler is logged. */
  dispatch(event: HubEvent): void;
}

export function createHubEventBus(): HubEventBus {
  const handlers = new Map<string, Set<(event: HubEvent) => void>>();
  return {
    subscribe(type, handler) {
      const set = handlers.get(type) ?? new Set();
      handlers.set(type, set);
      const entry = handler as (event: HubEvent) => void;
      set.add(entry);
      return () => void set.delete(entry);
    },
    dispatch(event) {
      for (const handler of [...(handlers.get(event.type) ?? [])]) {
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
