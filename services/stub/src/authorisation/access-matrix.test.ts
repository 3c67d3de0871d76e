import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Privilege, Role, TokenPair } from '@autocredit/generated/api';
import { accessRuleOf, type AccessRule } from './index';
import { deref, indexOperations, type OperationInfo } from '../contract/route-schema';
import { loadSpec, type JsonSchema, type Parameter } from '../contract/spec';
import { passes } from '../domain/auth/roles';
import { SEED_USERS } from '../domain/auth/seed-users';
import { isOpen } from '../domain/process';
import { COLLECTION_ID_BASE } from '../domain/world/records';
import { texts } from '../domain/errors';
import { bearer, signIn, testApp } from '../testing/app';

/**
 * Every operation of the contract called as every seeded user, on a deal of the user's own (one they work, or see)
 * and on another's (out of their scope, or worked by someone else), without a token, with a tampered and with a
 * revoked one, and as the administrator impersonating an operator; each answer compared with what the access table
 * (src/authorisation/) says: 401, the rule's 403, the deal's 404 (out of scope) or 403 (in work by someone else), or
 * through to the operation (which may still refuse on its own terms, never with a 401 or a 5xx).
 */

const spec = loadSpec();
const operations = [...indexOperations(spec).values()];
/** The public operations (sign-in, the hub) check their own credentials and are tested with them. */
const checked = operations.filter((op) => !accessRuleOf(op.operationId)!.public);

interface Rights {
  id: number;
  username: string;
  roles: readonly Role[];
  privileges: readonly Privilege[];
  passwordExpired: boolean;
}

interface Call {
  op: OperationInfo;
  rule: AccessRule;
  /** The deal (row) the ids name, when the operation names one. */
  deal: number | null;
  request: InjectOptions & { url: string };
}

type Outcome = { status: number; text: string } | 'through';

let app: FastifyInstance;
const tokens: Record<string, TokenPair> = {};
let requests = 0;
/** Whether the last request passed the table's checks (the token and roles on request, the deal before validation). */
let reached = false;

beforeAll(async () => {
  app = await testApp();
  app.addHook('preValidation', async () => {
    reached = true;
  });
  for (const user of SEED_USERS) tokens[user.username] = await signIn(app, user.username);
});
afterAll(() => app?.close());

const world = () => app.store.world;
const rightsOf = (username: string): Rights => {
  const user = SEED_USERS.find((u) => u.username === username)!;
  return { ...user, passwordExpired: user.passwordExpired === true };
};

/** The holders of the deal's open tasks (a deal in work has some). */
const workersOf = (deal: number) =>
  app.store.deals.currentState(deal).tasks.flatMap((t) => (isOpen(t) && t.assignee !== null ? [t.assignee] : []));
const sees = (user: Rights, deal: number) => app.store.lists.visible(user, deal);

/** The user's own deal (one they hold a task of, else the first they see) and another's (unseen, else in others' work). */
function dealsOf(user: Rights): { own: number; other: number } {
  const w = world();
  const rows = Array.from({ length: Math.min(w.deals.count, 3000) }, (_, d) => d);
  const own = rows.find((d) => workersOf(d).includes(user.username)) ?? rows.find((d) => sees(user, d)) ?? rows[0]!;
  const other =
    rows.find((d) => !sees(user, d)) ??
    rows.find((d) => workersOf(d).length > 0 && !workersOf(d).includes(user.username))!;
  return { own, other };
}

/** A task of the deal: the user's, else its current one, else any. */
function taskOf(deal: number, username: string): number {
  const w = world();
  const held = app.store.deals.currentState(deal).tasks.find((t) => isOpen(t) && t.assignee === username);
  if (held) return held.id;
  const current = w.deals.currentTask[deal]!;
  return current >= 0 ? w.taskId(current) : w.taskId(w.dealTasks(deal)[0] ?? 0);
}

/** A value of a parameter: the deal's ids for the ids that name a deal, else one its schema takes. */
function valueOf(param: Parameter, deal: number, username: string): string {
  const w = world();
  const byName: Record<string, () => number> = {
    dealId: () => w.dealId(deal),
    targetDealId: () => w.dealId(deal),
    taskId: () => taskOf(deal, username),
    collectionId: () => COLLECTION_ID_BASE + deal,
    documentId: () => (COLLECTION_ID_BASE + deal) * 1000 + 1,
    clientId: () => w.clientId(w.deals.client[deal]!),
    personId: () => w.clientId(w.deals.client[deal]!),
    entityId: () => w.clientId(w.deals.client[deal]!),
    pledgeId: () => w.pledgeId(0),
  };
  if (byName[param.name]) return String(byName[param.name]!());
  const schema = deref<JsonSchema>(spec, (param.schema ?? {}) as JsonSchema);
  if (Array.isArray(schema.enum)) return String(schema.enum[0]);
  if (schema.type === 'integer' || schema.type === 'number') return '1';
  return 'x';
}

