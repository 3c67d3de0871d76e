import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { ErrorBody, TokenPair } from '@autocredit/generated/api';
import { DomainError } from '../domain/errors';
import { bearer, signIn, testApp } from '../testing/app';
import { reasonsOf } from './errors';

let app: FastifyInstance;
let admin: TokenPair;

beforeAll(async () => {
  app = await testApp();
  admin = await signIn(app, 'admin');
});
afterAll(() => app.close());

const REQUIRED = 'Это поле обязательно для заполнения';
const FORMAT = 'Неверный формат значения';

async function send(options: InjectOptions & { url: string }, auth = true) {
  const res = await app.inject({ ...options, headers: { ...(auth && bearer(admin.token)), ...options.headers } });
  expect(res.statusCode, `${options.method} ${options.url}: ${res.body}`).toBeLessThan(500);
  return { status: res.statusCode, body: res.json<ErrorBody>() };
}

describe('bad input is a 4xx with the error envelope, never a 500', () => {
  it.each<[string, string, unknown, ErrorBody['errors']]>([
    ['a missing field', '/api/token/create', { username: 'admin' }, [{ propertyPath: 'password', message: REQUIRED }]],
    [
      'two missing fields',
      '/api/token/create',
      {},
      [
        { propertyPath: 'username', message: REQUIRED },
        { propertyPath: 'password', message: REQUIRED },
      ],
    ],
    [
      'a wrong type',
      '/api/token/create',
      { username: 'admin', password: 42 },
      [{ propertyPath: 'password', message: FORMAT }],
    ],
    [
      'an empty string',
      '/api/token/refresh',
      { refreshToken: '' },
      [{ propertyPath: 'refreshToken', message: 'Значение должно содержать не менее 1 символа' }],
    ],
    [
      'an unknown field',
      '/api/impersonate/take',
      { username: 'goz', extra: 1 },
      [{ propertyPath: 'extra', message: 'Эта форма не должна содержать дополнительных полей' }],
    ],
    ['an array instead of an object', '/api/user/change-password', [1, 2], [{ propertyPath: '', message: FORMAT }]],
    ['a null body', '/api/token/delete', null, [{ propertyPath: '', message: FORMAT }]],
    [
      'a string where an integer is expected (no coercion in JSON)',
      '/api/notification/set/viewed',
      { ids: ['1'] },
      [{ propertyPath: 'ids.0', message: FORMAT }],
    ],
    [
      'too many items',
      '/api/notification/set/viewed',
      { ids: Array.from({ length: 1001 }, (_, i) => i) },
      [{ propertyPath: 'ids', message: 'Список должен содержать не более 1000 элементов' }],
    ],
  ])('%s', async (_case, url, payload, errors) => {
    const res = await send({
      method: 'POST',
      url,
      payload: JSON.stringify(payload),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ result: 'Некорректный запрос', errors });
  });

  it.each(['{"username": "admin",', '{username: admin}', 'nope', '{"a":1}}'])('broken JSON %s', async (payload) => {
    const res = await send({
      method: 'POST',
      url: '/api/token/create',
      payload,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      result: 'Некорректный запрос',
      errors: [{ propertyPath: '', message: 'Некорректный JSON' }],
    });
  });

  it.each([
    ['with a JSON content type', { 'content-type': 'application/json' }],
    ['without a content type', {}],
  ])('an empty body %s', async (_case, headers) => {
    const res = await send({ method: 'POST', url: '/api/token/create', headers });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ propertyPath: '', message: 'Тело запроса не может быть пустым' }]);
  });

  it.each([
    ['text/plain', 'username=admin'],
    ['application/x-www-form-urlencoded', 'username=admin&password=secret'],
    ['application/xml', '<a/>'],
    ['multipart/form-data; boundary=x', '--x--'],
  ])('a wrong content type %s is 415', async (type, payload) => {
    const res = await send({ method: 'POST', url: '/api/token/create', payload, headers: { 'content-type': type } });
    expect(res.status).toBe(415);
    expect(res.body.result).toBe('Неподдерживаемый тип содержимого');
  });

  it('a body above the limit is 413', async () => {
    const res = await send({
      method: 'POST',
      url: '/api/token/create',
      payload: JSON.stringify({ username: 'a', password: 'x'.repeat(1_100_000) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(413);
  });

  it.each([
    ['page=abc', 'page', FORMAT],
    ['page=0', 'page', 'Значение должно быть не меньше 1'],
    ['page=-1', 'page', 'Значение должно быть не меньше 1'],
    ['page=1.5', 'page', FORMAT],
    ['page=1&page=2', 'page', FORMAT],
    ['page=', 'page', FORMAT],
    ['per_page=101', 'per_page', 'Значение должно быть не больше 100'],
    ['per_page=1e400', 'per_page', FORMAT],
    [`page=${'9'.repeat(400)}`, 'page', FORMAT],
    ['per_page=NaN', 'per_page', FORMAT],
    ['page=%zz', 'page', FORMAT],
  ])('an odd query value %s', async (query, propertyPath, message) => {
    for (const url of ['/api/notification/get/all', '/api/suggest/user-list']) {
      const res = await send({ method: 'GET', url: `${url}?${query}` });
      expect(res.status, url).toBe(400);
      expect(res.body.errors, url).toEqual([{ propertyPath, message }]);
    }
  });

  it.each(['page=99999999999999999999', 'page[]=1', 'unknown=1', 'username=%zz', `email=${'a'.repeat(180)}`])(
    'a harmless query %s is accepted',
    async (query) => {
      expect((await send({ method: 'GET', url: `/api/suggest/user-list?${query}` })).status).toBe(200);
    },
  );

  it('an over-long query value is refused', async () => {
    const res = await send({ method: 'GET', url: `/api/suggest/user-list?username=${'u'.repeat(181)}` });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { propertyPath: 'username', message: 'Значение должно содержать не более 180 символов' },
    ]);
  });

  it('an over-long declared header is refused', async () => {
    const res = await send({ method: 'GET', url: '/api/app/info', headers: { 'x-app-session-id': 'x'.repeat(101) } });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { propertyPath: 'x-app-session-id', message: 'Значение должно содержать не более 100 символов' },
    ]);
  });

  it('an unknown route or method is 404', async () => {
    for (const [method, url] of [
      ['GET', '/api/nothing'],
      ['DELETE', '/api/user/'],
      ['GET', '/api/token/create'],
    ] as const) {
      const res = await send({ method, url });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ result: 'Не найдено', detail: 'Не найдено' });
    }
  });

  it('a malformed URL is 400', async () => {
    for (const url of ['/api/user/%E0%A4%A', '/api/user/%']) {
      const res = await send({ method: 'GET', url });
      expect(res.status).toBe(400);
      expect(res.body.result).toBe('Некорректный запрос');
    }
  });

  it('the trailing slash does not matter', async () => {
    expect((await send({ method: 'GET', url: '/api/user' })).status).toBe(200);
  });

  it('authentication comes before validation', async () => {
    const res = await send({ method: 'POST', url: '/api/impersonate/take', payload: {} }, false);
    expect(res.status).toBe(401);
  });
});

