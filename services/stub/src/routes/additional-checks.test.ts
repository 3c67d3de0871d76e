import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type {
  AdditionalCheckCreatedResponse,
  AdditionalCheckListResponse,
  AdditionalCheckPersonDataResponse,
  AdditionalCheckRequest,
  CheckAlgorithmListResponse,
  ErrorBody,
  TokenPair,
} from '@autocredit/generated/api';
import { ALGORITHMS, personDataOf, scoringTimes } from '../domain/scoring';
import { snapshotStore } from '../domain/store/store-state';
import { as, recordPublished, signIn, testApp } from '../testing/app';

const DELAY_MS = 80;
const BASE = 'https://autocredit.example';
const USERS = ['underwriter', 'admin', 'auditor', 'viewer', 'goz'];

/** The stub's clock: the real one, or held still (a check stays 'active' however slow the machine). */
let held: number | null = null;
let built: FastifyInstance | undefined;
const tokens: Record<string, TokenPair> = {};
beforeAll(async () => {
  built = await testApp({ checkDelayMs: DELAY_MS }, { now: () => held ?? Date.now() });
  for (const user of USERS) tokens[user] = await signIn(built, user);
});
afterAll(() => built?.close());
const app = () => built!;
const call = (user: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  as(app(), tokens[user]!, { method, url, ...(payload !== undefined && { payload }) });

const world = () => app().store.world;
const dealIdOf = (row: number) => world().dealId(row);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function dealWhere(test: (row: number) => boolean): number {
  for (let row = 0; row < world().deals.count; row++) if (test(row)) return row;
  throw new Error('no such deal');
}
const clientData = (row: number) => personDataOf(app().store.deals.currentSource(row).client);

async function listOf(user: string, dealId: number) {
  const res = await call(user, 'GET', `/api/check?dealId=${dealId}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AdditionalCheckListResponse>().result;
}
const create = (user: string, dealId: number | null, body: AdditionalCheckRequest) =>
  call(user, 'POST', dealId === null ? '/api/check' : `/api/check?dealId=${dealId}`, body);

describe('GET /api/check/algorithm', () => {
  it('lists the algorithms with their Russian names', async () => {
    const res = await call('viewer', 'GET', '/api/check/algorithm');
    expect(res.statusCode).toBe(200);
    const list = res.json<CheckAlgorithmListResponse>().result;
    expect(list[0]).toEqual({ type: 'passportValidity', name: 'Проверка действительности паспорта' });
    expect(list.map((a) => a.type)).toEqual(ALGORITHMS.map((a) => a.type));
  });
});

describe('GET /api/check/client-check-info/{dealId}', () => {
  it("gives the deal's client: names, birth, passport with its issue code, the addresses", async () => {
    const row = dealWhere((r) => app().store.deals.currentSource(r).client.passport.series !== null);
    const client = app().store.deals.currentSource(row).client;
    const res = await call('underwriter', 'GET', `/api/check/client-check-info/${dealIdOf(row)}`);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json<AdditionalCheckPersonDataResponse>().result;
    expect(data).toMatchObject({
      lastName: client.surName,
      firstName: client.firstName,
      middleName: client.middleName,
      birthDate: client.birthDate,
      passportSeries: client.passport.series,
      passportNumber: client.passport.number,
      passportIssueCode: client.passport.divisionCode,
      regAddrCountry: 'Россия',
      regAddrCity: client.addressRegistration!.city,
    });
    expect(data.passportSeries).toMatch(/^\d{4}$/);
    expect(data.passportNumber).toMatch(/^\d{6}$/);
    expect(data.passportIssueCode).toMatch(/^\d{3}-\d{3}$/);
    expect(data.regAddrStreet).toMatch(/^(ул|пр-кт|ш|пер|б-р|пл|наб|проезд|мкр) /);
    expect((await call('goz', 'GET', '/api/check/client-check-info/1')).statusCode).toBe(404);
  });
});

describe('GET /api/check', () => {
  it('holds the checks the seeded world ran on scored deals, completed, newest first', async () => {
    const admin = { id: 1, roles: ['ROLE_ADMIN' as const], privileges: [] };
    const seeded = dealWhere((r) => app().store.additionalChecks.list(app().store, admin, dealIdOf(r)).length > 1);
    const checks = await listOf('viewer', dealIdOf(seeded));
    expect(checks[0]!.createdAt > checks[1]!.createdAt).toBe(true);
    for (const check of checks) {
      expect(['completed', 'error']).toContain(check.status);
      const { lastName, firstName, middleName } = clientData(seeded);
      expect(check.fullname).toBe([lastName, firstName, middleName].join(' '));
      const runs = Object.values(check.algorithms);
      expect(runs.length).toBeGreaterThanOrEqual(2);
      for (const run of runs) expect(run.data?.message).toMatch(/[А-Яа-я]/);
      expect(check.status === 'error').toBe(runs.some((r) => r.status !== 'success'));
    }
    const unscored = dealWhere((r) => scoringTimes(world(), r).current === null);
    expect(await listOf('viewer', dealIdOf(unscored))).toEqual([]);
  });
});

describe('POST /api/check', () => {
  it("starts a check: 'active' until the delay, then completed, and the user gets completeCheck", async () => {
    const row = dealWhere((r) => clientData(r).passportSeries !== null && scoringTimes(world(), r).current === null);
    const dealId = dealIdOf(row);
    const published = recordPublished(app());
    held = Date.now();
    const res = await create('underwriter', dealId, {
      type: 'default',
      checkAlgorithmTypes: ['passportValidity', 'bankruptcy'],
      data: clientData(row),
    });
    expect(res.statusCode, res.body).toBe(200);
    const { id, success } = res.json<AdditionalCheckCreatedResponse>().result;
    expect(success).toBe(true);

    const [active] = await listOf('underwriter', dealId);
    expect(active).toMatchObject({ id, status: 'active', updatedAt: null });
    expect(Object.keys(active!.algorithms)).toEqual(['passportValidity', 'bankruptcy']);
    expect(Object.values(active!.algorithms).map((a) => a.status)).toEqual(['in_progress', 'in_progress']);
    expect(active!.algorithms.passportValidity!.request).toEqual({
      passportSeries: clientData(row).passportSeries,
      passportNumber: clientData(row).passportNumber,
    });

    held = null;
    await sleep(DELAY_MS + 40);
    const [done] = await listOf('underwriter', dealId);
    expect(['completed', 'error']).toContain(done!.status);
    expect(done!.updatedAt).not.toBeNull();
    for (const run of Object.values(done!.algorithms)) {
      expect(['success', 'failure']).toContain(run.status);
      expect(run.data?.message).toMatch(/[А-Яа-я]/);
    }
    const events = published.filter((p) => p.event.type === 'completeCheck');
    expect(events).toEqual([
      {
        topics: [`${BASE}/users/6`],
        event: {
          type: 'completeCheck',
          data: { dealId, message: `Завершена дополнительная проверка по заявке № ${dealId}`, checkId: id },
          error: null,
        },
      },
    ]);
    expect(app().contract.schemaValidator('HubEvent')(events[0]!.event)).toBe(true);
    expect(snapshotStore(app().store).parts.additionalChecks).toMatchObject({
      checks: [expect.objectContaining({ id })],
    });
  });

  it('runs every algorithm for an empty list; beforeFirstError interrupts the ones after a failure', async () => {
    const row = dealWhere((r) => clientData(r).passportSeries !== null);
    // No passport: the passport's algorithm fails first, the others are interrupted.
    const data = { ...clientData(row), passportSeries: null, passportNumber: null };
    const res = await create('admin', dealIdOf(row), { type: 'beforeFirstError', checkAlgorithmTypes: [], data });
    expect(res.statusCode, res.body).toBe(200);
    await sleep(DELAY_MS + 40);
    const check = (await listOf('admin', dealIdOf(row))).find(
      (c) => c.id === res.json<AdditionalCheckCreatedResponse>().result.id,
    )!;
    expect(Object.keys(check.algorithms)).toEqual(ALGORITHMS.map((a) => a.type));
    expect(check.algorithms.passportValidity).toMatchObject({
      status: 'failure',
      data: { message: 'Недостаточно данных для проверки' },
    });
    const after = Object.values(check.algorithms).slice(1);
    expect(after.every((a) => a.status === 'interrupted')).toBe(true);
    expect(check.status).toBe('error');
  });

  it('gives the same outcome for the same person', async () => {
    const row = dealWhere((r) => clientData(r).passportSeries !== null);
    const body: AdditionalCheckRequest = { type: 'default', checkAlgorithmTypes: [], data: clientData(row) };
    const ids: number[] = [];
    for (let i = 0; i < 2; i++)
      ids.push((await create('underwriter', dealIdOf(row), body)).json<AdditionalCheckCreatedResponse>().result.id!);
    await sleep(DELAY_MS + 40);
    const checks = (await listOf('underwriter', dealIdOf(row))).filter((c) => ids.includes(c.id));
    const outcome = (c: (typeof checks)[number]) =>
      Object.entries(c.algorithms).map(([type, run]) => [type, run.status, run.data?.message]);
    expect(outcome(checks[0]!)).toEqual(outcome(checks[1]!));
  });

  it('finds the deal by the passport when no dealId is given', async () => {
    const row =
      world().deals.count - 1 - dealWhere((r) => clientData(world().deals.count - 1 - r).passportSeries !== null);
    const res = await create('underwriter', null, {
      type: 'default',
      checkAlgorithmTypes: ['mvdWanted'],
      data: clientData(row),
    });
    expect(res.statusCode, res.body).toBe(200);
    const { id } = res.json<AdditionalCheckCreatedResponse>().result;
    const clientRow = world().deals.client[row]!;
    const newest = world().clientDeals(clientRow)[0]!;
    expect((await listOf('underwriter', dealIdOf(newest))).map((c) => c.id)).toContain(id);
    const unknown = await create('underwriter', null, {
      type: 'default',
      checkAlgorithmTypes: [],
      data: { ...clientData(row), passportSeries: '0000', passportNumber: '000000' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<ErrorBody>().errors).toEqual([
      { propertyPath: 'dealId', message: 'Заявка не найдена по паспортным данным' },
    ]);
  });

  it('refuses bad person data with field errors and starts nothing', async () => {
    const row = dealWhere((r) => clientData(r).passportSeries !== null);
    const dealId = dealIdOf(row);
    const before = (await listOf('underwriter', dealId)).length;
    const good = clientData(row);
    const cases: [Partial<typeof good>, string, string][] = [
      [{ passportSeries: '45' }, 'data.passportSeries', 'Значение не соответствует формату'],
      [{ passportNumber: '12345a' }, 'data.passportNumber', 'Значение не соответствует формату'],
      [{ passportIssueCode: '770001' }, 'data.passportIssueCode', 'Значение не соответствует формату'],
      [{ lastName: ' ' }, 'data.lastName', 'Обязательное поле!'],
      [{ birthDate: null }, 'data.birthDate', 'Обязательное поле!'],
      [{ birthDate: '2020-01-01' }, 'data.birthDate', 'Введите валидное значение!'],
      [{ passportIssueDate: '2099-01-01' }, 'data.passportIssueDate', 'Введите валидное значение!'],
      [{ birthDate: '2026-02-30' }, 'data.birthDate', 'Неверный формат значения'],
    ];
    for (const [patch, propertyPath, message] of cases) {
      const res = await create('underwriter', dealId, {
        type: 'default',
        checkAlgorithmTypes: [],
        data: { ...good, ...patch },
      });
      expect(res.statusCode, JSON.stringify(patch)).toBe(400);
      expect(res.json<ErrorBody>().errors).toContainEqual({ propertyPath, message });
    }
    const unknown = await create('underwriter', dealId, {
      type: 'default',
      checkAlgorithmTypes: ['astrology'],
      data: good,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<ErrorBody>().errors).toEqual([
      { propertyPath: 'checkAlgorithmTypes.0', message: 'Неизвестная проверка' },
    ]);
    const badType = await create('underwriter', dealId, {
      type: 'sometimes' as 'default',
      checkAlgorithmTypes: [],
      data: good,
    });
    expect(badType.statusCode).toBe(400);
    expect(await listOf('underwriter', dealId)).toHaveLength(before);
  });

  it('is for the staff who review deals: not the auditors, the viewers, the operators', async () => {
    const row = dealWhere((r) => clientData(r).passportSeries !== null);
    const body: AdditionalCheckRequest = { type: 'default', checkAlgorithmTypes: [], data: clientData(row) };
    for (const user of ['auditor', 'viewer', 'goz'])
      expect((await create(user, dealIdOf(row), body)).statusCode).toBe(403);
    expect((await call('auditor', 'GET', `/api/check?dealId=${dealIdOf(row)}`)).statusCode).toBe(200);
  });
});
