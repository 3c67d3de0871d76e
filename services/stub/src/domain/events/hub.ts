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

/** Mercure semantics: a topic must match; a private update also needs a topic allowed by the JWT. */
export function canReceive(subscriber: Subscriber, update: Update): boolean {
  if (!anyMatch(subscriber.topics, update.topics)) return false;
  if (!update.private) return true;
  return subscriber.allowed !== null && anyMatch(subscriber.allowed, update.topics);
}

/** The event hub: pub/sub with a bounded history for replay after `Last-Event-ID`. */
export class Hub {
  private readonly history: Update[] = [];
  private readonly subscribers = new Set<Subscriber>();

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
    if (this.historySize > 0) {
      this.history.push(update);
      if (this.history.length > this.historySize) this.history.shift();
    }
    for (const subscriber of this.subscribers) {
      if (canReceive(subscriber, update)) subscriber.send(update);
    }
    return update;
  };

  /**
   * Adds a subscriber and returns the held updates it should get first: those after `lastEventId`
   * (`earliest`: all held; an id the hub no longer holds: none).
   */
  subscribe(subscriber: Subscriber, lastEventId?: string): { replay: Update[]; unsubscribe: () => void } {
    this.subscribers.add(subscriber);
    return {
      replay: this.after(lastEventId).filter((update) => canReceive(subscriber, update)),
      unsubscribe: () => this.subscribers.delete(subscriber),
    };
  }

  /** The id of the newest held update, or `earliest` when none is held (Mercure's answer header). */
  lastEventId(): string {
    return this.history.at(-1)?.id ?? 'earliest';
  }

  get subscriberCount(): number {
    return this.subscribers.size;
  }

  private after(lastEventId: string | undefined): Update[] {
    if (lastEventId === undefined) return [];
    if (lastEventId === 'earliest') return [...this.history];
    for (let i = this.history.length - 1; i >= 0; i--) {
      if (this.history[i]?.id === lastEventId) return this.history.slice(i + 1);
    }
    return [];
  }
}
