import type { GetNotificationEvent, Notification, NotificationGroup } from '@autocredit/generated/api';
import type { Publish } from '../events/hub';
import type { Persistable } from '../store/persistence';
import { array, number, object, string } from '../store/snapshot-shape';

export interface NotificationInput {
  title: string;
  body: string;
  code?: string | null;
  group: NotificationGroup;
  dealId?: number;
}

export interface NotificationPage {
  notifications: Notification[];
  count: number;
}

/** Every user's notifications, newest first, and the next id. */
export interface NotificationState {
  nextId: number;
  users: Array<{ userId: number; notifications: Notification[] }>;
}

/** Moscow time, as the backend writes dates: `2026-11-20T10:15:00+03:00`. */
export function moscowTime(ms: number): string {
  return `${new Date(ms + 3 * 3_600_000).toISOString().slice(0, 19)}+03:00`;
}

export function notificationEvent(notification: Notification): GetNotificationEvent {
  return { type: 'getNotification', data: notification };
}

/** Each user's notifications, newest first. Creating one publishes `getNotification` to the user's topic. */
export class NotificationStore implements Persistable<NotificationState> {
  private readonly byUser = new Map<number, Notification[]>();
  private nextId = 1001;

  constructor(
    private readonly publish: Publish,
    private readonly topicOf: (userId: number) => string,
    private readonly now: () => number = Date.now,
  ) {}

  /** A new, unseen notification for the user, published as a private update. */
  create(userId: number, input: NotificationInput): Notification {
    const notification = this.add(userId, input, 'send', this.now());
    this.publish([this.topicOf(userId)], JSON.stringify(notificationEvent(notification)), { private: true });
    return notification;
  }

  /** Adds a notification without publishing it (the seed). */
  add(userId: number, input: NotificationInput, status: Notification['status'], at: number): Notification {
    const notification: Notification = {
      id: this.nextId++,
      status,
      createdAt: moscowTime(at),
      notification: {
        message: { title: input.title, body: input.body, code: input.code ?? null },
        notificationGroup: input.group,
      },
      additionalOptions: input.dealId === undefined ? {} : { dealId: input.dealId },
    };
    const list = this.listOf(userId);
    const index = list.findIndex((n) => n.createdAt <= notification.createdAt);
    list.splice(index === -1 ? list.length : index, 0, notification);
    return notification;
  }

  unseenCount(userId: number): number {
    let count = 0;
    for (const n of this.listOf(userId)) if (n.status === 'send') count++;
    return count;
  }

  page(userId: number, page: number, perPage: number): NotificationPage {
    const list = this.listOf(userId);
    const start = (page - 1) * perPage;
    return { notifications: start < list.length ? list.slice(start, start + perPage) : [], count: list.length };
  }

  /** Marks the user's notifications with these ids as seen; ids of other users' notifications are ignored. */
  markViewed(userId: number, ids: readonly number[]): number {
    const wanted = new Set(ids);
    let marked = 0;
    for (const n of this.listOf(userId)) {
      if (n.status === 'send' && wanted.has(n.id)) {
        n.status = 'viewed';
        marked++;
      }
    }
    return marked;
  }

  snapshot(): NotificationState {
    return {
      nextId: this.nextId,
      users: [...this.byUser].map(([userId, list]) => ({ userId, notifications: structuredClone(list) })),
    };
  }

  /** Replaces every user's notifications with the snapshot's. */
  restore(snapshot: NotificationState): void {
    const raw = object(snapshot, 'notifications');
    let nextId = number(raw.nextId, 'notifications.nextId');
    const users = array(raw.users, 'notifications.users').map((item, i) => {
      const what = `notifications.users[${i}]`;
      const entry = object(item, what);
      const notifications = array(entry.notifications, `${what}.notifications`).map((n, j) => {
        const one = object(n, `${what}.notifications[${j}]`);
        nextId = Math.max(nextId, number(one.id, `${what}.notifications[${j}].id`) + 1);
        string(one.status, `${what}.notifications[${j}].status`);
        string(one.createdAt, `${what}.notifications[${j}].createdAt`);
        object(one.notification, `${what}.notifications[${j}].notification`);
        return structuredClone(one) as unknown as Notification;
      });
      return { userId: number(entry.userId, `${what}.userId`), notifications };
    });
    this.byUser.clear();
    for (const { userId, notifications } of users) this.byUser.set(userId, notifications);
    this.nextId = nextId;
  }

  private listOf(userId: number): Notification[] {
    let list = this.byUser.get(userId);
    if (!list) {
      list = [];
      this.byUser.set(userId, list);
    }
    return list;
  }
}
