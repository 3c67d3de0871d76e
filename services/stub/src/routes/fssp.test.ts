import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type {
  ErrorBody,
  FsspLinkResponse,
  FsspResultItem,
  FsspResultResponse,
  FsspSearchStartedResponse,
  GetFsspResponseEvent,
  TokenPair,
  UserTopicsResponse,
} from '@autocredit/generated/api';
import { proceedingsOf } from '../domain/fssp';
import { snapshotStore } from '../domain/store/store-state';
import { as, recordPublished, signIn, testApp } from '../testing/app';
import { openSse, type SseStream } from '../testing/sse-client';

const DELAY_MS = 80;
const BASE = 'https://autocredit.example';
const USERS = ['underwriter', 'underwriter_chief', 'admin', 'viewer', 'auditor', 'goz'] as const;
type User = (typeof USERS)[number];

let app: FastifyInstance;
let url: string;
const tokens = {} as Record<User, TokenPair>;
const streams: SseStream[] = [];

beforeAll(async () => {
  app = await testApp({ fsspDelayMs: DELAY_MS, hubHeartbeatMs: 1000 });
  url = await app.listen({ host: '127.0.0.1', port: 0 });
  for (const user of USERS) tokens[user] = await signIn(app, user);
});
afterAll(async () => {
  streams.forEach((s) => s.close());
  await app.close();
});

const call = (user: User, path: string) => as(app, tokens[user], { method: 'GET', url: path });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const world = () => app.store.world;
const sourceOf = (row: number) => app.store.deals.currentSource(row);
const dealIdOf = (row: number) => world().dealId(row);

/** The first deal (row) whose form data passes the test. */
function dealWhere(test: (row: number) => boolean): number {
  for (let row = 0; row < world().deals.count; row++) if (test(row)) return row;
  throw new Error('no such deal');
}

/** The proceedings the stub gives the client of a deal. */
const proceedingsOfDeal = (row: number) =>
  proceedingsOf(app.config.seed, world().clientId(world().deals.client[row]!), sourceOf(row).client);

const linkOf = async (user: User, dealId: number, personType?: string) =>
  call(user, `/api/autocredit/get-link-fssp/${dealId}${personType ? `?personType=${personType}` : ''}`);

/** The user's event stream (their own topic, with the cookie of `GET /api/user/topics`). */
async function streamOf(user: User): Promise<SseStream> {
  const res = await call(user, '/api/user/topics');
  const cookie = res.cookies.find((c) => c.name === 'mercureAuthorization')!;
  const topic = res.json<UserTopicsResponse>().result.topics[0]!;
  const stream = await openSse(`${url}/.well-known/mercure?topic=${encodeURIComponent(topic)}`, {
    cookie: `mercureAuthorization=${cookie.value}`,
  });
  streams.push(stream);
  return stream;
}

/** The next `getFsspResponse` of the stream (the underwriter's counters come first). */
async function nextFsspEvent(stream: SseStream): Promise<GetFsspResponseEvent> {
  for (;;) {
    const event = JSON.parse((await stream.next(3000)).data) as { type: string };
    if (event.type === 'getFsspResponse') return event as GetFsspResponseEvent;
  }
}

