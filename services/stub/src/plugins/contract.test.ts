import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { as, signIn, testApp } from '../testing/app';

let app: FastifyInstance | undefined;
afterEach(() => app?.close());

/** A stream that keeps the log lines (JSON) written to it. */
function logSink() {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { stream, lines };
}

describe('routeSchema', () => {
  it('builds the Fastify schema from the operation, with refs into the contract', async () => {
    app = await testApp();
    const schema = app.contract.routeSchema('listNotifications');
    expect(schema.querystring).toEqual({
      type: 'object',
      properties: {
        page: { type: 'integer', minimum: 1, default: 1 },
        per_page: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
      },
    });
    expect(schema.headers).toEqual({
      type: 'object',
      properties: { 'x-app-session-id': { type: 'string', maxLength: 100 } },
    });
    expect(schema.response).toEqual({
      200: { $ref: 'openapi#/components/schemas/NotificationListResponse' },
      400: { $ref: 'openapi#/components/schemas/ErrorBody' },
      401: { $ref: 'openapi#/components/schemas/ErrorBody' },
    });
    expect(schema.body).toBeUndefined();
  });

  it('takes the JSON or the form-encoded body and marks required query parameters', async () => {
    app = await testApp();
    expect(app.contract.routeSchema('createToken').body).toEqual({
      $ref: 'openapi#/components/schemas/Credentials',
      'x-content-type': 'application/json',
    });
    expect(app.contract.routeSchema('publishEvent').body).toMatchObject({
      'x-content-type': 'application/x-www-form-urlencoded',
    });
    expect(app.contract.routeSchema('subscribeEvents').querystring).toMatchObject({ required: ['topic'] });
    expect(app.contract.route('getCurrentUser')).toMatchObject({
      method: 'GET',
      url: '/api/user/',
      config: { operationId: 'getCurrentUser' },
    });
    expect(() => app!.contract.routeSchema('nope' as 'getAppInfo')).toThrow(/no operation 'nope'/);
  });

  it("gives the route the operation's own 400 answer when asked (`badRequest`), and only then", async () => {
    app = await testApp();
    const badRequest = () => ({ result: 'own' });
    expect(app.contract.route('addLoan', { badRequest }).config).toEqual({ operationId: 'addLoan', badRequest });
    expect(app.contract.route('addLoan', {}).config).toEqual({ operationId: 'addLoan' });
    expect(app.contract.route('addLoan').config).toEqual({ operationId: 'addLoan' });
  });
});

describe('response validation', () => {
  async function brokenApp(validateResponses: boolean) {
    const sink = logSink();
    app = await testApp({ validateResponses, logLevel: 'error' }, { logStream: sink.stream });
    // A handler that drifted from the contract: version must be a string.
    app.route({
      ...app.contract.route('getAppInfo'),
      url: '/test/broken',
      handler: async () => ({ result: { version: 1 } }),
    });
    return sink;
  }

  it('answers 500 and logs an error when a response breaks the contract', async () => {
    const sink = await brokenApp(true);
    const res = await app!.inject({ method: 'GET', url: '/test/broken' });
    expect(res.statusCode).toBe(500);
    expect(res.json().result).toBe('Внутренняя ошибка сервера');
    expect(res.json().detail).toMatch(/GET \/test\/broken breaks the contract/);
    const logged = sink.lines.find((l) => l.level === 50);
    expect(logged?.msg).toMatch(/breaks the contract/);
    expect(logged?.contractErrors).toEqual([expect.objectContaining({ instancePath: '/result/version' })]);
  });

  it('is off with STUB_VALIDATE_RESPONSES=0', async () => {
    await brokenApp(false);
    const res = await app!.inject({ method: 'GET', url: '/test/broken' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ result: { version: 1 } });
  });

  it('checks error answers too', async () => {
    app = await testApp();
    const res = await app.inject({ method: 'GET', url: '/api/user/' });
    expect(res.statusCode).toBe(401);
  });
});