/** The request of an operation on a deal, as the user (whose ids of the deal it takes). */
function callOf(op: OperationInfo, deal: number, username: string): Call {
  const rule = accessRuleOf(op.operationId)!;
  const params = [...op.pathParameters, ...(op.operation.parameters ?? [])].map((p) => deref<Parameter>(spec, p));
  let url = op.path;
  const query = new URLSearchParams();
  for (const p of params) {
    if (p.in === 'path') url = url.replace(`{${p.name}}`, encodeURIComponent(valueOf(p, deal, username)));
    if (p.in === 'query' && (p.required || p.name === rule.deal?.param)) query.set(p.name, valueOf(p, deal, username));
  }
  if ([...query.keys()].length > 0) url += `?${query}`;
  const request: Call['request'] = { method: op.method, url };
  if (op.requestTypes.includes('application/json')) {
    // An empty body (the operation's validation refuses it once through the table), or the body's id of the deal.
    const { deal: access } = rule;
    const id = access?.in === 'body' && Number(valueOf({ name: access.param, in: 'path' }, deal, username));
    request.payload = access?.in === 'body' ? { id: 1, [access.param]: id } : {};
  }
  // An income's id (which the walk does not look up) names no deal: its operations answer their own 404.
  const namesDeal = rule.deal !== undefined && rule.deal.kind !== 'income';
  return { op, rule, deal: namesDeal ? deal : null, request };
}

/** The deals (rows) the call's id names: the deal, or for a person every deal of the client. */
function namedDeals(call: Call): number[] {
  if (call.deal === null) return [];
  if (call.rule.deal?.kind !== 'person') return [call.deal];
  const w = world();
  const client = w.deals.client[call.deal]!;
  const rows: number[] = [];
  for (let d = w.clients.lastDeal[client]!; d >= 0; d = w.deals.nextOfClient[d]!) rows.push(d);
  return rows;
}

/** What the table says of the call by a user with these rights (undefined: no valid token). */
function expected(call: Call, signedIn: Rights | undefined, actedAs: Rights | undefined): Outcome {
  if (!signedIn || !actedAs) return { status: 401, text: texts.authRequired };
  const { rule } = call;
  if (signedIn.passwordExpired && !rule.allowExpiredPassword) return { status: 401, text: texts.passwordExpired };
  const subject = rule.asSignedInUser ? signedIn : actedAs;
  if (!passes(subject, rule)) return { status: 403, text: rule.forbidden ?? texts.forbidden };
  const deals = namedDeals(call);
  if (rule.deal && deals.length > 0) {
    const seen = deals.filter((d) => sees(actedAs, d));
    if (seen.length === 0) return { status: 404, text: rule.deal.missing ?? 'Заявка не найдена' };
    if (rule.deal.need === 'work' && !seen.some((d) => workersOf(d).includes(actedAs.username)))
      return { status: 403, text: rule.forbidden ?? texts.forbidden };
  }
  return 'through';
}

async function send(call: Call, headers: Record<string, string>) {
  requests++;
  reached = false;
  const res = await app.inject({ ...call.request, headers: { ...call.request.headers, ...headers } });
  // The contract's errors say their text in `result`; other answers (a file, a stream) have none.
  const json = String(res.headers['content-type']).includes('json') ? res.json<{ result?: unknown }>() : {};
  return { status: res.statusCode, text: String(json.result ?? ''), reached };
}

/** Calls and compares; gives the mismatches as lines. */
async function check(call: Call, headers: Record<string, string>, signedIn?: Rights, actedAs?: Rights) {
  const want = expected(call, signedIn, actedAs);
  const got = await send(call, headers);
  const where = `${call.op.method} ${call.request.url} (${call.op.operationId}) as ${actedAs?.username ?? 'nobody'}`;
  if (want === 'through') {
    // Through the table: the operation answers (its validation's 400, its own refusals), never 401 nor 5xx.
    if (!got.reached || got.status === 401 || got.status >= 500)
      return [`${where}: through expected, got ${got.status} ${got.text}`];
    return [];
  }
  if (got.reached || got.status !== want.status || got.text !== want.text) {
    return [`${where}: ${want.status} ${want.text} expected, got ${got.status} ${got.text}`];
  }
  return [];
}

/** Every checked operation as the user, on their own deal and on another's (once for an operation of no deal). */
async function walk(username: string, headers: Record<string, string>, signedIn: Rights, skip = new Set<string>()) {
  const actedAs = rightsOf(username);
  const { own, other } = dealsOf(actedAs);
  const mismatches: string[] = [];
  for (const op of checked) {
    if (skip.has(op.operationId)) continue;
    const rule = accessRuleOf(op.operationId)!;
    for (const deal of rule.deal ? [own, other] : [own]) {
      mismatches.push(...(await check(callOf(op, deal, username), headers, signedIn, actedAs)));
    }
  }
  return mismatches;
}

