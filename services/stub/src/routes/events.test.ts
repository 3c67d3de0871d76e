import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { ErrorBody, TokenPair, UserTopicsResponse } from '@autocredit/generated/api';
import { hubKey, signPublisherJwt, signSubscriberJwt } from '../domain/events/hub-auth';
import { as, signIn, testApp } from '../testing/app';
import { openSse, type SseStream } from '../testing/sse-client';

const KEY = 'test-hub-key-of-at-least-32-bytes!!';
const BASE = 'https://autocredit.example';
let app: FastifyInstance;
let url: string;
const streams: SseStream[] = [];

beforeAll(async () => {
  app = await testApp({ mercureJwtKey: KEY, hubHeartbeatMs: 100 });
  url = await app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  streams.forEach((s) => s.close());
  await app.close();
});

/** GET /api/user/topics as the user: the topics and the cookie header to subscribe with. */
async function topicsOf(tokens: TokenPair) {
  const res = await as(app, tokens, { method: 'GET', url: '/api/user/topics' });
  const cookie = res.cookies.find((c) => c.name === 'mercureAuthorization');
  return { res, cookie, topics: res.json<UserTopicsResponse>().result.topics };
}

async function subscribe(topics: string[], headers: Record<string, string> = {}, extra = '') {
  const query = topics.map((t) => `topic=${encodeURIComponent(t)}`).join('&');
  const stream = await openSse(`${url}/.well-known/mercure?${query}${extra}`, headers);
  streams.push(stream);
  return stream;
}

async function publish(fields: Record<string, string | string[]>, jwt?: string) {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) for (const v of [value].flat()) body.append(key, v);
  return fetch(`${url}/.well-known/mercure`, {
    method: 'POST',
    headers: { ...(jwt && { authorization: `Bearer ${jwt}` }) },
    body,
  });
}

const publisher = (topics = ['*']) => signPublisherJwt(hubKey(KEY), topics);

describe('GET /api/user/topics', () => {
  it('returns the user and role topics and sets the subscriber cookie', async () => {
    const { res, cookie, topics } = await topicsOf(await signIn(app, 'underwriter'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      result: { topics: [`${BASE}/users/6`, `${BASE}/roles/ROLE_UNDERWRITER`], mercureHub: '/.well-known/mercure' },
    });
    expect(topics).toHaveLength(2);
    expect(cookie).toMatchObject({ path: '/.well-known/mercure', httpOnly: true, sameSite: 'Strict' });
    // it ends with the browser (no Max-Age); over plain HTTP it cannot be Secure
    expect(cookie?.maxAge).toBeUndefined();
    expect(cookie?.expires).toBeUndefined();
    expect(cookie?.secure).toBeFalsy();
  });

  it('is for the impersonated user while switched', async () => {
    const admin = await signIn(app, 'admin');
    await as(app, admin, { method: 'POST', url: '/api/impersonate/take', payload: { username: 'goz' } });
    expect((await topicsOf(admin)).topics).toEqual([`${BASE}/users/2`, `${BASE}/roles/ROLE_GOZ`]);
  });
});

describe('the hub cookie lives no longer than its session', () => {
  const refusedWith = async (cookie: string) => {
    const stream = await subscribe([`${BASE}/users/2`], { cookie: `mercureAuthorization=${cookie}` });
    return stream.status;
  };

  it('subscribes while the session lives, and is refused after /api/token/delete', async () => {
    const tokens = await signIn(app, 'goz');
    const { cookie } = await topicsOf(tokens);
    expect(await refusedWith(cookie!.value)).toBe(200);
    await app.inject({ method: 'POST', url: '/api/token/delete', payload: { refreshToken: tokens.refreshToken } });
    expect(await refusedWith(cookie!.value)).toBe(401);
  });

  it("is refused after a password change in another session of the user (the changer's own goes on)", async () => {
    const here = await signIn(app, 'credit_inspector');
    const elsewhere = await signIn(app, 'credit_inspector');
    const hereCookie = (await topicsOf(here)).cookie!.value;
    const elsewhereCookie = (await topicsOf(elsewhere)).cookie!.value;
    const changed = await as(app, here, {
      method: 'POST',
      url: '/api/user/change-password',
      payload: { password: 'brand-new', confirm: 'brand-new' },
    });
    expect(changed.statusCode).toBe(200);
    expect(await refusedWith(hereCookie)).toBe(200);
    expect(await refusedWith(elsewhereCookie)).toBe(401);
  });
});

