import { SEED_USERS } from '../domain/auth/seed-users';
import type { Actor, ProcessContext } from '../domain/process/types';

/** The seeded user as an actor (roles and privileges of the README's table). */
export function actor(username: string): Actor {
  const user = SEED_USERS.find((u) => u.username === username);
  if (!user) throw new Error(`no seeded user ${username}`);
  return { username: user.username, roles: user.roles, privileges: user.privileges };
}

/** A context with a clock that tests move and ids counting from fixed bases. */
export function testContext(start = Date.parse('2026-11-20T07:15:00Z')): ProcessContext & { tick(ms: number): void } {
  let taskId = 730100;
  let pledgeId = 4100;
  const ctx = {
    now: start,
    nextTaskId: () => ++taskId,
    nextPledgeId: () => ++pledgeId,
    tick(ms: number) {
      ctx.now += ms;
    },
  };
  return ctx;
}
