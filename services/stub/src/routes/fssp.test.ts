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
  DealComparisonGroup,
  DealComparisonStartedResponse,
  GetDealComparisonEvent,
  HubEvent,
} from '@autocredit/generated/api';
import { proceedingsOf } from '../domain/fssp';
import { snapshotStore } from '../domain/store/store-state';
import { as, recordPublished, signIn, testApp } from '../testing/app';
import { openSse, type SseStream } from '../testing/sse-client';
import type { FormSource, PersonSource } from '../domain/forms/source';

describe("the bailiffs' search", () => {
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
      const spouseLink = new URL(
        (await linkOf('underwriter', dealIdOf(row), 'spouse')).json<FsspLinkResponse>().result,
      );
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
      expect(unknown.json<ErrorBody>().errors).toEqual([
        { propertyPath: 'personType', message: 'Неизвестный тип лица' },
      ]);
      expect((await call('underwriter', '/api/autocredit/get-link-fssp/abc')).statusCode).toBe(400);
      expect((await call('underwriter', '/api/autocredit/get-link-fssp/0')).statusCode).toBe(400);
    });

    it('is for the underwriters and the administrators only', async () => {
      const dealId = dealIdOf(0);
      expect((await linkOf('underwriter_chief', dealId)).statusCode).toBe(200);
      for (const user of ['viewer', 'auditor', 'goz'] as const)
        expect((await linkOf(user, dealId)).statusCode).toBe(403);
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
      await app.inject({
        method: 'POST',
        url: '/__stub/faults',
        payload: { path: 'event:getFsspResponse', delayMs: 1 },
      });
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
});

