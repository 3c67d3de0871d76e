import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { UserTopicsResponse } from '@autocredit/generated/api';
import { as, signIn } from '../../testing/app';
import { controlApp } from '../../testing/control';
import { openSse, type SseStream } from '../../testing/sse-client';

let app: FastifyInstance;
let url: string;
const streams: SseStream[] = [];

beforeAll(async () => {
  app = await controlApp();
  url = await app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  streams.forEach((s) => s.close());
  await app.close();
});

const publish = (payload: unknown) =>
  app.inject({ method: 'POST', url: '/__stub/publish', payload: payload as object });

/** An event stream of the user's topics, with the cookie the web app gets (an underwriter's starts with the counters). */
async function streamOf(username: string) {
  const topicsRes = await as(app, await signIn(app, username), { method: 'GET', url: '/api/user/topics' });
  const { topics } = topicsRes.json<UserTopicsResponse>().result;
  const cookie = topicsRes.cookies.find((c) => c.name === 'mercureAuthorization')!;
  const query = topics.map((t) => `topic=${encodeURIComponent(t)}`).join('&');
  const stream = await openSse(`${url}/.well-known/mercure?${query}`, { cookie: `${cookie.name}=${cookie.value}` });
  streams.push(stream);
  if (username.startsWith('underwriter')) expect(JSON.parse((await stream.next()).data).type).toBe('newUnderTask');
  return stream;
}

const notification = {
  type: 'getNotification',
  data: {
    id: 9001,
    status: 'send',
    createdAt: '2026-11-22T10:15:00+03:00',
    notification: {
      message: { title: 'Заявка № 100245', body: 'Клиент согласился с решением', code: 'clientApproved' },
      notificationGroup: 'autocredit',
    },
    additionalOptions: { dealId: 100245 },
  },
};

describe('POST /__stub/publish', () => {
  it('publishes a private event to the user’s topic', async () => {
    const stream = await streamOf('underwriter');
    const res = await publish({ username: 'underwriter', event: notification, private: true });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.stringMatching(/^urn:uuid:/),
      topics: ['https://autocredit.example/users/6'],
      private: true,
    });
    const event = await stream.next();
    expect(event.id).toBe(res.json().id);
    expect(JSON.parse(event.data)).toEqual(notification);
  });

  it('publishes to any topic', async () => {
    const stream = await streamOf('underwriter_chief');
    const event = { type: 'newUnderTask', data: { newTasks: 14, afterRescoring: 2, afterRework: 1 } };
    const res = await publish({ topic: 'https://autocredit.example/roles/ROLE_UNDERWRITER_CHIEF', event });
    expect(res.statusCode).toBe(201);
    expect(res.json().private).toBe(false);
    expect(JSON.parse((await stream.next()).data)).toEqual(event);
  });

  it('checks the event against the contract’s schema of its type', async () => {
    const unknownType = await publish({ username: 'goz', event: { type: 'somethingElse', data: {} } });
    expect(unknownType.statusCode).toBe(400);
    expect(unknownType.json()).toEqual({
      result: 'Некорректный запрос',
      errors: [{ propertyPath: 'event.type', message: 'Выбранное значение недопустимо' }],
    });
    const badData = await publish({
      username: 'goz',
      event: { type: 'newUnderTask', data: { newTasks: -1, afterRescoring: 0, afterRework: 0 } },
    });
    expect(badData.statusCode).toBe(400);
    expect(badData.json().errors).toEqual([
      { propertyPath: 'event.data.newTasks', message: 'Значение должно быть не меньше 0' },
    ]);
    const missing = await publish({ username: 'goz', event: { type: 'getNotification', data: { id: 1 } } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([
      { propertyPath: 'event.data.status', message: 'Это поле обязательно для заполнения' },
    ]);
    expect((await publish({ username: 'goz' })).json().errors).toEqual([
      { propertyPath: 'event', message: 'Это поле обязательно для заполнения' },
    ]);
  });

  it('needs exactly one of username and topic, and a known user', async () => {
    const event = { type: 'newUnderTask', data: { newTasks: 1, afterRescoring: 0, afterRework: 0 } };
    for (const payload of [{ event }, { event, username: 'goz', topic: 'x' }]) {
      const res = await publish(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0]).toMatchObject({ propertyPath: 'username' });
    }
    const unknown = await publish({ event, username: 'nobody' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ result: 'Пользователь не найден', detail: 'Пользователь не найден' });
  });
});
