import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { UserTopicsResponse } from '@autocredit/generated/api';
import { hubKey, verifyHubJwt } from '../domain/events/hub-auth';
import { as, signIn, testApp } from '../testing/app';

/** A small Mercure-protocol publish endpoint: what it received, form and JWT claims, in order. */
const received: { authorization: string; form: URLSearchParams }[] = [];
const KEY = 'test-relay-key-of-at-least-32-bytes!!';
const hub = createServer((req: IncomingMessage, res) => {
  let body = '';
  req.on('data', (chunk) => (body += chunk));
  req.on('end', () => {
    received.push({ authorization: req.headers.authorization ?? '', form: new URLSearchParams(body) });
    const failing = new URLSearchParams(body).get('data')?.includes('refuse me');
    res.writeHead(failing ? 500 : 200, { 'content-type': 'text/plain' }).end(new URLSearchParams(body).get('id') ?? '');
  });
});
let app: FastifyInstance;

beforeAll(async () => {
  await new Promise<void>((resolve) => hub.listen(0, '127.0.0.1', resolve));
  const { port } = hub.address() as AddressInfo;
  app = await testApp({
    mercureJwtKey: KEY,
    mercurePublishUrl: `http://127.0.0.1:${port}/.well-known/mercure`,
    mercureHubUrl: 'https://hub.example/.well-known/mercure',
  });
});
afterAll(async () => {
  await app.close();
  hub.close();
});

const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 20));
};

describe('an external Mercure hub', () => {
  it('receives every update in order over the publish protocol, with a publisher JWT it can check', async () => {
    const before = received.length;
    const first = app.hub.publish(['https://autocredit.example/users/6'], '{"type":"one"}', { private: true });
    const refused = app.hub.publish(['https://autocredit.example/roles/R'], 'refuse me');
    const last = app.hub.publish(['https://a/x', 'https://a/y'], 'line 1\nline 2', { type: 'kind', retry: 500 });
    await until(() => received.length >= before + 3);
    const got = received.slice(before);
    expect(got.map((r) => r.form.get('id'))).toEqual([first.id, refused.id, last.id]);
    expect(Object.fromEntries(got[0]!.form)).toEqual({
      topic: 'https://autocredit.example/users/6',
      data: '{"type":"one"}',
      id: first.id,
      private: 'on',
    });
    expect(got[2]!.form.getAll('topic')).toEqual(['https://a/x', 'https://a/y']);
    expect(Object.fromEntries(got[2]!.form)).toMatchObject({ data: 'line 1\nline 2', type: 'kind', retry: '500' });
    expect(got[2]!.form.has('private')).toBe(false);
    const claims = await verifyHubJwt(hubKey(KEY), got[0]!.authorization.replace(/^Bearer /, ''));
    expect(claims?.publish).toEqual(['*']);
  });

  it('gets the notifications the stub makes, and the topics call names that hub with a cookie it accepts', async () => {
    const before = received.length;
    const res = await app.inject({
      method: 'POST',
      url: '/__stub/notifications',
      payload: { username: 'underwriter', title: 'Заявка № 100245', body: 'Клиент согласился' },
    });
    expect(res.statusCode).toBe(201);
    await until(() => received.length > before);
    const event = JSON.parse(received.at(-1)!.form.get('data')!);
    expect(event).toMatchObject({
      type: 'getNotification',
      data: { notification: { message: { body: 'Клиент согласился' } } },
    });
    expect(received.at(-1)!.form.get('private')).toBe('on');

    const tokens = await signIn(app, 'underwriter');
    const topics = await as(app, tokens, { method: 'GET', url: '/api/user/topics' });
    expect(topics.json<UserTopicsResponse>().result.mercureHub).toBe('https://hub.example/.well-known/mercure');
    const cookie = topics.cookies.find((c) => c.name === 'mercureAuthorization')!;
    const subscriber = await verifyHubJwt(hubKey(KEY), cookie.value);
    expect(subscriber?.subscribe).toEqual(topics.json<UserTopicsResponse>().result.topics);
    expect(received.at(-1)!.form.getAll('topic')).toEqual(
      expect.arrayContaining([topics.json<UserTopicsResponse>().result.topics[0]]),
    );
  });
});