describe('the hub', () => {
  it('streams a private update to a subscriber whose cookie allows the topic', async () => {
    const { cookie, topics } = await topicsOf(await signIn(app, 'underwriter'));
    const stream = await subscribe([topics[0]!], { cookie: `mercureAuthorization=${cookie!.value}` });
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toBe('text/event-stream');
    expect(stream.headers.get('cache-control')).toBe('no-cache');
    expect(stream.headers.get('x-accel-buffering')).toBe('no');
    // the stream carries the headers every answer of the stub has
    expect(stream.headers.get('x-content-type-options')).toBe('nosniff');
    // An underwriter's subscription starts with the queue counters (newUnderTask).
    expect(JSON.parse((await stream.next()).data).type).toBe('newUnderTask');

    const data = JSON.stringify({ type: 'newUnderTask', data: { newTasks: 14, afterRescoring: 2, afterRework: 1 } });
    const res = await publish({ topic: topics[0]!, data, private: 'on' }, await publisher());
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const id = await res.text();
    expect(id).toMatch(/^urn:uuid:[0-9a-f-]{36}$/);
    expect(await stream.next()).toEqual({ id, data });
  });

  it('does not send private updates to a subscriber without the claim, but public ones', async () => {
    const topic = `${BASE}/users/12`;
    const anonymous = await subscribe([topic]);
    const otherUser = await subscribe([topic], {
      cookie: `mercureAuthorization=${await signSubscriberJwt(hubKey(KEY), [`${BASE}/users/11`], 60)}`,
    });
    const jwt = await publisher([topic]);
    await publish({ topic, data: 'secret', private: 'on' }, jwt);
    await publish({ topic, data: 'public' }, jwt);
    expect((await anonymous.next()).data).toBe('public');
    expect((await otherUser.next()).data).toBe('public');
  });

  it('delivers a notification created in the stub as getNotification on the user’s topic', async () => {
    const { cookie, topics } = await topicsOf(await signIn(app, 'goz'));
    const stream = await subscribe(topics, { cookie: `mercureAuthorization=${cookie!.value}` });
    const created = await app.inject({
      method: 'POST',
      url: '/__stub/notifications',
      payload: { username: 'goz', title: 'Быстрое решение', body: 'Заявка № 100300 одобрена', group: 'fastDecision' },
    });
    const event = await stream.next();
    const payload = JSON.parse(event.data);
    expect(payload).toEqual({ type: 'getNotification', data: created.json() });
    expect(app.contract.schemaValidator('HubEvent')(payload)).toBe(true);
  });

  it('replays the held updates after Last-Event-ID (header or query), or all after earliest', async () => {
    const topic = `${BASE}/replay`;
    const jwt = await publisher([topic]);
    const ids: string[] = [];
    for (const data of ['one', 'two', 'three']) ids.push(await (await publish({ topic, data }, jwt)).text());

    const byHeader = await subscribe([topic], { 'last-event-id': ids[0]! });
    expect(byHeader.headers.get('last-event-id')).toBe(ids[2]);
    expect((await byHeader.next()).data).toBe('two');
    expect((await byHeader.next()).data).toBe('three');

    const byQuery = await subscribe([topic], {}, `&lastEventID=${encodeURIComponent(ids[1]!)}`);
    expect((await byQuery.next()).data).toBe('three');

    const earliest = await subscribe([topic], {}, '&lastEventID=earliest');
    expect([(await earliest.next()).data, (await earliest.next()).data, (await earliest.next()).data]).toEqual([
      'one',
      'two',
      'three',
    ]);
    const none = await subscribe([topic]);
    expect(await none.nothingWithin(150)).toBe(true);
  });

  it('starts with retry, and says eventsMissed before what it still holds when the id is too old or unknown', async () => {
    const topic = `${BASE}/missed`;
    const jwt = await publisher([topic]);
    const first = await (await publish({ topic, data: 'old' }, jwt)).text();
    const quiet = await subscribe([topic], { 'last-event-id': first });
    await new Promise((r) => setTimeout(r, 50));
    expect(quiet.raw()).toMatch(/^retry: \d+\n\n/);
    expect(await quiet.nothingWithin(100)).toBe(true);

    const unknown = await subscribe([topic], { 'last-event-id': 'urn:uuid:before-a-restart' });
    const signal = await unknown.next();
    expect(JSON.parse(signal.data)).toEqual({
      type: 'eventsMissed',
      data: { lastEventId: 'urn:uuid:before-a-restart' },
    });
    expect(signal.id).toMatch(/^urn:uuid:/);
    await publish({ topic, data: 'new' }, jwt);
    expect((await unknown.next()).data).toBe('new');
    const back = await subscribe([topic], { 'last-event-id': signal.id! });
    expect((await back.next()).data).toBe('new');
  });

  it('cuts every open stream on POST /__stub/event-streams/drop; coming back with the last id loses nothing', async () => {
    const topic = `${BASE}/dropped`;
    const jwt = await publisher([topic]);
    const stream = await subscribe([topic]);
    await publish({ topic, data: 'before' }, jwt);
    const before = await stream.next();
    const res = await app.inject({ method: 'POST', url: '/__stub/event-streams/drop' });
    expect(res.json<{ result: { dropped: number } }>().result.dropped).toBeGreaterThanOrEqual(1);
    await publish({ topic, data: 'while away' }, jwt);
    expect(await stream.nothingWithin(100)).toBe(true);
    const back = await subscribe([topic], { 'last-event-id': before.id! });
    expect((await back.next()).data).toBe('while away');
  });

  it('matches URI templates and *, and writes type, retry and multi-line data', async () => {
    const templated = await subscribe([`${BASE}/deals/{id}`]);
    const all = await subscribe(['*']);
    const res = await publish(
      { topic: `${BASE}/deals/100245`, data: 'line 1\nline 2', type: 'dealChanged', retry: '3000', id: 'deal-1' },
      await publisher(),
    );
    expect(await res.text()).toBe('deal-1');
    const expected = { id: 'deal-1', event: 'dealChanged', retry: 3000, data: 'line 1\nline 2' };
    expect(await templated.next()).toEqual(expected);
    expect(await all.next()).toEqual(expected);
    expect(all.raw()).toContain('event: dealChanged\nretry: 3000\nid: deal-1\ndata: line 1\ndata: line 2\n\n');
  });

  it('lets go of a subscriber whose connection ends', async () => {
    const before = app.hub.subscriberCount;
    const stream = await subscribe([`${BASE}/leaving`]);
    expect(app.hub.subscriberCount).toBe(before + 1);
    stream.close();
    await expect.poll(() => app.hub.subscriberCount).toBe(before);
  });

  it('sends heartbeat comments', async () => {
    const stream = await subscribe([`${BASE}/quiet`]);
    await new Promise((r) => setTimeout(r, 250));
    expect(stream.raw()).toMatch(/\n:[^\n]*\n\n/);
  });

  it('refuses a subscription without topic (400) or with an invalid JWT (401)', async () => {
    const noTopic = await fetch(`${url}/.well-known/mercure`);
    expect(noTopic.status).toBe(400);
    expect(((await noTopic.json()) as ErrorBody).errors).toEqual([
      { propertyPath: 'topic', message: 'Это поле обязательно для заполнения' },
    ]);
    const badCookie = await fetch(`${url}/.well-known/mercure?topic=x`, {
      headers: { cookie: 'mercureAuthorization=nope' },
    });
    expect(badCookie.status).toBe(401);
  });

  it('refuses publishing without a JWT, with a bad one (401), or outside its publish claim (403)', async () => {
    const fields = { topic: `${BASE}/users/6`, data: 'x' };
    const none = await publish(fields);
    expect(none.status).toBe(401);
    expect(await none.json()).toEqual({ result: 'Требуется авторизация' });
    expect((await publish(fields, 'not-a-jwt')).status).toBe(401);
    const wrongKey = await signPublisherJwt(hubKey('another-key-another-key-another-key'), ['*']);
    expect((await publish(fields, wrongKey)).status).toBe(401);
    const subscriberOnly = await signSubscriberJwt(hubKey(KEY), ['*'], 60);
    expect((await publish(fields, subscriberOnly)).status).toBe(403);
    const narrow = await publisher([`${BASE}/users/6`]);
    expect((await publish({ ...fields, topic: [`${BASE}/users/6`, `${BASE}/users/7`] }, narrow)).status).toBe(403);
    expect((await publish(fields, narrow)).status).toBe(200);
  });

  it('validates the publication', async () => {
    const res = await publish({ topic: 'x' }, await publisher());
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).errors).toEqual([
      { propertyPath: 'data', message: 'Это поле обязательно для заполнения' },
    ]);
    expect((await publish({ topic: 'x', data: 'y', retry: 'soon' }, await publisher())).status).toBe(400);
    const json = await fetch(`${url}/.well-known/mercure`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await publisher()}`, 'content-type': 'application/json' },
      body: JSON.stringify({ topic: 'x', data: 'y' }),
    });
    expect(json.status).toBe(415);
  });
});
