import type { HubEvent, UserTopics } from '@autocredit/generated/api';
import { local, readItem, writeItem } from '@/shared/lib/storage';
import { clearTaskCounters } from '@/shared/session/task-counters';
import { storageKeys } from '@/shared/session/storage-keys';
import { setChannelStatus, type ChannelStatus } from './channel-status';
import { parseHubEvent } from './hub-event-bus';
import { subscribeUrl } from './hub-url';

export interface EventChannelDeps {
  /** GET /api/user/topics (with credentials: it sets the hub cookie) */
  fetchTopics: () => Promise<UserTopics>;
  /** the absolute hub address for the hub named by the topics call */
  hubUrl: (topicsHub: string) => string;
  onEvent: (event: HubEvent) => void;
  onStatus?: (status: ChannelStatus) => void;
  EventSource?: typeof EventSource;
  storage?: () => Storage | undefined;
  /** The first wait before reconnecting a stream the browser gave up on, ms; doubled each time up to `maxDelayMs`. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  random?: () => number;
}

export interface EventChannel {
  open(): Promise<void>;
  close(): void;
}

/** How many event ids the channel remembers to pass each event on once. */
const SEEN_LIMIT = 1000;

/**
 * The push channel (002 §4, §7): topics, then an EventSource on the hub with every topic and the last event id.
 * Each event's id is stored, and an event already passed on is not passed again. A dropped stream is reconnected by
 * the browser after the hub's `retry` with `Last-Event-ID`; a stream the browser gave up on (a refused or failed
 * connection) is reopened here, topics first (which renews the hub cookie), after a growing wait with jitter.
 * The status is `down` from a drop until the stream is open again.
 */
export function createEventChannel(deps: EventChannelDeps): EventChannel {
  const storage = deps.storage ?? local;
  const onStatus = deps.onStatus ?? setChannelStatus;
  const baseDelayMs = deps.baseDelayMs ?? 1000;
  const maxDelayMs = deps.maxDelayMs ?? 30_000;
  const random = deps.random ?? Math.random;
  const seen = new Set<string>();
  let source: EventSource | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let generation = 0;
  let failures = 0;

  const stop = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    source?.close();
    source = null;
  };

  const close = () => {
    generation += 1;
    stop();
    onStatus('idle');
  };

  const retryLater = (mine: number) => {
    stop();
    onStatus('down');
    const wait = Math.min(maxDelayMs, baseDelayMs * 2 ** failures);
    failures += 1;
    timer = setTimeout(() => void connect(mine), wait * (0.8 + 0.4 * random()));
  };

  const remember = (id: string): boolean => {
    if (seen.has(id)) return false;
    seen.add(id);
    if (seen.size > SEEN_LIMIT) seen.delete(seen.values().next().value!);
    return true;
  };

  const connect = async (mine: number) => {
    timer = null;
    let topics: UserTopics;
    try {
      topics = await deps.fetchTopics();
    } catch (error) {
      if (mine !== generation) return;
      console.warn('Event channel: no topics', error);
      retryLater(mine);
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
    current.onopen = () => {
      if (source !== current) return;
      failures = 0;
      onStatus('open');
    };
    current.onmessage = (message: MessageEvent<string>) => {
      if (source !== current) return;
      const id = message.lastEventId;
      if (id) {
        if (!remember(id)) return;
        writeItem(storage(), storageKeys.lastEventId, id);
      }
      const event = parseHubEvent(message.data);
      if (event) deps.onEvent(event);
    };
    current.onerror = () => {
      if (source !== current) {
        current.close();
        return;
      }
      // CONNECTING: the browser reconnects by itself after the hub's retry; CLOSED: it gave up, so we go on.
      if (current.readyState === Source.CLOSED) retryLater(mine);
      else onStatus('down');
    };
  };

  const open = async () => {
    close();
    failures = 0;
    await connect(generation);
  };

  return { open, close };
}

/** On logout: forget the last event id and the task counters. */
export function forgetEventChannelState(storage: () => Storage | undefined = local): void {
  writeItem(storage(), storageKeys.lastEventId, null);
  clearTaskCounters();
}
