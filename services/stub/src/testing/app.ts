import { afterAll, beforeAll, vi } from 'vitest';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { HubEvent, TokenPair } from '@autocredit/generated/api';
import { buildApp, type BuildOptions } from '../app';
import type { StubConfig } from '../config/config';

/** The stub as tests build it: silent, otherwise the defaults. */
export function testApp(config: Partial<StubConfig> = {}, options: BuildOptions = {}): Promise<FastifyInstance> {
  return buildApp({ logLevel: 'silent', ...config }, options);
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export async function signIn(app: FastifyInstance, username: string, password = 'secret'): Promise<TokenPair> {
  const res = await app.inject({ method: 'POST', url: '/api/token/create', payload: { username, password } });
  if (res.statusCode !== 200) throw new Error(`sign-in of ${username} answered ${res.statusCode}: ${res.body}`);
  return res.json<TokenPair>();
}

/** A request with the access token of the pair. */
export function as(
  app: FastifyInstance,
  tokens: TokenPair,
  options: InjectOptions & { url: string },
): Promise<LightMyRequestResponse> {
  return app.inject({ ...options, headers: { ...options.headers, ...bearer(tokens.token) } });
}

/** The hubs' own publish, kept from the first recording (a later one must not call the recording spy itself). */
const hubPublish = new WeakMap<object, FastifyInstance['hub']['publish']>();

/**
 * What the app's hub publishes from now on, in order: the topics and the parsed event. A later recording in the same
 * app takes over from an earlier one.
 */
export function recordPublished(app: FastifyInstance): { topics: string[]; event: HubEvent }[] {
  const published: { topics: string[]; event: HubEvent }[] = [];
  const original = hubPublish.get(app.hub) ?? app.hub.publish.bind(app.hub);
  hubPublish.set(app.hub, original);
  vi.spyOn(app.hub, 'publish').mockImplementation((topics, data, options) => {
    published.push({ topics: [...topics], event: JSON.parse(data) as HubEvent });
    return original(topics, data, options);
  });
  return published;
}

/**
 * A stub built once for a test file, with these users signed in: `call(user, method, url, payload?)` sends a request
 * as one of them. Builds in beforeAll and closes in afterAll.
 */
export function signedInApp(usernames: readonly string[], config: Partial<StubConfig> = {}) {
  const state: { app?: FastifyInstance; tokens: Record<string, TokenPair> } = { tokens: {} };
  beforeAll(async () => {
    state.app = await testApp(config);
    for (const username of usernames) state.tokens[username] = await signIn(state.app, username);
  });
  afterAll(() => state.app?.close());
  const app = () => {
    if (!state.app) throw new Error('the app is built in beforeAll');
    return state.app;
  };
  const call = (user: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) => {
    const tokens = state.tokens[user];
    if (!tokens) throw new Error(`${user} is not signed in`);
    return as(app(), tokens, { method, url, ...(payload !== undefined && { payload }) });
  };
  return { app, call };
}