describe('value sets the documents leave open', () => {
  const deal = {
    id: 100245,
    client: { id: 50871, name: 'Иванов Иван Иванович' },
    createdAt: '2026-11-20T10:15:00+03:00',
    status: 'Приостановлена банком',
    statusCode: 'paused_by_bank',
    partner: { specialName: 'Рольф Юг' },
  };
  const form = {
    formName: 'decision',
    fields: { comment: { type: 'textarea', label: 'Комментарий', value: '' } },
    buttons: { btnSomethingNew: { label: 'Новое действие' }, btnConfirm: { label: 'Подтвердить' } },
  };

  /** The app with test routes that answer `body` under the contract's schemas of `operationId`. */
  async function answering(operationId: 'listDeals' | 'getDealInfoForm', url: string, body: unknown) {
    app = await testApp();
    app.route({ ...app.contract.route(operationId), url, handler: async () => body });
    return signIn(app, 'underwriter');
  }

  it('lets through a deal whose status code nobody listed (000 §3 shows only client_waiting)', async () => {
    const body = { result: { deals: [deal], count: 1 } };
    const tokens = await answering('listDeals', '/test/deals', body);
    const res = await as(app!, tokens, { method: 'GET', url: '/test/deals' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual(body);
  });

  it('lets through a form with a button nobody listed (002 §3: the buttons are the server’s)', async () => {
    const body = { result: form };
    const tokens = await answering('getDealInfoForm', '/test/form/:dealId', body);
    const res = await as(app!, tokens, { method: 'GET', url: '/test/form/100245' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result.buttons.btnSomethingNew).toEqual({ label: 'Новое действие' });
  });

  it('still checks the shape: a status code that is not a string, a button without a label', async () => {
    let tokens = await answering('listDeals', '/test/deals', {
      result: { deals: [{ ...deal, statusCode: 7 }], count: 1 },
    });
    let res = await as(app!, tokens, { method: 'GET', url: '/test/deals' });
    expect(res.statusCode).toBe(500);
    await app!.close();
    const broken = { ...form, buttons: { btnSomethingNew: { title: 'Новое действие' } } };
    tokens = await answering('getDealInfoForm', '/test/form/:dealId', { result: broken });
    res = await as(app!, tokens, { method: 'GET', url: '/test/form/100245' });
    expect(res.statusCode).toBe(500);
  });
});

describe('input rules belong to requests, not to answers', () => {
  const person = { surName: 'Иванов', firstName: 'Иван', middleName: 'Иванович', phone: '+79161234567' };
  const passport = { series: '4510', number: '123456', divisionCode: '770-001' };
  const address = { value: 'г Москва, ул Тверская, д 7', postalCode: '125009', regionId: '77' };
  const dto = (changes: { person?: object; passport?: object } = {}) => ({
    person: { ...person, addressRegistration: address, ...changes.person },
    passport: { ...passport, ...changes.passport },
    autocredit: { costRequested: 1200000 },
    auto: { program: 14 },
  });

  /** The app with test routes of the short form's operations: the save answers true, the load answers `loaded`. */
  async function shortForm(loaded: unknown = null) {
    app = await testApp();
    app.route({
      ...app.contract.route('saveFastDecisionPersonForm'),
      url: '/test/dto/:taskId',
      handler: async () => ({ result: true }),
    });
    app.route({
      ...app.contract.route('getFastDecisionPersonForm'),
      url: '/test/dto/:taskId',
      handler: async () => loaded,
    });
    const tokens = await signIn(app, 'goz');
    return (body: unknown) =>
      as(app!, tokens, { method: 'POST', url: '/test/dto/1', payload: { fast_decision_create_person: body } });
  }

  it('a saved short form still needs a 4-digit passport series, a +7 phone and a KLADR region code', async () => {
    const save = await shortForm();
    expect((await save(dto())).statusCode).toBe(200);
    const cases: Array<[object, string]> = [
      [{ passport: { series: '45AB' } }, 'fast_decision_create_person.passport.series'],
      [{ passport: { number: '12345' } }, 'fast_decision_create_person.passport.number'],
      [{ person: { phone: '89161234567' } }, 'fast_decision_create_person.person.phone'],
      [
        { person: { addressRegistration: { ...address, regionId: '80' } } },
        'fast_decision_create_person.person.addressRegistration.regionId',
      ],
      [
        { person: { addressRegistration: { ...address, postalCode: '1250' } } },
        'fast_decision_create_person.person.addressRegistration.postalCode',
      ],
    ];
    for (const [changes, path] of cases) {
      const res = await save(dto(changes));
      expect(res.statusCode, JSON.stringify(changes)).toBe(400);
      expect(res.json().errors.map((e: { propertyPath: string }) => e.propertyPath)).toContain(path);
    }
  });

  it('the server may answer data that do not fit the masks (an old passport, a phone as typed)', async () => {
    const loaded = {
      result: {
        fast_decision_create_person: dto({
          person: { phone: '8 (916) 123-45-67', addressRegistration: { ...address, regionId: '80', postalCode: '' } },
          passport: { series: 'IV-МЮ', number: '0123456', divisionCode: '770001' },
        }),
        additional: { genders: [], maritalStatuses: [], term: [], partners: [], programs: [] },
      },
    };
    await shortForm(loaded);
    const tokens = await signIn(app!, 'goz');
    const res = await as(app!, tokens, { method: 'GET', url: '/test/dto/1' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual(loaded);
  });
});
