import type { Role } from '@autocredit/generated/api';
import { anyMatch } from './topic-match';

/** The private topic of one user. */
export const userTopic = (base: string, userId: number) => `${base}/users/${userId}`;

/** The topic of everyone with a role. */
export const roleTopic = (base: string, role: Role) => `${base}/roles/${role}`;

/** The id of the user whose private topic this is; undefined for any other topic. */
export function userOfTopic(base: string, topic: string): number | undefined {
  const prefix = `${base}/users/`;
  if (!topic.startsWith(prefix)) return undefined;
  const id = topic.slice(prefix.length);
  return /^[1-9]\d{0,9}$/.test(id) ? Number(id) : undefined;
}

/**
 * The users whose private topic a new subscription receives: its JWT allows the topic by name (as the one the stub
 * signs for a user: `GET /api/user/topics`) and one of its selectors matches it.
 */
export function subscribedUsers(
  base: string,
  subscription: { topics: readonly string[]; allowed: readonly string[] | null },
): number[] {
  const users = new Set<number>();
  for (const topic of subscription.allowed ?? []) {
    const id = userOfTopic(base, topic);
    if (id !== undefined && anyMatch(subscription.topics, [topic])) users.add(id);
  }
  return [...users];
}

/** The topics a user may subscribe to: their own and one per role. */
export function topicsOf(base: string, user: { id: number; roles: readonly Role[] }): string[] {
  return [userTopic(base, user.id), ...user.roles.map((role) => roleTopic(base, role))];
}
