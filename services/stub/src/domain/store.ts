import type { Publish } from './hub';
import { NotificationStore } from './notifications';
import { seedNotifications } from './seed-notifications';
import { SessionStore } from './sessions';
import { userTopic } from './topics';
import { UserStore } from './users';

export interface StoreOptions {
  accessTtl: number;
  refreshTtl: number;
  topicBase: string;
  /** Where domain events go (the stub's own hub). */
  publish: Publish;
  now?: () => number;
}

/** The whole state of the stub, seeded. */
export interface Store {
  users: UserStore;
  sessions: SessionStore;
  notifications: NotificationStore;
}

export async function createStore(options: StoreOptions): Promise<Store> {
  const now = options.now ?? Date.now;
  const users = await UserStore.seeded();
  const sessions = new SessionStore(users, { accessTtl: options.accessTtl, refreshTtl: options.refreshTtl, now });
  const notifications = new NotificationStore(options.publish, (id) => userTopic(options.topicBase, id), now);
  seedNotifications(
    notifications,
    users.all().map((u) => u.id),
  );
  return { users, sessions, notifications };
}
