import type { FastifyInstance } from 'fastify';
import type { TokenPair } from '@autocredit/generated/api';
import { accessRuleOf } from '../authorisation';
import type { OperationInfo } from '../contract/route-schema';
import { loadSpec, type JsonSchema, type Parameter, type Ref } from '../contract/spec';
import { passes } from '../domain/auth/roles';
import { SEED_USERS } from '../domain/auth/seed-users';
import { signIn } from './app';

const isRef = (value: unknown): value is Ref =>
  typeof value === 'object' && value !== null && typeof (value as Ref).$ref === 'string';

/** Follows `#/components/...` references (and the route schemas' `openapi#/components/...`). */
export function derefSpec<T>(value: T | Ref): T {
  const spec = loadSpec();
  let current: unknown = value;
  while (isRef(current)) {
    const ref = current.$ref;
    current = ref
      .slice(ref.indexOf('#') + 2)
      .split('/')
      .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], spec);
  }
  return current as T;
}

/**
 * Calls of the contract's operations on a built stub, as the tests of bad input make them: the operations the stub
 * serves, a seeded user the access table lets through, that user's token, and path values that exist in the seeded
 * world (a deal the user works, its open task).
 */
export function contractCalls(app: () => FastifyInstance) {
  const tokens = new Map<string, TokenPair>();

  /** The operations of the contract the stub has a route for. */
  function servedOperations(): OperationInfo[] {
    const served = (method: string, url: string) =>
      app().hasRoute({ method, url }) || app().hasRoute({ method, url: url.replace(/\/$/, '') });
    return [...app().contract.operations.values()].filter((op) => served(op.method, op.url));
  }

  /** A seeded user the operation's access rule lets through: the admin when it may, else the first one who may. */
  function userFor(operationId: string): string | null {
    const rule = accessRuleOf(operationId);
    if (!rule || rule.public) return null;
    const users = SEED_USERS.filter((u) => !u.passwordExpired);
    const admin = users.find((u) => u.username === 'admin')!;
    if (passes(admin, rule)) return admin.username;
    const user = users.find((u) => passes(u, rule));
    if (!user) throw new Error(`no seeded user may call ${operationId}`);
    return user.username;
  }

  async function headersOf(user: string | null): Promise<Record<string, string>> {
    if (user === null) return {};
    let pair = tokens.get(user);
    if (!pair) {
      pair = await signIn(app(), user);
      tokens.set(user, pair);
    }
    return { authorization: `Bearer ${pair.token}` };
  }

  /** A deal the user sees that has an open task (its row): one whose task the user holds when there is one. */
  function dealOf(user: string | null): number {
    const { world, lists, users } = app().store;
    const found = user === null ? undefined : users.byUsername(user);
    const viewer = found ?? { id: 1, roles: ['ROLE_ADMIN' as const], privileges: [] };
    let visible: number | undefined;
    for (let row = 0; row < world.deals.count; row++) {
      const task = world.deals.currentTask[row]!;
      if (task < 0 || !lists.visible(viewer, row)) continue;
      if (world.staff[world.tasks.assignee[task]!]?.username === user) return row;
      visible ??= row;
    }
    if (visible === undefined) throw new Error(`no deal with an open task is visible to ${user}`);
    return visible;
  }

  /** A value of a path parameter that exists in the seeded world (a deal the user sees, its open task...). */
  function pathValue(param: Parameter, user: string | null): string {
    const { world, deals } = app().store;
    const deal = dealOf(user);
    const schema = derefSpec<JsonSchema>(param.schema ?? {});
    switch (param.name) {
      case 'dealId':
        return String(world.dealId(deal));
      case 'taskId':
        return String(world.taskId(world.deals.currentTask[deal]!));
      case 'service':
        return deals.entry(deal).source.release.services[0]?.code ?? 'kasko';
    }
    const example = (param as { example?: unknown }).example ?? schema.example ?? (schema.enum as unknown[])?.[0];
    if (example !== undefined) return String(example);
    return schema.type === 'integer' || schema.type === 'number' ? '1' : 'x';
  }

  return { servedOperations, userFor, headersOf, dealOf, pathValue };
}
