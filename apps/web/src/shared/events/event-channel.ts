import type { HubEvent, UserTopics } from '@autocredit/generated/api';
import { local, readItem, writeItem } from '@/shared/lib/storage';
import { clearTaskCounters } from '@/shared/session/task-counters';
import { storageKeys } from '@/shared/session/storage-keys';
import { parseHubEvent } from './hub-event-bus';
import { subscribeUrl } from './hub-url';

export interface EventChannelDeps {
  /** GET /api/user/topics (with credentials: it sets the hub cookie) */
  fetchTopics: () => Promise<UserTopics>;
  /** the absolute hub address for the hub named by the topics call */
  hubUrl: (topicsHub: string) => string;
  onEvent: (event: HubEvent) => void;
  EventSource?: typeof EventSource;
  storage?: () => Storage | undefined;
}

export interface EventChannel {
  open(): Promise<void>;
  close(): void;
}

/**
 * The push channel (002 §4, §7): topics, then an EventSource on the hub with every topic and the
 * last event id. Each event's id is stored; a stream error closes it (no automatic reconnect).
 */
export function createEventChannel(deps: EventChannelDeps): EventChannel {
  const storage = deps.storage ?? local;
  let source: EventSource | null = null;
  let generation = 0;

  const close = () => {
    generation += 1;
    source?.close();
    source = null;
  };

  const open = async () => {
    close();
    const mine = generation;
    let topics: UserTopics;
    try {
      topics = await deps.fetchTopics();
    } catch (error) {
      console.warn('Event channel: no topics', error);
      return;
    }
    if (mine !== generation || topics.topics.length === 0) return;
    const Source = deps.EventSource ?? globalThis.EventSource;
    const url = subscribeUrl(
      deps.hubUrl(topics.mercureHub),
      topics.topics,
      readItem(storage(), storageKeys.lastEventId),
    );
    const current = new Source(url, { withCredentials: true });
    source = current;
    current.onmessage = (message: MessageEvent<string>) => {
      if (message.lastEventId) writeItem(storage(), storageKeys.lastEventId, message.lastEventId);
      const event = parseHubEvent(message.data);
      if (event) deps.onEvent(event);
    };
    current.onerror = () => {
      if (source === current) close();
      else current.close();
    };
  };

  return { open, close };
}

/** On logout: forget the last event id and the task counters. */
export function forgetEventChannelState(storage: () => Storage | undefined = local): void {
  writeItem(storage(), storageKeys.lastEventId, null);
  clearTaskCounters();
}
