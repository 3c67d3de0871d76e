import type { Role } from '@autocredit/generated/api';

/** The private topic of one user. */
export const userTopic = (base: string, userId: number) => `${base}/users/${userId}`;

/** The topic of everyone with a role. */
export const roleTopic = (base: string, role: Role) => `${base}/roles/${role}`;

/** The topics a user may subscribe to: their own and one per role. */
export function topicsOf(base: string, user: { id: number; roles: readonly Role[] }): string[] {
  return [userTopic(base, user.id), ...user.roles.map((role) => roleTopic(base, role))];
}