/** The session's own operations are walked last: a password change or an impersonation would change the rights. */
const SESSION_CHANGES = new Set(['changePassword', 'takeImpersonation', 'leaveImpersonation']);

describe('the access table, every operation as every role', () => {
  it.each(SEED_USERS.map((u) => u.username))('as %s', async (username) => {
    const rights = rightsOf(username);
    const mismatches = await walk(username, bearer(tokens[username]!.token), rights, SESSION_CHANGES);
    expect(mismatches).toEqual([]);
  });

  it('without a token, with a tampered and with a revoked one: 401 everywhere', async () => {
    const revoked = await signIn(app, 'underwriter');
    const res = await app.inject({
      method: 'POST',
      url: '/api/token/delete',
      payload: { refreshToken: revoked.refreshToken },
    });
    expect(res.statusCode).toBe(200);
    const good = tokens['underwriter']!.token;
    const tampered = good.slice(0, -2) + (good.endsWith('AA') ? 'BB' : 'AA');
    const mismatches: string[] = [];
    const deal = dealsOf(rightsOf('underwriter')).own;
    for (const headers of [
      {},
      bearer(tampered),
      bearer(revoked.token),
      { authorization: 'Basic dW5kZXJ3cml0ZXI6c2VjcmV0' },
    ]) {
      for (const op of checked) mismatches.push(...(await check(callOf(op, deal, 'underwriter'), headers)));
    }
    expect(mismatches).toEqual([]);
  });

  it('impersonation gives exactly the target’s rights: the administrator as the operator', async () => {
    const admin = await signIn(app, 'admin');
    const take = await app.inject({
      method: 'POST',
      url: '/api/impersonate/take',
      headers: bearer(admin.token),
      payload: { username: 'goz' },
    });
    expect(take.statusCode, take.body).toBe(200);
    const mismatches = await walk('goz', bearer(admin.token), rightsOf('admin'), SESSION_CHANGES);
    expect(mismatches).toEqual([]);
  });

  it('counts its requests', () => {
    // Every checked operation, twice where it names a deal, per user; four token cases; the impersonation.
    expect(requests).toBeGreaterThan(checked.length * (SEED_USERS.length + 5));
    console.info(`access matrix: ${requests} requests, ${checked.length} operations, ${SEED_USERS.length} users`);
  });
});

describe('a deal is changed by whoever works it', () => {
  let fresh: FastifyInstance;
  const signedIn: Record<string, TokenPair> = {};
  beforeAll(async () => {
    fresh = await testApp();
    for (const user of [
      'goz',
      'pledge_editor',
      'underwriter',
      'underwriter_external',
      'credit_inspector',
      'release_manager',
    ])
      signedIn[user] = await signIn(fresh, user);
  });
  afterAll(() => fresh?.close());
  const post = (user: string, url: string, payload?: object) =>
    fresh.inject({ method: 'POST', url, headers: bearer(signedIn[user]!.token), ...(payload && { payload }) });
  const CANCEL = { cancelStatementDate: '2026-11-20', cancelUpPercentDate: '2026-12-20' };
  const release = (dealId: number) =>
    JSON.stringify(fresh.store.deals.currentSource(fresh.store.world.dealRow(dealId)!).release);

  it('the release decision of a deal in the queue: refused to all, the operator of its sale point too; its release manager once claimed', async () => {
    const before = release(100211);
    for (const user of ['pledge_editor', 'underwriter_external', 'goz', 'release_manager']) {
      for (const [url, payload] of [
        ['/api/autocredit/change-agreed-auto/100211/1', undefined],
        ['/api/autocredit/100211/optional/cancel/lifeInsurance', CANCEL],
      ] as const) {
        const res = await post(user, url, payload);
        expect([res.statusCode, res.json()], `${user} ${url}`).toEqual([
          403,
          { result: 'Нет доступа', detail: 'Нет доступа' },
        ]);
      }
    }
    expect(release(100211)).toBe(before);
    expect((await post('release_manager', '/api/task/claim/731284')).statusCode).toBe(200);
    const agreed = await post('release_manager', '/api/autocredit/change-agreed-auto/100211/1');
    expect([agreed.statusCode, agreed.json()]).toEqual([200, { result: true }]);
  });

  it("another holding's deal: the bank's staff who do not work it are refused, the operators do not see it", async () => {
    const before = release(100222);
    for (const user of [
      'underwriter',
      'underwriter_external',
      'credit_inspector',
      'release_manager',
      'pledge_editor',
    ]) {
      const res = await post(user, '/api/autocredit/change-agreed-auto/100222/0');
      expect(res.statusCode, user).toBe(403);
    }
    const goz = await post('goz', '/api/autocredit/change-agreed-auto/100222/0');
    expect([goz.statusCode, goz.json()]).toEqual([404, { result: 'Заявка не найдена', detail: 'Заявка не найдена' }]);
    expect(release(100222)).toBe(before);
  });
});
