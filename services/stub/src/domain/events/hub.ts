import { randomUUID } from 'node:crypto';
import { anyMatch } from './topic-match';

/** One publication to the hub. */
export interface Update {
  id: string;
  topics: string[];
  data: string;
  private: boolean;
  type?: string;
  retry?: number;
}

export interface PublishOptions {
  private?: boolean;
  id?: string;
  type?: string;
  retry?: number;
}

/** Publishes an update in-process; what domain code (notifications, later deals) is given. */
export type Publish = (topics: string[], data: string, options?: PublishOptions) => Update;

export interface Subscriber {
  /** Topic selectors the subscriber asked for. */
  topics: readonly string[];
  /** Selectors of its JWT's `mercure.subscribe` claim; null for an anonymous subscriber. */
  allowed: readonly string[] | null;
  send(update: Update): void;
}

/** What a new subscriber gets before the live updates. */
export interface Subscription {
  /**
   * Set when the hub cannot replay everything after the subscriber's last event id (older than the history of its
   * topics, or unknown): the id to send the `eventsMissed` signal under, a position the hub knows from now on.
   */
  missed: { signalId: string } | null;
  /** The held updates after the last event id, oldest first. */
  replay: Update[];
  unsubscribe: () => void;
}

/** Mercure semantics: a topic must match; a private update also needs a topic allowed by the JWT. */
export function canReceive(subscriber: Subscriber, update: Update): boolean {
  if (!anyMatch(subscriber.topics, update.topics)) return false;
  if (!update.private) return true;
  return subscriber.allowed !== null && anyMatch(subscriber.allowed, update.topics);
}

interface Held {
  update: Update;
  /** The order of publication. */
  seq: number;
}

/** The updates of one topic the hub holds, oldest first, and the newest one it had to let go. */
interface TopicHistory {
  held: Held[];
  /** The `seq` of the newest update dropped from this topic's history (0: none). */
  droppedUpTo: number;
}

/** How many event ids (per update held per topic) the hub remembers the position of, to tell what a late id missed. */
const POSITIONS_PER_HELD = 16;

/**
 * The event hub: pub/sub with a bounded history per topic for replay after `Last-Event-ID`, so that one busy topic
 * does not push another's updates out; a subscriber whose id is older than what its topics hold is told so.
 */
export class Hub {
  private readonly histories = new Map<string, TopicHistory>();
  /** Event id → its `seq`, for the ids seen lately (insertion order: the oldest first). */
  private readonly positions = new Map<string, number>();
  private readonly subscribers = new Set<Subscriber>();
  private seq = 0;
  private newestId: string | null = null;

  /** @param historySize how many updates the hub holds per topic (0: none, and no replay). */
  constructor(private readonly historySize: number) {}

  readonly publish: Publish = (topics, data, options = {}) => {
    const update: Update = {
      id: options.id ?? `urn:uuid:${randomUUID()}`,
      topics: [...topics],
      data,
      private: options.private ?? false,
      ...(options.type !== undefined && { type: options.type }),
      ...(options.retry !== undefined && { retry: options.retry }),
    };
    if (this.historySize > 0) this.hold(update);
    for (const subscriber of this.subscribers) {
      if (canReceive(subscriber, update)) subscriber.send(update);
    }
    return update;
  };

  /**
   * Adds a subscriber and returns what it should get first: the held updates of its topics after `lastEventId`
   * (`earliest`: all held), and whether some were no longer held (or the id is unknown).
   */
  subscribe(subscriber: Subscriber, lastEventId?: string): Subscription {
    this.subscribers.add(subscriber);
    const unsubscribe = () => void this.subscribers.delete(subscriber);
    if (lastEventId === undefined) return { missed: null, replay: [], unsubscribe };
    const since = lastEventId === 'earliest' ? 0 : this.positions.get(lastEventId);
    if (since === undefined) return { missed: { signalId: this.mark() }, replay: [], unsubscribe };
    const { replay, dropped } = this.after(subscriber, since);
    return { missed: dropped ? { signalId: this.mark() } : null, replay, unsubscribe };
  }

  /** The id of the newest held update, or `earliest` when none is held (Mercure's answer header). */
  lastEventId(): string {
    return this.newestId ?? 'earliest';
  }

  get subscriberCount(): number {
    return this.subscribers.size;
  }

  private hold(update: Update): void {
    const held: Held = { update, seq: ++this.seq };
    for (const topic of new Set(update.topics)) {
      let history = this.histories.get(topic);
      if (!history) {
        history = { held: [], droppedUpTo: 0 };
        this.histories.set(topic, history);
      }
      history.held.push(held);
      if (history.held.length > this.historySize) history.droppedUpTo = history.held.shift()!.seq;
    }
    this.remember(update.id, held.seq);
    this.newestId = update.id;
  }

  /** A fresh id standing for the present position (what a signal is sent under). */
  private mark(): string {
    const id = `urn:uuid:${randomUUID()}`;
    this.remember(id, this.seq);
    return id;
  }

  private remember(id: string, seq: number): void {
    this.positions.delete(id);
    this.positions.set(id, seq);
    if (this.positions.size > Math.max(this.historySize * POSITIONS_PER_HELD, 1000)) {
      this.positions.delete(this.positions.keys().next().value!);
    }
  }

  /** The held updates the subscriber may get after `since`, and whether its topics dropped any after it. */
  private after(subscriber: Subscriber, since: number): { replay: Update[]; dropped: boolean } {
    const found = new Map<number, Update>();
    let dropped = false;
    for (const [topic, history] of this.histories) {
      if (!anyMatch(subscriber.topics, [topic])) continue;
      if (history.droppedUpTo > since) dropped = true;
      for (let i = history.held.length - 1; i >= 0 && history.held[i]!.seq > since; i--) {
        const { seq, update } = history.held[i]!;
        if (!found.has(seq) && canReceive(subscriber, update)) found.set(seq, update);
      }
    }
    const replay = [...found.entries()].sort(([a], [b]) => a - b).map(([, update]) => update);
    return { replay, dropped };
  }
}