const start = async (user: User, dealId: number) => {
  const res = await call(user, `/api/autocredit/spectrum-data-fssp-search-phisical/${dealId}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<FsspSearchStartedResponse>().result.messageGuid;
};
const resultOf = (user: User, guid: string) => call(user, `/api/autocredit/get-fssp-result-by-message-guid/${guid}`);

const ITEM_FIELDS = [
  'name',
  'entBdate',
  'entBplace',
  'epNumber',
  'weRisedate',
  'weTypeName',
  'weDate',
  'weNumber',
  'weIssuer',
  'creditorInn',
  'endDate',
  'endArticle',
  'endPoint',
  'endSubpoint',
  'weSubjTypeName',
  'debtBalanceEp',
  'debtBalanceDuty',
  'debtBalanceTotal',
  'bailiffOfficeTerotdel',
  'bailiffOfficeAddress',
  'bailiffName',
  'bailiffPhone',
  'active',
];

describe('GET /api/autocredit/get-link-fssp/{dealId}', () => {
  it("answers the bailiffs' site search of the client: name, birth date, the region of the registration address", async () => {
    const row = dealWhere((r) => sourceOf(r).client.addressRegistration !== null);
    const client = sourceOf(row).client;
    for (const personType of [undefined, 'client']) {
      const res = await linkOf('underwriter', dealIdOf(row), personType);
      expect(res.statusCode, res.body).toBe(200);
      const link = new URL(res.json<FsspLinkResponse>().result);
      expect(`${link.origin}${link.pathname}`).toBe('https://fssp.gov.ru/iss/ip');
      const query = link.searchParams;
      expect(query.get('is[variant]')).toBe('1');
      expect(query.get('is[last_name]')).toBe(client.surName);
      expect(query.get('is[first_name]')).toBe(client.firstName);
      expect(query.get('is[patronymic]')).toBe(client.middleName);
      const [y, m, d] = client.birthDate!.split('-');
      expect(query.get('is[date]')).toBe(`${d}.${m}.${y}`);
      expect(query.get('is[region_id][0]')).toBe(client.addressRegistration!.regionId);
    }
  });

  it("gives the spouse's search in the client's region and the third person's in every region", async () => {
    const row = dealWhere((r) => sourceOf(r).spouse !== null && sourceOf(r).thirdFace !== null);
    const { client, spouse, thirdFace } = sourceOf(row);
    const spouseLink = new URL((await linkOf('underwriter', dealIdOf(row), 'spouse')).json<FsspLinkResponse>().result);
    expect(spouseLink.searchParams.get('is[last_name]')).toBe(spouse!.surName);
    expect(spouseLink.searchParams.get('is[first_name]')).toBe(spouse!.firstName);
    expect(spouseLink.searchParams.get('is[region_id][0]')).toBe(client.addressRegistration!.regionId);
    const thirdLink = new URL((await linkOf('admin', dealIdOf(row), 'thirdFace')).json<FsspLinkResponse>().result);
    expect(thirdLink.searchParams.get('is[last_name]')).toBe(thirdFace!.surName);
    expect(thirdLink.searchParams.get('is[date]')).toBe('');
    expect(thirdLink.searchParams.get('is[region_id][0]')).toBe('-1');
  });

  it('is 404 for a person the deal does not have or a deal that is not there, 400 for an unknown person type', async () => {
    const row = dealWhere((r) => sourceOf(r).spouse === null);
    const missing = await linkOf('underwriter', dealIdOf(row), 'spouse');
    expect(missing.statusCode).toBe(404);
    expect(missing.json<ErrorBody>().result).toBe('Лицо не указано в заявке');
    expect((await linkOf('underwriter', 1)).statusCode).toBe(404);
    const unknown = await linkOf('underwriter', dealIdOf(row), 'neighbour');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<ErrorBody>().errors).toEqual([{ propertyPath: 'personType', message: 'Неизвестный тип лица' }]);
    expect((await call('underwriter', '/api/autocredit/get-link-fssp/abc')).statusCode).toBe(400);
    expect((await call('underwriter', '/api/autocredit/get-link-fssp/0')).statusCode).toBe(400);
  });

  it('is for the underwriters and the administrators only', async () => {
    const dealId = dealIdOf(0);
    expect((await linkOf('underwriter_chief', dealId)).statusCode).toBe(200);
    for (const user of ['viewer', 'auditor', 'goz'] as const) expect((await linkOf(user, dealId)).statusCode).toBe(403);
  });
});

describe('the FSSP report: search, event, result', () => {
  it('answers a guid, publishes getFsspResponse with it to the user who asked after the delay, then the result', async () => {
    const row = dealWhere((r) => proceedingsOfDeal(r).length > 0);
    const dealId = dealIdOf(row);
    const stream = await streamOf('underwriter');
    const published = recordPublished(app);
    const started = Date.now();
    const guid = await start('underwriter', dealId);
    expect(guid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const early = await resultOf('underwriter', guid);
    expect(early.statusCode).toBe(404);
    expect(early.json<ErrorBody>().result).toBe('Отчет еще формируется');

    const event = await nextFsspEvent(stream);
    expect(Date.now() - started).toBeGreaterThanOrEqual(DELAY_MS - 1);
    expect(event).toEqual({
      type: 'getFsspResponse',
      data: { messageGuid: guid, dealId, personType: 'client' },
      error: null,
    });
    expect(app.contract.schemaValidator('HubEvent')(event)).toBe(true);
    const fssp = published.filter((p) => p.event.type === 'getFsspResponse');
    expect(fssp.map((p) => p.topics)).toEqual([[`${BASE}/users/6`]]);

    const res = await resultOf('underwriter', guid);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<FsspResultResponse>().result).toEqual(proceedingsOfDeal(row));
    // Another reader of the deal with the right may fetch it too; a second search finds the same.
    expect((await resultOf('admin', guid)).json<FsspResultResponse>().result).toEqual(proceedingsOfDeal(row));
    const again = await start('admin', dealId);
    expect(again).not.toBe(guid);
    await sleep(DELAY_MS + 20);
    expect((await resultOf('admin', again)).json<FsspResultResponse>().result).toEqual(proceedingsOfDeal(row));
  });

  it('gives some clients no proceedings and others active and finished ones, every field in Russian', async () => {
    const none = dealWhere((r) => proceedingsOfDeal(r).length === 0);
    const both = dealWhere((r) => {
      const items = proceedingsOfDeal(r);
      return items.some((i) => i.active) && items.some((i) => !i.active);
    });
    const [noneGuid, bothGuid] = [
      await start('underwriter', dealIdOf(none)),
      await start('underwriter', dealIdOf(both)),
    ];
    await sleep(DELAY_MS + 20);
    expect((await resultOf('underwriter', noneGuid)).json<FsspResultResponse>().result).toEqual([]);
    const items = (await resultOf('underwriter', bothGuid)).json<FsspResultResponse>().result;
    const client = sourceOf(both).client;
    const date = /^\d{4}-\d{2}-\d{2}$/;
    for (const item of items) {
      expect(Object.keys(item).sort()).toEqual([...ITEM_FIELDS].sort());
      expect(item.name).toBe([client.surName, client.firstName, client.middleName].join(' '));
      expect(item.entBdate).toBe(client.birthDate);
      expect(item.epNumber).toMatch(/^\d+\/\d{2}\/\d{5}-ИП$/);
      for (const text of [item.weTypeName, item.weIssuer, item.weSubjTypeName, item.bailiffOfficeTerotdel])
        expect(text).toMatch(/[А-Яа-я]/);
      expect(item.bailiffName!.split(' ')).toHaveLength(3);
      expect(item.bailiffPhone).toMatch(/^\+7\d{10}$/);
      expect(item.weRisedate).toMatch(date);
      expect(item.weDate! < item.weRisedate!).toBe(true);
      expect(item.weRisedate! < '2026-11-22').toBe(true);
    }
    const active = items.filter((i) => i.active);
    const finished = items.filter((i) => !i.active);
    for (const item of active) {
      expect([item.endDate, item.endArticle, item.endPoint, item.endSubpoint]).toEqual([null, null, null, null]);
      expect(item.debtBalanceEp).toBeGreaterThan(0);
      expect(item.debtBalanceDuty).toBeGreaterThanOrEqual(1000);
      expect(item.debtBalanceTotal).toBeCloseTo(item.debtBalanceEp! + item.debtBalanceDuty!, 2);
    }
    for (const item of finished) {
      expect(item.endDate).toMatch(date);
      expect(item.endDate! > item.weRisedate!).toBe(true);
      expect(['46', '47']).toContain(item.endArticle);
      expect([item.debtBalanceEp, item.debtBalanceDuty, item.debtBalanceTotal]).toEqual([null, null, null]);
    }
    const sorted = [...items].sort((a: FsspResultItem, b: FsspResultItem) =>
      b.weRisedate!.localeCompare(a.weRisedate!),
    );
    expect(items).toEqual(sorted);
  });

  it('sends the event without the guid when a fault of the event is injected, and has no result then', async () => {
    const dealId = dealIdOf(dealWhere(() => true));
    const stream = await streamOf('underwriter');
    const fault = await app.inject({
      method: 'POST',
      url: '/__stub/faults',
      payload: { path: 'event:getFsspResponse', status: 502 },
    });
    expect(fault.statusCode, fault.body).toBe(201);
    const guid = await start('underwriter', dealId);
    const event = await nextFsspEvent(stream);
    expect(event).toEqual({
      type: 'getFsspResponse',
      data: { messageGuid: null, dealId, personType: 'client' },
      error: 'Сервис ФССП не ответил',
    });
    expect(app.contract.schemaValidator('HubEvent')(event)).toBe(true);
    await sleep(5);
    const res = await resultOf('underwriter', guid);
    expect(res.statusCode).toBe(404);
    expect(res.json<ErrorBody>().result).toBe('Отчет не найден');

    // The fault was used up: the next search is answered; a fault's text becomes the event's error.
    expect((await nextFsspEventAfter(stream, dealId)).data.messageGuid).not.toBeNull();
    await app.inject({
      method: 'POST',
      url: '/__stub/faults',
      payload: { path: 'event:*', status: 500, body: 'Превышено время ожидания ответа ФССП' },
    });
    await start('underwriter', dealId);
    expect((await nextFsspEvent(stream)).error).toBe('Превышено время ожидания ответа ФССП');
  });

  it('never applies a fault of the event to a request', async () => {
    await app.inject({ method: 'POST', url: '/__stub/faults', payload: { path: 'event:getFsspResponse', delayMs: 1 } });
    expect((await call('underwriter', '/api/app/info')).statusCode).toBe(200);
    const faults = await app.inject({ method: 'GET', url: '/__stub/faults' });
    expect(faults.json<{ result: { path: string; hits: number }[] }>().result).toEqual([
      expect.objectContaining({ path: 'event:getFsspResponse', hits: 0 }),
    ]);
    await app.inject({ method: 'DELETE', url: '/__stub/faults' });
  });

  it('refuses others than underwriters and administrators, an unknown deal or guid, bad input', async () => {
    const dealId = dealIdOf(0);
    for (const user of ['viewer', 'auditor', 'goz'] as const) {
      expect((await call(user, `/api/autocredit/spectrum-data-fssp-search-phisical/${dealId}`)).statusCode).toBe(403);
      expect((await resultOf(user, '6f1d2c3b-8a9e-4b7c-9d0e-1f2a3b4c5d6e')).statusCode).toBe(403);
    }
    expect((await call('underwriter', '/api/autocredit/spectrum-data-fssp-search-phisical/1')).statusCode).toBe(404);
    expect((await call('underwriter', '/api/autocredit/spectrum-data-fssp-search-phisical/x')).statusCode).toBe(400);
    const unknown = await resultOf('underwriter', '6f1d2c3b-8a9e-4b7c-9d0e-1f2a3b4c5d6e');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<ErrorBody>().result).toBe('Отчет не найден');
    expect((await resultOf('underwriter', 'not-a-guid')).statusCode).toBe(400);
  });

  it('keeps the searches in the saved state', async () => {
    const guid = await start('underwriter', dealIdOf(1));
    const saved = snapshotStore(app.store).parts.fssp as { searches: Record<string, { dealId: number }> };
    expect(saved.searches[guid]).toMatchObject({ dealId: dealIdOf(1), username: 'underwriter', failed: false });
  });
});

/** The next getFsspResponse of a deal after a new search of it. */
async function nextFsspEventAfter(stream: SseStream, dealId: number): Promise<GetFsspResponseEvent> {
  await start('underwriter', dealId);
  return nextFsspEvent(stream);
}