describe("a 400 in the operation's own shape (contract.route(op, { badRequest }))", () => {
  /** A test app with one more route of a form post's operation at /test/form, as admin may call it. */
  async function formApp(badRequest?: (request: unknown, error: ErrorBody) => unknown) {
    const own = await testApp();
    own.route({
      ...own.contract.route('saveDealInfoForm', { ...(badRequest && { badRequest }) }),
      url: '/test/form/:dealId',
      handler: async () => {
        throw new DomainError('invalid', 'Действие недоступно');
      },
    });
    await own.ready();
    return { own, token: (await signIn(own, 'admin')).token };
  }

  it("refuses at start-up a route whose operation's 400 is not an ErrorBody and that gives no answer of its own", async () => {
    await expect(formApp()).rejects.toThrow(/config\.badRequest/);
  });

  it('answers every 400 of the route with it: bad input and the domain’s refusals alike', async () => {
    const form = { formName: 'client', fields: {} };
    const { own, token } = await formApp((_request, error) => ({ result: { form, errors: reasonsOf(error) } }));
    try {
      const post = (payload: string) =>
        own.inject({
          method: 'POST',
          url: '/test/form/100001',
          payload,
          headers: { ...bearer(token), 'content-type': 'application/json' },
        });
      expect((await post('{')).json()).toEqual({ result: { form, errors: ['Некорректный JSON'] } });
      expect((await post('{"client": 1}')).json()).toEqual({
        result: { form, errors: ['client: Неверный формат значения'] },
      });
      const refused = await post('{"client": {}}');
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ result: { form, errors: ['Действие недоступно'] } });
    } finally {
      await own.close();
    }
  });

  it('answers what it throws; a 400 it cannot make is a 500', async () => {
    for (const [thrown, status] of [
      [new DomainError('not-found', 'Заявка не найдена'), 404],
      [new DomainError('invalid', 'x'), 500],
    ] as const) {
      const { own, token } = await formApp(() => {
        throw thrown;
      });
      try {
        const res = await own.inject({
          method: 'POST',
          url: '/test/form/100001',
          payload: '{',
          headers: { ...bearer(token), 'content-type': 'application/json' },
        });
        expect(res.statusCode, res.body).toBe(status);
      } finally {
        await own.close();
      }
    }
  });
});