describe('the deal comparison', () => {
  const DELAY_MS = 60;
  const BASE = 'https://autocredit.example';
  const USERS = ['underwriter', 'admin', 'viewer', 'auditor', 'goz', 'pledge_viewer', 'calculator'] as const;
  type User = (typeof USERS)[number];
  type Case = 'client' | 'spouse' | 'thirdFace';

  let app: FastifyInstance;
  let published: { topics: string[]; event: HubEvent }[];
  const tokens = {} as Record<User, TokenPair>;

  beforeAll(async () => {
    app = await testApp({ comparisonDelayMs: DELAY_MS });
    for (const user of USERS) tokens[user] = await signIn(app, user);
    published = recordPublished(app);
  });
  afterAll(() => app.close());

  const world = () => app.store.world;
  const sourceOf = (row: number): FormSource => app.store.deals.currentSource(row);
  const dealIdOf = (row: number) => world().dealId(row);
  const rows = () => Array.from({ length: world().deals.count }, (_, row) => row);
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  const url = (dealId: number | string, person: string) =>
    `/api/autocredit/list/deals-with-reuse-characteristics/${dealId}/${person}`;
  const call = (user: User, dealId: number | string, person: string) =>
    as(app, tokens[user], { method: 'GET', url: url(dealId, person) });

  /** Asks for a comparison and waits for its event (the one with its hash). */
  async function compare(user: User, row: number, person: Case): Promise<GetDealComparisonEvent> {
    const res = await call(user, dealIdOf(row), person);
    expect(res.statusCode, res.body).toBe(200);
    const { hash } = res.json<DealComparisonStartedResponse>().result;
    for (let waited = 0; waited < 3000; waited += 10) {
      const found = published.find((p) => p.event.type === 'getDealComparison' && p.event.data.hash === hash);
      if (found) return found.event as GetDealComparisonEvent;
      await sleep(10);
    }
    throw new Error(`no event of ${hash}`);
  }

  const groupOf = (event: GetDealComparisonEvent, title: string): DealComparisonGroup => {
    const group = event.data.groups.find((g) => g.filterTitle === title);
    if (!group) throw new Error(`no group ${title} in ${event.data.groups.map((g) => g.filterTitle).join(', ')}`);
    return group;
  };
  const fullName = (p: PersonSource) => [p.surName, p.firstName, p.middleName].filter(Boolean).join(' ');
  const digits = (phone: string | null | undefined) => (phone ?? '').replace(/\D/g, '').slice(-10);

  /** The other deals (newest first) in which some person passes the test: [row, person] of the first who does. */
  function sharing(row: number, test: (person: PersonSource, source: FormSource) => boolean): [number, Case][] {
    const out: [number, Case][] = [];
    for (const other of rows().reverse()) {
      if (other === row) continue;
      const source = sourceOf(other);
      const person = (['client', 'spouse', 'thirdFace'] as const).find((p) => source[p] && test(source[p]!, source));
      if (person) out.push([other, person]);
    }
    return out;
  }

  /** The deals of a group as [deal id, the owner's name]. */
  const listed = (group: DealComparisonGroup) => group.deals.map((d) => [d.id, d.clientName]);
  const expected = (found: [number, Case][]) =>
    found.slice(0, 15).map(([other, person]) => [dealIdOf(other), fullName(sourceOf(other)[person]!)]);

  /** A deal of a client who applied more than once. */
  const returning = () => rows().find((r) => world().clientDeals(world().deals.client[r]!).length > 1)!;

  describe('GET /api/autocredit/list/deals-with-reuse-characteristics/{dealId}/{case}', () => {
    it('answers a hash; the getDealComparison event with the hash and the case reaches the user who asked after the delay', async () => {
      const row = returning();
      const started = Date.now();
      const res = await call('underwriter', dealIdOf(row), 'client');
      expect(res.statusCode, res.body).toBe(200);
      const { hash } = res.json<DealComparisonStartedResponse>().result;
      expect(hash).toMatch(/^[0-9a-f]{32}$/);
      const ofHash = () => published.find((p) => p.event.type === 'getDealComparison' && p.event.data.hash === hash);
      expect(ofHash()).toBeUndefined();
      for (let i = 0; i < 300 && !ofHash(); i++) await sleep(10);
      expect(Date.now() - started).toBeGreaterThanOrEqual(DELAY_MS - 1);
      const { topics } = ofHash()!;
      const event = ofHash()!.event as GetDealComparisonEvent;
      expect(topics).toEqual([`${BASE}/users/6`]);
      expect(event).toMatchObject({ type: 'getDealComparison', data: { hash, case: 'client', dealId: dealIdOf(row) } });
      expect(event.error).toBeNull();
      expect(event.data.groups.length).toBeGreaterThan(5);
      expect(app.contract.schemaValidator('HubEvent')(event)).toBe(true);
      // Another comparison of the same deal and case has its own hash and finds the same.
      const again = await compare('underwriter', row, 'client');
      expect(again.data.hash).not.toBe(hash);
      expect(again.data.groups).toEqual(event.data.groups);
    });

    it("groups the client's parameters, each with the other deals sharing it and who holds it there", async () => {
      const row = returning();
      const source = sourceOf(row);
      const client = source.client;
      const event = await compare('underwriter', row, 'client');
      const titles = event.data.groups.map((g) => g.filterTitle);
      expect(titles.slice(0, 4)).toEqual([
        'ФИО и дата рождения клиента',
        'Паспорт клиента',
        'Водительское удостоверение клиента',
        'Адрес регистрации клиента',
      ]);
      expect(titles).toContain('Телефон клиента');
      expect(titles).toContain('ИНН работодателя клиента');
      expect(titles.at(-1)).toBe('VIN');

      const name = groupOf(event, 'ФИО и дата рождения клиента');
      const [y, m, d] = client.birthDate!.split('-');
      expect(name.filterCharacteristics).toBe(`${fullName(client)}, ${d}.${m}.${y}`);
      const sameName = sharing(row, (p) => fullName(p) === fullName(client) && p.birthDate === client.birthDate);
      expect(sameName.length).toBeGreaterThan(0);
      expect(name.count).toBe(sameName.length);
      expect(listed(name)).toEqual(expected(sameName));
      expect(name.error).toBeNull();
      expect(name.listQuery).toEqual({
        surName: client.surName,
        firstName: client.firstName,
        middleName: client.middleName,
        birthday: client.birthDate,
        excludeDealId: String(dealIdOf(row)),
      });
      // The client's other deal is there, with the client as its owner and the client's id.
      const other = world()
        .clientDeals(world().deals.client[row]!)
        .find((r) => r !== row)!;
      expect(name.deals).toContainEqual({
        id: dealIdOf(other),
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+03:00$/),
        clientName: fullName(client),
        clientId: client.id,
      });

      const passport = groupOf(event, 'Паспорт клиента');
      expect(passport.filterCharacteristics).toBe(`${client.passport.series} ${client.passport.number}`);
      const samePassport = sharing(
        row,
        (p) => p.passport?.series === client.passport.series && p.passport?.number === client.passport.number,
      );
      expect(listed(passport)).toEqual(expected(samePassport));
      expect(passport.listQuery).toEqual({
        passportSeries: client.passport.series,
        passportNumber: client.passport.number,
        excludeDealId: String(dealIdOf(row)),
      });

      const phone = groupOf(event, 'Телефон клиента');
      expect(phone.filterCharacteristics).toBe(client.phone);
      const samePhone = sharing(row, (p) =>
        [p.phone, p.work?.workPhone].some((x) => digits(x) === digits(client.phone)),
      );
      expect(listed(phone)).toEqual(expected(samePhone));
      expect(phone.listQuery).toEqual({ phone: client.phone, excludeDealId: String(dealIdOf(row)) });

      const address = groupOf(event, 'Адрес регистрации клиента');
      const value = client.addressRegistration!.value;
      expect(address.filterCharacteristics).toBe(value);
      const sameAddress = sharing(row, (p) => [p.addressRegistration?.value, p.addressActual?.value].includes(value));
      expect(listed(address)).toEqual(expected(sameAddress));
      expect(JSON.parse(address.listQuery!.address!)).toEqual({ value });

      const vin = groupOf(event, 'VIN');
      expect(vin.filterCharacteristics).toBe(source.vin);
      expect(vin.listQuery).toBeNull();
    });

    it("lists at most 15 deals of a parameter many share, with the count of all and the deal list's filter", async () => {
      const inn = (r: number) => sourceOf(r).client.work?.employer?.inn ?? null;
      const row = rows().find(
        (r) => inn(r) !== null && rows().filter((o) => o !== r && inn(o) === inn(r)).length > 15,
      )!;
      expect(row).toBeDefined();
      const event = await compare('underwriter', row, 'client');
      const group = groupOf(event, 'ИНН работодателя клиента');
      const same = sharing(row, (p) => p.work?.employer?.inn === inn(row));
      expect(group.count).toBe(same.length);
      expect(group.count).toBeGreaterThan(15);
      expect(group.deals).toHaveLength(15);
      expect(listed(group)).toEqual(expected(same));
      expect(group.filterCharacteristics).toBe(inn(row));
      expect(group.listQuery).toEqual({ inn: inn(row), excludeDealId: String(dealIdOf(row)) });
      // The deal list finds them all with that filter.
      const list = await as(app, tokens.underwriter, {
        method: 'GET',
        url: `/api/autocredit/list?inn=${inn(row)}&excludeDealId=${dealIdOf(row)}`,
      });
      expect(list.json<{ result: { count: number } }>().result.count).toBe(group.count);
    });

    it('finds nothing for a deal whose people share nothing, and gives the error of a parameter the deal does not give', async () => {
      const row = rows().find((r) => {
        const { client, spouse } = sourceOf(r);
        return (
          client.driverPassport === null &&
          spouse === null &&
          world().clientDeals(world().deals.client[r]!).length === 1 &&
          sharing(r, (p) => digits(p.phone) === digits(client.phone)).length === 0 &&
          sharing(r, (p) => fullName(p) === fullName(client)).length === 0
        );
      })!;
      const event = await compare('underwriter', row, 'client');
      for (const title of ['ФИО и дата рождения клиента', 'Паспорт клиента', 'Телефон клиента']) {
        expect(groupOf(event, title)).toMatchObject({ error: null, count: 0, deals: [] });
      }
      expect(groupOf(event, 'Водительское удостоверение клиента')).toEqual({
        filterTitle: 'Водительское удостоверение клиента',
        filterCharacteristics: null,
        error: 'Данные не указаны в заявке',
        count: 0,
        deals: [],
        listQuery: null,
      });
    });

    it("compares the spouse and the third person: a spouse who is another client, a third person's phone", async () => {
      const couple = rows().find((r) => {
        const spouse = sourceOf(r).spouse;
        const isSpouse = (p: PersonSource) => fullName(p) === fullName(spouse!) && p.birthDate === spouse!.birthDate;
        return spouse !== null && sharing(r, (p, s) => s.client === p && isSpouse(p)).length > 0;
      })!;
      expect(couple).toBeDefined();
      const spouse = sourceOf(couple).spouse!;
      const event = await compare('underwriter', couple, 'spouse');
      expect(event.data.groups.map((g) => g.filterTitle)).toEqual([
        'ФИО и дата рождения супруга(и)',
        'Телефон супруга(и)',
      ]);
      const name = groupOf(event, 'ФИО и дата рождения супруга(и)');
      const same = sharing(couple, (p) => fullName(p) === fullName(spouse) && p.birthDate === spouse.birthDate);
      expect(listed(name)).toEqual(expected(same));
      // The spouse is the client of another deal: the owner there is the client, with the client's id.
      const asClient = same.find(([, person]) => person === 'client')!;
      expect(name.deals.find((d) => d.id === dealIdOf(asClient[0]))!.clientId).toBe(sourceOf(asClient[0]).client.id);
      const phone = groupOf(event, 'Телефон супруга(и)');
      expect(listed(phone)).toEqual(expected(sharing(couple, (p) => digits(p.phone) === digits(spouse.phone))));

      const third = rows().find((r) => {
        const person = sourceOf(r).thirdFace;
        return (
          person !== null && sharing(r, (p, s) => s.client === p && digits(p.phone) === digits(person.phone)).length > 0
        );
      })!;
      const thirdEvent = await compare('underwriter', third, 'thirdFace');
      expect(thirdEvent.data.groups.map((g) => g.filterTitle)).toEqual(['ФИО третьего лица', 'Телефон третьего лица']);
      const person = sourceOf(third).thirdFace!;
      const thirdPhone = groupOf(thirdEvent, 'Телефон третьего лица');
      expect(thirdPhone.count).toBeGreaterThan(0);
      expect(listed(thirdPhone)).toEqual(expected(sharing(third, (p) => digits(p.phone) === digits(person.phone))));
      expect(groupOf(thirdEvent, 'ФИО третьего лица').listQuery).toMatchObject({ surName: person.surName });
    });

    it('finds a used car sold again by its VIN', async () => {
      const row = rows().find((r) => world().deals.vinOf[r]! >= 0)!;
      const event = await compare('underwriter', row, 'client');
      const vin = groupOf(event, 'VIN');
      expect(vin.filterCharacteristics).toBe(world().vin(row));
      expect(vin.deals.map((d) => d.id)).toContain(dealIdOf(world().deals.vinOf[row]!));
      expect(listed(vin)).toEqual(expected(sharing(row, (_, s) => s.vin === world().vin(row))));
    });

    it("shows an operator only their sale point's deals", async () => {
      const goz = world().staffByUsername('goz')!;
      const seen = (r: number) => app.store.lists.visible({ id: goz.id, roles: ['ROLE_GOZ'], privileges: [] }, r);
      const inn = (r: number) => sourceOf(r).client.work?.employer?.inn ?? null;
      const row = rows().find(
        (r) => seen(r) && inn(r) !== null && rows().some((o) => o !== r && !seen(o) && inn(o) === inn(r)),
      )!;
      const event = await compare('goz', row, 'client');
      const group = groupOf(event, 'ИНН работодателя клиента');
      const same = sharing(row, (p) => p.work?.employer?.inn === inn(row)).filter(([o]) => seen(o));
      expect(group.count).toBe(same.length);
      expect(listed(group)).toEqual(expected(same));
      // A deal of another sale point is not found for the operator.
      const other = rows().find((r) => !seen(r))!;
      const res = await call('goz', dealIdOf(other), 'client');
      expect(res.statusCode).toBe(404);
      expect(res.json<ErrorBody>().result).toBe('Заявка не найдена');
    });

    it('sends the event with the error and no groups when a fault of the event is injected', async () => {
      const fault = await app.inject({
        method: 'POST',
        url: '/__stub/faults',
        payload: { path: 'event:getDealComparison', status: 502 },
      });
      expect(fault.statusCode, fault.body).toBe(201);
      const failed = await compare('underwriter', 0, 'client');
      expect(failed.error).toBe('Сервис сравнения сделок не ответил');
      expect(failed.data).toMatchObject({ case: 'client', dealId: dealIdOf(0), groups: [] });
      expect(app.contract.schemaValidator('HubEvent')(failed)).toBe(true);
      // Used up: the next one is answered.
      expect((await compare('underwriter', 0, 'client')).data.groups.length).toBeGreaterThan(0);
    });

    it('is for whoever reads the deal page: the underwriters, the administrators and deal-view-info', async () => {
      for (const user of ['admin', 'viewer', 'auditor'] as const) {
        expect((await call(user, dealIdOf(0), 'client')).statusCode, user).toBe(200);
      }
      for (const user of ['pledge_viewer', 'calculator'] as const) {
        expect((await call(user, dealIdOf(0), 'client')).statusCode, user).toBe(403);
      }
    });

    it('refuses an unknown case (400), a person the deal does not have or an unknown deal (404), bad input (400)', async () => {
      const unknown = await call('underwriter', dealIdOf(0), 'neighbour');
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json<ErrorBody>().errors).toEqual([{ propertyPath: 'case', message: 'Неизвестный тип лица' }]);
      const single = rows().find((r) => sourceOf(r).spouse === null)!;
      const missing = await call('underwriter', dealIdOf(single), 'spouse');
      expect(missing.statusCode).toBe(404);
      expect(missing.json<ErrorBody>().result).toBe('Лицо не указано в заявке');
      expect((await call('underwriter', 1, 'client')).statusCode).toBe(404);
      expect((await call('underwriter', 'abc', 'client')).statusCode).toBe(400);
      expect((await call('underwriter', 0, 'client')).statusCode).toBe(400);
    });

    it('keeps the counter of the hashes in the saved state', async () => {
      const before = (snapshotStore(app.store).parts.comparison as { next: number }).next;
      await call('underwriter', dealIdOf(0), 'client');
      expect(snapshotStore(app.store).parts.comparison).toEqual({ next: before + 1 });
    });
  });
});
