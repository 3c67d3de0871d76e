import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { controlApp } from '../../testing/control';

let app: FastifyInstance;
afterEach(() => app?.close());

const add = (payload: unknown) => app.inject({ method: 'POST', url: '/__stub/faults', payload: payload as object });

describe('/__stub/faults', () => {
  it('answers 201 with the fault and lists it', async () => {
    app = await controlApp();
    const res = await add({ method: 'GET', path: '/api/autocredit/list', delayMs: 2000, times: 0 });
    expect(res.statusCode).toBe(201);
    const fault = res.json();
    expect(fault).toEqual({
      id: expect.any(Number),
      method: 'GET',
      path: '/api/autocredit/list',
      status: null,
      delayMs: 2000,
      times: 0,
      remaining: null,
      hits: 0,
    });
    expect((await app.inject({ method: 'GET', url: '/__stub/faults' })).json()).toEqual({ result: [fault] });
  });

  it.each([
    ['no path', { status: 500 }, 'path', 'Это поле обязательно для заполнения'],
    ['a status below 400', { path: '/a', status: 302 }, 'status', 'Значение должно быть не меньше 400'],
    ['a status above 599', { path: '/a', status: 600 }, 'status', 'Значение должно быть не больше 599'],
    ['a delay above a minute', { path: '/a', delayMs: 60_001 }, 'delayMs', 'Значение должно быть не больше 60000'],
    ['negative times', { path: '/a', status: 500, times: -1 }, 'times', 'Значение должно быть не меньше 0'],
    ['an unknown method', { path: '/a', status: 500, method: 'FETCH' }, 'method', 'Выбранное значение недопустимо'],
    ['a string status', { path: '/a', status: '500' }, 'status', 'Неверный формат значения'],
    [
      'an unknown field',
      { path: '/a', status: 500, code: 1 },
      'code',
      'Эта форма не должна содержать дополнительных полей',
    ],
    ['neither status nor delay', { path: '/a' }, 'status', 'Укажите status или delayMs'],
    ['a body without status', { path: '/a', delayMs: 5, body: {} }, 'body', 'Тело ответа задаётся вместе со status'],
  ])('refuses %s with 400', async (_case, payload, propertyPath, message) => {
    app = await controlApp();
    const res = await add(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ propertyPath, message });
  });

  it('refuses a broken regular expression and a body that is not JSON', async () => {
    app = await controlApp();
    const regex = await add({ path: '/^(api/', status: 500 });
    expect(regex.statusCode).toBe(400);
    expect(regex.json().errors[0]).toMatchObject({ propertyPath: 'path' });
    const json = await app.inject({
      method: 'POST',
      url: '/__stub/faults',
      headers: { 'content-type': 'application/json' },
      payload: '{"path":',
    });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toEqual({
      result: 'Некорректный запрос',
      errors: [{ propertyPath: '', message: 'Некорректный JSON' }],
    });
  });

  it('deletes one fault or all; an unknown id is 404, a bad one 400', async () => {
    app = await controlApp();
    const first = (await add({ path: '/a', status: 500 })).json();
    await add({ path: '/b', status: 500 });
    await add({ path: '/c', status: 500 });
    expect((await app.inject({ method: 'DELETE', url: `/__stub/faults/${first.id}` })).json()).toEqual({ removed: 1 });
    const unknown = await app.inject({ method: 'DELETE', url: `/__stub/faults/${first.id}` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toHaveProperty('result');
    expect((await app.inject({ method: 'DELETE', url: '/__stub/faults/abc' })).statusCode).toBe(400);
    expect((await app.inject({ method: 'DELETE', url: '/__stub/faults' })).json()).toEqual({ removed: 2 });
    expect((await app.inject({ method: 'GET', url: '/__stub/faults' })).json()).toEqual({ result: [] });
  });
});
