import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { AUTHORISATION, accessRuleOf } from './index';
import { deref, indexOperations } from '../contract/route-schema';
import { loadSpec, type Parameter } from '../contract/spec';
import { bearer, signIn, testApp } from '../testing/app';

let app: FastifyInstance | undefined;
afterEach(() => app?.close());

const operations = indexOperations(loadSpec());

describe('the authorisation table', () => {
  it('names only operations of the contract', () => {
    expect(Object.keys(AUTHORISATION).filter((id) => !operations.has(id))).toEqual([]);
  });

  it('has an entry and a route for every operation of the contract', async () => {
    app = await testApp();
    await app.ready();
    // With ignoreTrailingSlash the router keeps `/api/user/` as `/api/user`.
    const served = (method: string, url: string) =>
      app!.hasRoute({ method, url }) || app!.hasRoute({ method, url: url.replace(/\/$/, '') });
    const missing = [...operations.values()].filter(
      (op) => !accessRuleOf(op.operationId) || !served(op.method, op.url),
    );
    expect(missing.map((op) => `${op.method} ${op.path} (${op.operationId})`)).toEqual([]);
  });

  it('says, for every operation whose request names a deal, a task, a collection, a person or a document, what it needs of the deal', () => {
    const NAMES_A_DEAL = ['dealId', 'taskId', 'collectionId', 'documentId', 'clientId', 'personId', 'incomeId'];
    const spec = loadSpec();
    const silent = [...operations.values()].filter((op) => {
      const params = [...op.pathParameters, ...(op.operation.parameters ?? [])].map((p) => deref<Parameter>(spec, p));
      return params.some((p) => NAMES_A_DEAL.includes(p.name)) && !accessRuleOf(op.operationId)?.deal;
    });
    expect(silent.map((op) => op.operationId)).toEqual([]);
  });

  it('documents in the contract every refusal the table can give: 401 unless public, 403 for a role or a deal to work, 404 for a deal to see', () => {
    const undocumented = [...operations.values()].flatMap((op) => {
      const rule = accessRuleOf(op.operationId);
      const responses = Object.keys(op.operation.responses ?? {});
      const needs = [
        !rule?.public && '401',
        (rule?.roles || rule?.privileges || rule?.deal?.need === 'work') && '403',
        rule?.deal && '404',
      ].filter((status): status is string => typeof status === 'string');
      return needs.filter((status) => !responses.includes(status)).map((status) => `${op.operationId} ${status}`);
    });
    expect(undocumented).toEqual([]);
  });

  it('lets an expired password through only to the password change and public operations', () => {
    const allowed = Object.entries(AUTHORISATION)
      .filter(([, rule]) => 'allowExpiredPassword' in rule && !('public' in rule))
      .map(([id]) => id);
    expect(allowed).toEqual(['changePassword']);
  });

  it('refuses at start-up a route whose operation has no entry', async () => {
    app = await testApp();
    const register = async () => {
      app!.get('/test/unlisted', async () => ({}));
      await app!.ready();
    };
    await expect(register()).rejects.toThrow(/src\/authorisation\/index\.ts/);
  });

  it('refuses at start-up a route without an operationId', async () => {
    app = await testApp();
    const register = async () => {
      app!.route({ method: 'GET', url: '/test/no-id', config: {}, handler: async () => ({}) });
      await app!.ready();
    };
    await expect(register()).rejects.toThrow(/operationId/);
  });

  it('passes with any listed role or privilege', async () => {
    app = await testApp();
    for (const [username, status] of [
      ['admin', 200],
      ['goz', 403],
      ['viewer', 403],
    ] as const) {
      const { token } = await signIn(app, username);
      const res = await app.inject({ method: 'GET', url: '/api/suggest/user-list', headers: bearer(token) });
      expect(res.statusCode, username).toBe(status);
    }
  });
});
