import { describe, expect, it, afterAll, beforeAll } from 'vitest';
import type {
  DealScoringResponse,
  ErrorBody,
  OkResponse,
  ScoringCheck,
  ScoringDataResponse,
  AdditionalCheckCreatedResponse,
  AdditionalCheckListResponse,
  AdditionalCheckPersonDataResponse,
  AdditionalCheckRequest,
  CheckAlgorithmListResponse,
  TokenPair,
  DealLogListResponse,
  Decision,
  DecisionListResponse,
  FinanceBlockResponse,
  FormSaveResponse,
  LoanVariant,
  LoanVariantListResponse,
  TaskFormResponse,
  DecisionCodeGroupListResponse,
  FormResponse,
  RejectReasonListResponse,
} from '@autocredit/generated/api';
import {
  currentScoring,
  dealFate,
  previousScoring,
  REPORT_FILE_BASE,
  ALGORITHMS,
  personDataOf,
  scoringTimes,
} from '../domain/scoring';
import { restoreStore, snapshotStore } from '../domain/store/store-state';
import { signedInApp, as, recordPublished, signIn, testApp } from '../testing/app';
import { PDFDocument } from 'pdf-lib';
import type { FastifyInstance } from 'fastify';
import { PROGRAM_RULES, variantTexts } from '../domain/decisions';
import { dealServices } from '../domain/decisions/deal-services';
import {
  OUTCOME_APPROVED,
  OUTCOME_CHANGED,
  PROGRAMS,
  STATUSES,
  BL_AUTOCREDIT,
  OUTCOME_REJECTED,
  STRATEGIES,
} from '../domain/world/seed/catalog-deals';
import { SALE_POINTS } from '../domain/world/seed/catalog-places';
import { useTaskWorld, expectError } from '../testing/task-world';
import { holdOpenTask } from '../testing/deal-book-fixtures';
import { DEFAULT_DICTIONARIES } from '../domain/forms/dictionaries';
import { messages } from '../domain/forms/messages';
import { HOUR, WORLD_NOW } from '../domain/world/time';

describe('scoring', () => {
  const { app, call } = signedInApp(['underwriter', 'admin', 'auditor', 'viewer', 'goz', 'credit_inspector']);

  const world = () => app().store.world;
  const dealIdOf = (row: number) => world().dealId(row);

  /** The first deal (row) that passes the test. */
  function dealWhere(test: (row: number) => boolean): number {
    for (let row = 0; row < world().deals.count; row++) if (test(row)) return row;
    throw new Error('no such deal');
  }
  const scored = (row: number) => currentScoring(app().store, row) !== null;

  async function scoringOf(user: string, dealId: number) {
    const res = await call(user, 'GET', `/api/scoring/data/${dealId}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ScoringDataResponse>().result;
  }
  const checksOf = async (user: string, dealId: number): Promise<ScoringCheck[]> =>
    (await scoringOf(user, dealId)).groups.flatMap((g) => g.checks);

  describe('GET /api/scoring/data/{dealId}', () => {
    it('gives the groups of the last scoring: each check with its light, one entity, its result and information', async () => {
      const dealId = dealIdOf(dealWhere(scored));
      const data = await scoringOf('underwriter', dealId);
      expect(data.groups.map((g) => g.label)).toEqual([
        'Кредитная история',
        'Проверка документов',
        'Антифрод',
        'Автомобиль',
        'Работодатель',
      ]);
      expect(data.runningAt! < data.completedAt!).toBe(true);
      const checks = data.groups.flatMap((g) => g.checks);
      for (const check of checks) {
        expect(['green', 'yellow', 'red']).toContain(check.light);
        expect(check.checkEntities).toHaveLength(1);
        const [entity] = check.checkEntities;
        expect(Math.floor(entity!.id / 100)).toBe(dealId);
        expect(entity!.resultText).toMatch(/[А-Яа-я]/);
        expect(check.runningAt! < check.completedAt!).toBe(true);
      }
      const byTitle = (title: string) => checks.find((c) => c.checkConfig.title === title)!.checkEntities[0]!;
      expect(byTitle('Кредитная история (НБКИ)').formattedData).toEqual({
        type: 'file',
        file: {
          path: `/api/file/get/${REPORT_FILE_BASE + byTitle('Кредитная история (НБКИ)').id}`,
          name: 'Отчет НБКИ.pdf',
        },
        url: null,
        text: null,
      });
      expect(byTitle('Действительность паспорта').formattedData).toMatchObject({
        type: 'url',
        url: { link: 'https://services.fms.gov.ru/info-service.htm?sid=2000', name: 'Проверить на сайте МВД' },
      });
      expect(byTitle('Долговая нагрузка').formattedData).toMatchObject({ type: 'text', text: expect.any(String) });
      expect(byTitle('Черный список банка').formattedData).toBeNull();
      // The same deal gives the same scoring.
      expect(await scoringOf('admin', dealId)).toEqual(data);
    });

    it("agrees with the deal's decisions: a rejected deal has a red check, an approved one none", async () => {
      const rejected = dealWhere((r) => dealFate(world(), r) === 'rejected' && scored(r));
      const approved = dealWhere((r) => dealFate(world(), r) === 'approved' && scored(r));
      expect((await checksOf('underwriter', dealIdOf(rejected))).some((c) => c.light === 'red')).toBe(true);
      expect((await checksOf('underwriter', dealIdOf(approved))).some((c) => c.light === 'red')).toBe(false);
      for (let row = 0; row < world().deals.count; row++) {
        const lights = currentScoring(app().store, row)?.checks.map((c) => c.light) ?? [];
        if (dealFate(world(), row) === 'approved') expect(lights).not.toContain('red');
        if (dealFate(world(), row) === 'rejected' && lights.length > 0) expect(lights).toContain('red');
      }
    });

    it("runs the spouse's credit history only for a deal with a spouse", async () => {
      const store = app().store;
      const withSpouse = dealWhere((r) => scored(r) && Boolean(store.deals.currentSource(r).spouse?.surName));
      const without = dealWhere((r) => scored(r) && !store.deals.currentSource(r).spouse);
      const title = 'Кредитная история супруга (НБКИ)';
      expect((await checksOf('underwriter', dealIdOf(withSpouse))).map((c) => c.checkConfig.title)).toContain(title);
      expect((await checksOf('underwriter', dealIdOf(without))).map((c) => c.checkConfig.title)).not.toContain(title);
    });

    it('has no groups before the deal is scored', async () => {
      const row = dealWhere((r) => world().statusOf(r).code === 'new');
      expect(await scoringOf('underwriter', dealIdOf(row))).toEqual({ groups: [], runningAt: null, completedAt: null });
    });

    it('gives the auditors no information for display', async () => {
      const dealId = dealIdOf(dealWhere(scored));
      const checks = await checksOf('auditor', dealId);
      expect(checks.length).toBeGreaterThan(0);
      expect(checks.every((c) => c.checkEntities[0]!.formattedData === null)).toBe(true);
      expect((await checksOf('viewer', dealId)).some((c) => c.checkEntities[0]!.formattedData !== null)).toBe(true);
    });

    it('is 404 for a deal one does not see or that is not there', async () => {
      const others = dealWhere(
        (r) => scored(r) && !app().store.lists.visible({ id: 2, roles: ['ROLE_GOZ'], privileges: [] }, r),
      );
      const res = await call('goz', 'GET', `/api/scoring/data/${dealIdOf(others)}`);
      expect(res.statusCode).toBe(404);
      expect(res.json<ErrorBody>().result).toBe('Заявка не найдена');
      expect((await call('underwriter', 'GET', '/api/scoring/data/1')).statusCode).toBe(404);
    });
  });

  describe('the check report files', () => {
    it("downloads a check's report as a PDF under its name, by the path of its information", async () => {
      const dealId = dealIdOf(dealWhere(scored));
      const checks = await checksOf('underwriter', dealId);
      const file = checks.find((c) => c.checkEntities[0]!.formattedData?.type === 'file')!.checkEntities[0]!
        .formattedData!.file!;
      const res = await call('underwriter', 'GET', file.path);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent(file.name)}`);
      expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const pdf = await PDFDocument.load(res.rawPayload, { updateMetadata: false });
      expect(pdf.getPageCount()).toBe(1);
      expect(pdf.getTitle()).toBe(
        checks.find((c) => c.checkEntities[0]!.formattedData?.file === file)!.checkConfig.title,
      );
    });

    it('is 404 for an entity without a report, 403 for the auditors', async () => {
      const dealId = dealIdOf(dealWhere(scored));
      const checks = await checksOf('underwriter', dealId);
      const linkOnly = checks.find((c) => c.checkEntities[0]!.formattedData?.type === 'url')!.checkEntities[0]!;
      expect((await call('underwriter', 'GET', `/api/file/get/${REPORT_FILE_BASE + linkOnly.id}`)).statusCode).toBe(
        404,
      );
      expect((await call('underwriter', 'GET', `/api/file/get/${REPORT_FILE_BASE + 1}`)).statusCode).toBe(404);
      const file = checks.find((c) => c.checkEntities[0]!.formattedData?.type === 'file')!.checkEntities[0]!;
      expect((await call('auditor', 'GET', file.formattedData!.file!.path)).statusCode).toBe(403);
    });
  });

  describe('GET /api/scoring/deal/{dealId}', () => {
    it('lists every check run on the deal, newest first; a rescored deal has its previous scoring too', async () => {
      const store = app().store;
      const rescored = dealWhere((r) => scored(r) && previousScoring(store, r) !== null);
      const res = await call('underwriter', 'GET', `/api/scoring/deal/${dealIdOf(rescored)}`);
      expect(res.statusCode, res.body).toBe(200);
      const checks = res.json<DealScoringResponse>().result;
      const current = currentScoring(store, rescored)!.checks;
      const previous = previousScoring(store, rescored)!.checks;
      expect(checks).toHaveLength(current.length + previous.length);
      expect(checks.map((c) => c.runningAt)).toEqual([...checks.map((c) => c.runningAt!)].sort().reverse());
      expect(
        checks
          .slice(0, current.length)
          .map((c) => c.id)
          .sort(),
      ).toEqual(current.map((c) => c.entityId).sort());
      expect(checks[0]).toMatchObject({
        title: expect.any(String),
        light: expect.any(String),
        resultText: expect.any(String),
      });
      const auditorView = (
        await call('auditor', 'GET', `/api/scoring/deal/${dealIdOf(rescored)}`)
      ).json<DealScoringResponse>();
      expect(auditorView.result.every((c) => c.formattedData === null)).toBe(true);
    });
  });

  describe('the check cache', () => {
    it("'Отключить кэш проверок' (admins): every check of the deal is 'Кэш отключен', kept in the state", async () => {
      const dealId = dealIdOf(dealWhere((r) => scored(r) && dealFate(world(), r) === 'open'));
      expect((await checksOf('admin', dealId)).some((c) => !c.checkEntities[0]!.needRescoring)).toBe(true);
      expect((await call('underwriter', 'POST', `/api/scoring/off-cache/${dealId}`)).statusCode).toBe(403);
      const res = await call('admin', 'POST', `/api/scoring/off-cache/${dealId}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<OkResponse>()).toEqual({ result: true, messages: [{ type: 'success', message: 'Сброшено' }] });
      expect((await checksOf('admin', dealId)).every((c) => c.checkEntities[0]!.needRescoring)).toBe(true);
      expect(snapshotStore(app().store).parts.scoring).toMatchObject({
        offCache: { [String(dealId)]: expect.any(Number) },
      });
      expect((await call('admin', 'POST', '/api/scoring/off-cache/1')).statusCode).toBe(404);
    });

    it('marks one check entity for rescoring (admins, the rescoring privilege); a reset store forgets it', async () => {
      const dealId = dealIdOf(dealWhere((r) => scored(r) && dealFate(world(), r) === 'approved'));
      const before = await checksOf('underwriter', dealId);
      const entity = before.find((c) => !c.checkEntities[0]!.needRescoring)!.checkEntities[0]!;
      for (const user of ['viewer', 'auditor', 'credit_inspector']) {
        expect((await call(user, 'POST', `/api/scoring/needRescoring/${entity.id}`)).statusCode).toBe(403);
      }
      const saved = snapshotStore(app().store);
      const res = await call('underwriter', 'POST', `/api/scoring/needRescoring/${entity.id}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<OkResponse>().result).toBe(true);
      // Again is no error.
      expect((await call('admin', 'POST', `/api/scoring/needRescoring/${entity.id}`)).statusCode).toBe(200);
      const after = await checksOf('underwriter', dealId);
      const changed = after.filter(
        (c, i) => c.checkEntities[0]!.needRescoring !== before[i]!.checkEntities[0]!.needRescoring,
      );
      expect(changed.map((c) => c.checkEntities[0]!.id)).toEqual([entity.id]);
      restoreStore(app().store, saved);
      const restored = await checksOf('underwriter', dealId);
      expect(restored.find((c) => c.checkEntities[0]!.id === entity.id)!.checkEntities[0]!.needRescoring).toBe(false);
    });

    it('is 404 for an entity that no scoring ran', async () => {
      const unscored = dealIdOf(dealWhere((r) => !scored(r)));
      for (const id of [unscored * 100, dealIdOf(dealWhere(scored)) * 100 + 49, 999]) {
        const res = await call('admin', 'POST', `/api/scoring/needRescoring/${id}`);
        expect(res.statusCode).toBe(404);
        expect(res.json<ErrorBody>().result).toBe('Проверка не найдена');
      }
    });
  });
});

describe('additional checks', () => {
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
});

describe('history, decisions and variants', () => {
  const USERS = [
    'underwriter',
    'underwriter_chief',
    'credit_inspector',
    'viewer',
    'auditor',
    'admin',
    'goz',
    'calculator',
    'pledge_viewer',
  ];
  const t = useTaskWorld(USERS);
  const { call } = t;

  const world = () => t.world();
  const rows = () => Array.from({ length: world().deals.count }, (_, d) => d);
  const used = new Set<number>();
  /** A deal of the world no other test took that has what a test needs; the caller's from then on. */
  const sample = (test: (d: number) => boolean) => {
    const row = rows().find((d) => !used.has(d) && test(d));
    if (row === undefined) throw new Error('the seeded world has no such deal');
    used.add(row);
    return row;
  };
  const id = (row: number) => world().dealId(row);
  const status = (row: number) => world().statusOf(row).code;
  const scored = (row: number) => !Number.isNaN(world().deals.underwritingAt[row]!);
  const feePercent = (row: number) => (world().deals.initialFee[row]! / world().deals.carCost[row]!) * 100;
  const programOf = (row: number) => PROGRAMS[world().deals.program[row]!]!;
  /** The deal's last decision approves it (with changes or not). */
  const approved = (row: number) => {
    const last = world().deals.lastDecision[row]!;
    return last >= 0 && [OUTCOME_APPROVED, OUTCOME_CHANGED].includes(world().decisions.outcome[last]!);
  };
  const fio = (username: string) => world().staffByUsername(username)!.fio;
  const ISO_MSK = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+03:00$/;

  /** The annuity payment, as a bank counts it (an independent formula: the test's own). */
  const annuity = (sum: number, rate: number, months: number) => {
    const i = rate / 12 / 100;
    return Math.round(((sum * i) / (1 - Math.pow(1 + i, -months))) * 100) / 100;
  };

  async function ok<T>(user: string, url: string): Promise<T> {
    const res = await call(user, 'GET', url);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ result: T }>().result;
  }
  const logs = (user: string, row: number) => ok<DealLogListResponse['result']>(user, `/api/deal/${id(row)}/logs`);
  const decisions = (user: string, row: number) =>
    ok<DecisionListResponse['result']>(user, `/api/autocredit/decisions/${id(row)}`);
  const variants = (user: string, row: number) =>
    ok<LoanVariantListResponse['result']>(user, `/api/autocredit/variants/${id(row)}`);
  const allVariants = (user: string, row: number) =>
    ok<LoanVariantListResponse['result']>(user, `/api/autocredit/allVariants/${id(row)}`);

  /** A deal the goz's sale point does not have. */
  const otherSalePointDeal = () => {
    const point = SALE_POINTS.findIndex((s) => s.id === world().staffByUsername('goz')!.salePointId);
    return sample((d) => world().deals.salePoint[d] !== point);
  };

  describe('GET /api/deal/{dealId}/logs: the history step', () => {
    it("lists the deal's tasks oldest first: worker, name, wait and work time, status, times", async () => {
      const row = sample((d) => status(d) === 'rejected' && world().dealTasks(d).length >= 3);
      const log = await logs('viewer', row);
      const tasks = world().dealTasks(row);
      expect(log).toHaveLength(tasks.length);
      log.forEach((entry, k) => {
        const task = tasks[k]!;
        const created = world().tasks.created[task]!;
        const closed = world().tasks.closedAt[task]!;
        expect(entry.taskName).toBe(world().taskKind(task).name);
        expect(entry.username).toBe(world().staff[world().tasks.assignee[task]!]!.fio);
        expect(entry.status).toBe('Завершена');
        expect(entry.createdAt).toMatch(ISO_MSK);
        expect(Date.parse(entry.createdAt)).toBe(created);
        expect(Date.parse(entry.completedAt!)).toBe(closed);
        // The task waited in the queue, then was worked until it was closed.
        expect(entry.waitTime! + entry.workTime!).toBe(Math.round((closed - created) / 1000));
      });
      expect(log.some((e) => e.waitTime! > 0)).toBe(true);
      expect(log.map((e) => Date.parse(e.createdAt))).toEqual([...log.map((e) => Date.parse(e.createdAt))].sort());
    });

    it('an open task in the queue: no worker, no end, no work time yet', async () => {
      const s = t.seeded('underwriter_check', t.free);
      used.add(s.row);
      const last = (await logs('underwriter', s.row)).at(-1)!;
      expect(last).toMatchObject({ taskName: 'Проверка андеррайтером', workTime: null, completedAt: null });
      expect(last.status === 'Создана' || last.status === 'Возвращена в очередь').toBe(true);
    });

    it("the underwriter's claim and decision show in the history, with the decision's comment", async () => {
      const s = t.seeded('underwriter_check', t.free);
      used.add(s.row);
      await t.claim('underwriter', s.taskId);
      expect((await logs('underwriter', s.row)).at(-1)).toMatchObject({
        username: fio('underwriter'),
        status: 'В работе',
        completedAt: null,
      });
      const saved = await call('underwriter', 'POST', `/api/task/${s.taskId}?step=decision`, {
        decision: { decision: 'approved', comment: 'Доход подтвержден', btnFinal: 1 },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const log = await logs('underwriter', s.row);
      const decided = log.find((e) => e.taskName === 'Проверка андеррайтером' && e.contextMessage !== null);
      expect(decided).toMatchObject({
        username: fio('underwriter'),
        status: 'Завершена',
        contextMessage: 'Доход подтвержден',
        completedAt: expect.stringMatching(ISO_MSK),
      });
    });
  });

  describe('GET api/autocredit/decisions/{dealId}: the decisions step', () => {
    it('one per decision of the deal, newest first, with every field of a decision', async () => {
      const row = sample((d) => world().dealDecisions(d).length >= 2 && world().deals.carYear[d]! > 0);
      const list = await decisions('underwriter', row);
      const rowsOf = world().dealDecisions(row);
      expect(list).toHaveLength(rowsOf.length);
      expect(list.map((d) => d.stateLabel)).toEqual(['Актуальное', ...rowsOf.slice(1).map(() => 'Неактуальное')]);
      expect(list.map((d) => Date.parse(d.createdAt))).toEqual(rowsOf.map((x) => world().decisions.at[x]!));
      const [first] = list as [Decision];
      const x = rowsOf[0]!;
      expect(first).toMatchObject({
        createdByFio: world().staff[world().decisions.by[x]!]!.fio,
        amount: world().decisions.amount[x],
        term: world().decisions.term[x],
        rate: world().decisions.rate[x]! / 100,
        program: programOf(row).name,
        initialFee: world().deals.initialFee[row],
        yearIssue: world().deals.carYear[row],
        strategyName: expect.any(String),
        riskClass: expect.stringMatching(/^[ABC][123]$/),
        clientRating: expect.stringMatching(/^\d{3}$/),
        brand: expect.any(String),
        model: expect.any(String),
      });
      expect(first.initialFeePercent).toBeCloseTo(feePercent(row), 2);
      expect(first.carCostRequested ?? first.costRequested).toBe(world().deals.carCost[row]);
      expect(first.options).toHaveLength(5);
      for (const option of first.options!) {
        expect(option).toMatchObject({ serviceName: expect.any(String), isActive: expect.any(Boolean) });
        expect(option.cost).toBeGreaterThan(0);
      }
      const approves = first.typeLabel === 'Одобрено' || first.typeLabel === 'Одобрено с изменениями';
      expect(first.paymentMonthlyConfirm).toBe(approves ? annuity(first.amount!, first.rate!, first.term!) : null);
    });

    it("the requested sum is the deal's requested credit sum, without the services paid from the loan", async () => {
      // A deal whose client pays a service from the loan: the requested sum is still what the application asks.
      const row = sample(
        (d) =>
          world().dealDecisions(d).length > 0 &&
          world().deals.costRequested[d]! > 0 &&
          dealServices(world(), d).some((s) => s.isActive && s.isCredit),
      );
      const [first] = await decisions('underwriter', row);
      expect(first!.sumTotalRequested).toBe(world().deals.costRequested[row]);
    });

    it("the risk class is the underwriters' only (the chief too)", async () => {
      const row = sample((d) => world().dealDecisions(d).length > 0 && scored(d));
      expect((await decisions('underwriter_chief', row))[0]!.riskClass).toMatch(/^[ABC][123]$/);
      for (const user of ['viewer', 'auditor', 'credit_inspector', 'admin']) {
        expect((await decisions(user, row))[0]!.riskClass, user).toBeNull();
      }
    });

    it('a deal without a decision has none', async () => {
      const row = sample((d) => status(d) === 'new');
      expect(await decisions('viewer', row)).toEqual([]);
    });

    it("a new decision comes on top after the underwriter's decision", async () => {
      const s = t.seeded('underwriter_check', t.free);
      used.add(s.row);
      const before = await decisions('underwriter', s.row);
      await t.claim('underwriter', s.taskId);
      const saved = await call('underwriter', 'POST', `/api/task/${s.taskId}?step=decision`, {
        decision: { decision: 'rejected', reasons: ['R12'], comment: 'Доход не подтвержден', btnFinal: 1 },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json<FormSaveResponse>().messages?.[0]?.message).toBe('Успешно сохранено.');
      const after = await decisions('underwriter', s.row);
      expect(after).toHaveLength(before.length + 1);
      expect(after[0]).toMatchObject({
        title: 'Отказ',
        typeLabel: 'Отказано',
        stateLabel: 'Актуальное',
        createdByFio: fio('underwriter'),
        amount: world().deals.costRequested[s.row],
        paymentMonthlyConfirm: null,
      });
      expect(after.slice(1).every((d) => d.stateLabel === 'Неактуальное')).toBe(true);
    });
  });

  describe('GET api/autocredit/variants/{dealId}: the loan variants', () => {
    /** A deal with admissible variants: scored, its last decision an approval. */
    const scoredDeal = (test: (d: number) => boolean = () => true) =>
      sample(
        (d) =>
          scored(d) &&
          approved(d) &&
          world().deals.costRequested[d]! > 0 &&
          world().deals.carCondition[d] === 0 &&
          !STATUSES[world().deals.status[d]!]!.finished &&
          test(d),
      );

    it("the deal's program at each of its terms, with annuity payments of the credit and its services", async () => {
      const row = scoredDeal();
      const list = await variants('underwriter', row);
      const program = programOf(row);
      expect(list.map((v) => v.term)).toEqual([...PROGRAM_RULES[program.id]!.terms]);
      for (const v of list) {
        const credited = v.services.filter((s) => s.isCredit).reduce((sum, s) => sum + s.cost, 0);
        expect(v).toMatchObject({
          rate: program.rate,
          program: program.name,
          sumRequested: world().deals.costRequested[row],
          carCost: world().deals.carCost[row],
          equipmentsSum: 0,
        });
        expect(v.paymentMonthly).toBeCloseTo(annuity(v.sumRequested + credited, v.rate, v.term), 1);
        expect(v.initialFeePercent).toBeCloseTo(feePercent(row), 2);
        expect(v.valid).toBe(v.errorMessages.length === 0);
        if (v.paymentMonthly > v.paymentMonthlyMax!) expect(v.errorMessages).toContain(variantTexts.paymentTooHigh);
        expect(v.pdn).toBeGreaterThan(0);
        expect(v.pdnIncomeType).toMatch(/доход/);
        expect(v.sumMax).toBeGreaterThanOrEqual(0);
        for (const s of v.services)
          expect(s).toMatchObject({ name: expect.any(String), isCredit: expect.any(Boolean) });
      }
      // The longer the term, the smaller the payment.
      const payments = list.map((v) => v.paymentMonthly);
      expect(payments).toEqual([...payments].sort((a, b) => b - a));
    });

    it("an initial fee below the program's least makes every variant invalid, with the reason", async () => {
      const row = scoredDeal((d) => feePercent(d) < PROGRAM_RULES[programOf(d).id]!.minFeePercent);
      const list = await variants('underwriter', row);
      const least = PROGRAM_RULES[programOf(row).id]!.minFeePercent;
      expect(list.length).toBeGreaterThan(0);
      for (const v of list) {
        expect(v.valid).toBe(false);
        expect(v.errorMessages).toContain(`Первоначальный взнос меньше минимального по программе (${least} %)`);
      }
    });

    it('what each user sees: the largest sum with the privilege, the largest payment for viewers and underwriters', async () => {
      const row = scoredDeal();
      const full = await variants('underwriter', row);
      const pick = (v: LoanVariant) => [v.sumMax, v.paymentMonthlyMax, v.pdn, v.pdnIncomeType, v.program];
      expect(full.every((v) => pick(v).every((x) => x !== null))).toBe(true);
      const viewer = await variants('viewer', row);
      expect(viewer.map(pick)).toEqual(full.map((v) => [null, v.paymentMonthlyMax, null, null, null]));
      const inspector = await variants('credit_inspector', row);
      expect(inspector.map(pick)).toEqual(full.map(() => [null, null, null, null, null]));
      // The rest is the same for everyone.
      const common = ({
        sumMax: _s,
        paymentMonthlyMax: _p,
        pdn: _d,
        pdnIncomeType: _i,
        program: _g,
        ...v
      }: LoanVariant) => v;
      expect(inspector.map(common)).toEqual(full.map(common));
    });

    it('none before the deal is scored', async () => {
      const row = sample((d) => !scored(d));
      expect(await variants('viewer', row)).toEqual([]);
      expect(await allVariants('underwriter', row)).toEqual([]);
    });

    it('none for a rejected deal; all variants still for the underwriters', async () => {
      const row = sample((d) => status(d) === 'rejected' && scored(d) && world().deals.costRequested[d]! > 0);
      expect(await variants('underwriter', row)).toEqual([]);
      expect((await allVariants('underwriter', row)).length).toBeGreaterThan(0);
    });

    it("while the underwriter decides there are none; the underwriter's approval brings them", async () => {
      const s = t.seeded('underwriter_check', (x) => t.free(x) && world().deals.lastDecision[x.row]! < 0);
      used.add(s.row);
      expect(await variants('underwriter', s.row)).toEqual([]);
      const all = await allVariants('underwriter', s.row);
      expect(all.length).toBeGreaterThan(0);
      await t.claim('underwriter', s.taskId);
      const saved = await call('underwriter', 'POST', `/api/task/${s.taskId}?step=decision`, {
        decision: { decision: 'approved', comment: 'Доход подтвержден', btnFinal: 1 },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const after = await variants('underwriter', s.row);
      expect(after.map((v) => v.term)).toEqual([...PROGRAM_RULES[programOf(s.row).id]!.terms]);
      for (const v of after) expect(all).toContainEqual(v);
    });

    it("follow the client's budget: a confirmed income large enough makes the payment bearable", async () => {
      const row = scoredDeal((d) => feePercent(d) >= 20 && world().deals.currentTask[d]! >= 0);
      // The underwriter works the deal: its budget is theirs to change.
      holdOpenTask(t.app.store.deals, 'underwriter', row);
      const before = await variants('underwriter', row);
      const clientId = world().clientId(world().deals.client[row]!);
      const incomes = await ok<FinanceBlockResponse['result']>(
        'underwriter',
        `/api/person/${clientId}/budget/get/incomes`,
      );
      const item = incomes.items.find((i) => i.type === 'income')!;
      const set = await call('underwriter', 'POST', `/api/person/${clientId}/budget/set/incomes/${item.id}/10000000`);
      expect(set.statusCode, set.body).toBe(200);
      const after = await variants('underwriter', row);
      expect(after.map((v) => v.paymentMonthlyMax)).not.toEqual(before.map((v) => v.paymentMonthlyMax));
      for (const v of after) expect(v.errorMessages).not.toContain(variantTexts.paymentTooHigh);
    });

    it('?variant= of a task form applies the variant of that index', async () => {
      const s = t.seeded('credit_inspection', t.free);
      used.add(s.row);
      const list = await variants('credit_inspector', s.row);
      expect(list.length).toBeGreaterThan(1);
      await t.claim('credit_inspector', s.taskId);
      const k = list.length - 1;
      const res = await call('credit_inspector', 'GET', `/api/task/${s.taskId}?step=decision&variant=${k}`);
      expect(res.statusCode, res.body).toBe(200);
      const credit = res.json<TaskFormResponse>().result.form.fields.creditInfo?.children;
      expect(credit?.costRequested?.value).toBe(list[k]!.sumRequested);
      expect(Number(credit?.term?.value)).toBe(list[k]!.term);
      // A save keeps the form data but not the variants: they are the deal's as it stands.
      const saved = await call('credit_inspector', 'POST', `/api/task/${s.taskId}?step=decision&variant=${k}`, {
        decision: {
          creditInfo: { costRequested: list[k]!.sumRequested, initialFeeClient: 100000, term: String(list[k]!.term) },
          carCostAgreedClient: list[k]!.carCost,
          btnConfirm: 1,
        },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(t.app.store.deals.entry(s.row).source.variants).toEqual([]);
      expect((await variants('credit_inspector', s.row)).length).toBeGreaterThan(0);
    });

    it('404 for a deal one does not see, 400 for an id that is not one, 403 without access', async () => {
      const res = await call('goz', 'GET', `/api/autocredit/variants/${id(otherSalePointDeal())}`);
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json<ErrorBody>().result).toBe('Заявка не найдена');
      expect((await call('viewer', 'GET', '/api/autocredit/variants/abc')).statusCode).toBe(400);
      expect((await call('viewer', 'GET', '/api/autocredit/variants/999999')).statusCode).toBe(404);
      expect((await call('calculator', 'GET', `/api/autocredit/variants/${id(0)}`)).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url: `/api/autocredit/variants/${id(0)}` })).statusCode).toBe(401);
    });
  });

  describe('GET api/autocredit/allVariants/{dealId}: every variant (underwriters)', () => {
    it('each program the car may take at each of its terms, invalid ones with their reasons', async () => {
      const row = sample(
        (d) => scored(d) && world().deals.costRequested[d]! > 0 && world().deals.carCondition[d] === 0,
      );
      const list = await allVariants('underwriter', row);
      const programs = PROGRAMS.filter((p) => p.condition !== 'uses');
      expect(list).toHaveLength(programs.reduce((n, p) => n + PROGRAM_RULES[p.id]!.terms.length, 0));
      expect(new Set(list.map((v) => v.program))).toEqual(new Set(programs.map((p) => p.name)));
      expect(new Set(list.map((v) => `${v.program} ${v.rate}`)).size).toBe(programs.length);
      for (const v of list) expect(v.valid).toBe(v.errorMessages.length === 0);
      expect(list.some((v) => !v.valid)).toBe(true);
      // The deal's own variants are among them.
      const own = await variants('underwriter', row);
      for (const v of own) expect(list).toContainEqual(v);
    });

    it('a used car: its programs; terms that outlast the car are invalid', async () => {
      const row = sample(
        (d) =>
          scored(d) &&
          world().deals.costRequested[d]! > 0 &&
          world().deals.carCondition[d] === 1 &&
          world().deals.carYear[d]! <= 2016,
      );
      const list = await allVariants('underwriter_chief', row);
      expect(list.some((v) => v.program === 'Автокредит Подержанный автомобиль')).toBe(true);
      expect(list.some((v) => v.program === 'Автокредит Господдержка')).toBe(false);
      const old = list.filter((v) => 2026 - world().deals.carYear[row]! + v.term / 12 > 12);
      expect(old.length).toBeGreaterThan(0);
      for (const v of old) expect(v.errorMessages).toContain(variantTexts.carTooOld(12));
    });

    it('403 for those who are not underwriters; admin may', async () => {
      const row = sample((d) => scored(d));
      for (const user of ['viewer', 'credit_inspector', 'goz', 'auditor']) {
        expect((await call(user, 'GET', `/api/autocredit/allVariants/${id(row)}`)).statusCode, user).toBe(403);
      }
      expect((await call('admin', 'GET', `/api/autocredit/allVariants/${id(row)}`)).statusCode).toBe(200);
    });
  });

  describe('who reads the history and the decisions', () => {
    it('every reader of the deal; not those without deal access', async () => {
      const row = sample((d) => world().dealDecisions(d).length > 0);
      for (const user of ['underwriter', 'credit_inspector', 'viewer', 'auditor', 'admin']) {
        expect((await call(user, 'GET', `/api/deal/${id(row)}/logs`)).statusCode, user).toBe(200);
        expect((await call(user, 'GET', `/api/autocredit/decisions/${id(row)}`)).statusCode, user).toBe(200);
      }
      for (const user of ['calculator', 'pledge_viewer']) {
        expect((await call(user, 'GET', `/api/deal/${id(row)}/logs`)).statusCode, user).toBe(403);
        expect((await call(user, 'GET', `/api/autocredit/decisions/${id(row)}`)).statusCode, user).toBe(403);
      }
      expect((await call('goz', 'GET', `/api/deal/${id(otherSalePointDeal())}/logs`)).statusCode).toBe(404);
      expect((await call('viewer', 'GET', '/api/autocredit/decisions/0')).statusCode).toBe(400);
    });
  });
});

describe('reason codes and reject reasons', () => {
  const MINUTE = 60_000;
  const USERS = ['underwriter', 'underwriter_external', 'auditor', 'viewer', 'goz', 'credit_inspector'];

  let app: FastifyInstance;
  /** The app's clock: the timed-out test moves it. */
  let clock = WORLD_NOW + HOUR;
  const tokens: Record<string, TokenPair> = {};
  const used = new Set<number>();

  beforeAll(async () => {
    app = await testApp({ checkWaitSeconds: 0 }, { now: () => clock });
    for (const u of USERS) tokens[u] = await signIn(app, u);
  });
  afterAll(() => app.close());

  const call = (user: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    as(app, tokens[user]!, { method, url, ...(payload !== undefined && { payload }) });
  const world = () => app.store.world;

  /** A deal of the world no other test took, with a free underwriter task of the autocredit process. */
  function freeUnderwriterDeal() {
    const w = world();
    for (let row = 0; row < w.deals.count; row++) {
      const task = w.deals.currentTask[row]!;
      if (task < 0 || used.has(row) || w.taskKind(task).key !== 'underwriter_check') continue;
      if (w.tasks.assignee[task]! >= 0 || w.deals.businessLogic[row] !== BL_AUTOCREDIT) continue;
      used.add(row);
      return { row, dealId: w.dealId(row), taskId: w.taskId(task) };
    }
    throw new Error('no free underwriter task');
  }

  /** The first deal of the world that fits. */
  function sample(fits: (row: number) => boolean) {
    const w = world();
    for (let row = 0; row < w.deals.count; row++) if (!used.has(row) && fits(row)) return row;
    throw new Error('the seeded world has no such deal');
  }

  const codesUrl = (type: string, dealId: number) => `/api/autocredit/codes/${type}/${dealId}`;
  const rejectUrl = (dealId: number) => `/api/autocredit/${dealId}/rejectReason`;
  const decisionUrl = (dealId: number) => `/api/autocredit/deal-info/${dealId}?step=underwriterDecision`;

  async function codes(type: string, dealId: number) {
    const res = await call('underwriter', 'GET', codesUrl(type, dealId));
    expect(res.statusCode, res.body).toBe(200);
    return res.json<DecisionCodeGroupListResponse>().result;
  }

  async function rejectReasons(user: string, dealId: number) {
    const res = await call(user, 'GET', rejectUrl(dealId));
    expect(res.statusCode, res.body).toBe(200);
    return res.json<RejectReasonListResponse>().result;
  }

  async function claim(taskId: number, user = 'underwriter') {
    const res = await call(user, 'POST', `/api/task/claim/${taskId}`);
    expect(res.statusCode, res.body).toBe(200);
  }

  const decide = (dealId: number, values: Record<string, unknown>) =>
    call('underwriter', 'POST', decisionUrl(dealId), { underwriterDecision: values });

  describe('GET /api/autocredit/codes/{type}/{dealId}', () => {
    it('gives the groups of each kind of decision, children naming a parent of the same group', async () => {
      const { dealId } = freeUnderwriterDeal();
      const seen = new Set<string>();
      for (const type of ['approved', 'rejected', 'reworked', 'rescoring', 'refuse']) {
        const groups = await codes(type, dealId);
        expect(groups.length, type).toBeGreaterThan(0);
        for (const g of groups) {
          expect(g.groupName).toEqual(expect.any(String));
          const ids = new Set(g.reasons.map((r) => r.reasonId));
          for (const r of g.reasons) {
            expect(seen.has(r.reasonCode), `${r.reasonCode} is given once`).toBe(false);
            seen.add(r.reasonCode);
            if (r.reasonParentId !== null) expect(ids.has(r.reasonParentId!), r.reasonCode).toBe(true);
          }
        }
        expect(
          groups.some((g) => g.reasons.some((r) => r.reasonParentId !== null)),
          type,
        ).toBe(true);
      }
      const rejected = (await codes('rejected', dealId)).flatMap((g) => g.reasons);
      expect(rejected).toContainEqual({
        reasonId: 42,
        reasonCode: 'R12.1',
        reasonName: 'Доход не подтверждён работодателем',
        reasonParentId: 41,
      });
    });

    it('`delay`: the delay reasons of a timed-out task, the same the decision form and the timer messages offer', async () => {
      const { dealId } = freeUnderwriterDeal();
      const [group, ...more] = await codes('delay', dealId);
      expect(more).toEqual([]);
      expect(group!.groupName).toBe('Причины задержки');
      expect(group!.reasons.map((r) => [r.reasonCode, r.reasonName, r.reasonParentId])).toEqual(
        DEFAULT_DICTIONARIES.delayReasons.map((r) => [r.value, r.label, null]),
      );
    });

    it('answers 400 for a kind nobody has, 404 for a deal the user does not see, 403 to whom takes no decisions', async () => {
      const { dealId } = freeUnderwriterDeal();
      expectError(await call('underwriter', 'GET', codesUrl('approve', dealId)), 400);
      expectError(await call('underwriter', 'GET', codesUrl('rejected', 99_999_999)), 404, 'Заявка не найдена');
      for (const user of ['auditor', 'viewer', 'credit_inspector']) {
        expectError(await call(user, 'GET', codesUrl('rejected', dealId)), 403);
      }
      expect((await call('underwriter_external', 'GET', codesUrl('refuse', dealId))).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: codesUrl('rejected', dealId) })).statusCode).toBe(401);
    });
  });

  describe('GET /api/autocredit/{dealId}/rejectReason', () => {
    const lastOutcome = (row: number) => {
      const last = world().deals.lastDecision[row]!;
      return last < 0 ? -1 : world().decisions.outcome[last]!;
    };

    it('is empty for a deal not rejected', async () => {
      const row = sample((d) => lastOutcome(d) !== OUTCOME_REJECTED && world().statusOf(d).code !== 'rejected');
      expect(await rejectReasons('underwriter', world().dealId(row))).toEqual([]);
    });

    it('a deal rejected in the seed: its underwriter’s reason (manual, with the name), the same each time', async () => {
      const row = sample((d) => lastOutcome(d) === OUTCOME_REJECTED);
      const dealId = world().dealId(row);
      const reasons = await rejectReasons('auditor', dealId);
      const by = world().staff[world().decisions.by[world().deals.lastDecision[row]!]!]!;
      expect(reasons[0]).toMatchObject({ code: expect.stringMatching(/^(R|D)\d/), user: by.fio, isManual: true });
      for (const r of reasons.slice(1)) expect(r).toMatchObject({ user: null, isManual: false });
      expect(await rejectReasons('viewer', dealId)).toEqual(reasons);
    });

    it('after an underwriter rejects on the deal page: the reasons chosen, with the underwriter’s name', async () => {
      const { dealId, taskId } = freeUnderwriterDeal();
      await claim(taskId);
      const res = await decide(dealId, {
        decision: 'rejected',
        reasons: ['R12', 'R12.1'],
        comment: 'Доход не подтвержден работодателем',
        btnFinal: 1,
      });
      expect(res.statusCode, res.body).toBe(200);
      const reasons = await rejectReasons('underwriter', dealId);
      const fio = world().staffByUsername('underwriter')!.fio;
      expect(reasons.slice(0, 2)).toEqual([
        { code: 'R12', text: 'Недостаточный подтверждённый доход', user: fio, isManual: true },
        { code: 'R12.1', text: 'Доход не подтверждён работодателем', user: fio, isManual: true },
      ]);
    });

    it('404 for a deal the user does not see; 403 without the deal page', async () => {
      const row = sample((d) => world().salePointOf(d).id !== 12);
      expectError(await call('goz', 'GET', rejectUrl(world().dealId(row))), 404);
      expectError(await call('underwriter', 'GET', rejectUrl(99_999_999)), 404, 'Заявка не найдена');
    });
  });

  describe('the decision post of the deal page: the reason popup’s rules (001 §5)', () => {
    const errorsOf = async (dealId: number, values: Record<string, unknown>) => {
      const res = await decide(dealId, values);
      expect(res.statusCode, res.body).toBe(400);
      const { result } = res.json<FormSaveResponse>();
      expect(result.errors).toEqual([messages.notSaved]);
      return result.form;
    };

    it('a rejection needs a reason and a comment; the reasons must be of the decision taken', async () => {
      const { row, dealId, taskId } = freeUnderwriterDeal();
      await claim(taskId);
      const bare = await errorsOf(dealId, { decision: 'rejected', btnFinal: 1 });
      expect(bare.fields.reasons?.errors).toEqual([messages.required]);
      expect(bare.fields.comment?.errors).toEqual([messages.required]);
      const approvalCodes = await errorsOf(dealId, {
        decision: 'rejected',
        reasons: ['A01'],
        comment: 'Отказ',
        btnFinal: 1,
      });
      expect(approvalCodes.fields.reasons?.errors).toEqual(['Код причины не относится к принятому решению']);
      const rework = await errorsOf(dealId, { reasons: ['R12'], comment: 'Нужна справка', btnRework: 1 });
      expect(rework.fields.reasons?.errors).toEqual(['Код причины не относится к принятому решению']);
      const rescoring = await errorsOf(dealId, { btnRescoring: 1 });
      expect(rescoring.fields.comment?.errors).toEqual([messages.required]);
      expect(world().statusOf(row).code).toBe('underwriting');

      const approved = await decide(dealId, { decision: 'approved', reasons: [], comment: null, btnFinal: 1 });
      expect(approved.statusCode, approved.body).toBe(200);
      expect(approved.json()).toMatchObject({ messages: [{ type: 'success', message: 'Успешно сохранено.' }] });
      expect(world().statusOf(row).code).toBe('client_waiting');
    });

    it('a timed-out task asks for a delay reason first, and the text of the reason `other`', async () => {
      const { row, dealId, taskId } = freeUnderwriterDeal();
      await claim(taskId);
      const minutes = STRATEGIES[world().deals.strategy[row]!]!.minutes;
      const claimedAt = clock;
      try {
        clock = claimedAt + minutes * MINUTE + 1000;
        tokens.underwriter = await signIn(app, 'underwriter');
        const form = (await call('underwriter', 'GET', decisionUrl(dealId))).json<FormResponse>().result;
        expect(form.fields.delayReason?.choices).toEqual(DEFAULT_DICTIONARIES.delayReasons);
        expect(form.fields.delayReasonText).toMatchObject({ type: 'textarea' });

        const missing = await errorsOf(dealId, { decision: 'approved', btnFinal: 1 });
        expect(missing.errors).toEqual([messages.delayReasonNeeded]);
        expect(missing.fields.delayReason?.errors).toEqual([messages.required]);
        const other = await errorsOf(dealId, { decision: 'approved', delayReason: 'other', btnFinal: 1 });
        expect(other.fields.delayReasonText?.errors).toEqual([messages.required]);

        const res = await decide(dealId, {
          decision: 'approved',
          delayReason: 'other',
          delayReasonText: 'Ждали ответа работодателя',
          btnFinal: 1,
        });
        expect(res.statusCode, res.body).toBe(200);
        expect(app.store.deals.entry(row).source.underwriter).toMatchObject({
          delayReason: 'other',
          delayReasonText: 'Ждали ответа работодателя',
        });
      } finally {
        clock = claimedAt;
        tokens.underwriter = await signIn(app, 'underwriter');
      }
    });

    it('the decision step: its verification table, and a full rescoring (btnFullRescoring=1) back to the queue', async () => {
      const { row, dealId, taskId } = freeUnderwriterDeal();
      const url = `/api/autocredit/deal-info/${dealId}?step=decision`;
      const before = (await call('underwriter', 'GET', url)).json<FormResponse>().result;
      expect(before.buttons?.btnFullRescoring).toBeUndefined();
      const group = before.fields.verifications!;
      expect(group.type).toBe('form');
      for (const check of Object.values(group.children ?? {})) {
        expect(check).toMatchObject({ type: 'choice', attributes: { expanded: true } });
        expect(check.choices).toEqual(DEFAULT_DICTIONARIES.verificationStatuses);
      }
      await claim(taskId);
      const form = (await call('underwriter', 'GET', url)).json<FormResponse>().result;
      expect(form.buttons).toEqual({ btnFullRescoring: { label: 'Полный рескоринг' } });
      const res = await call('underwriter', 'POST', url, {
        decision: { verifications: { passport: 'confirmed', income: 'not_confirmed' }, btnFullRescoring: 1 },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(app.store.deals.entry(row).source.underwriter.verifications).toMatchObject({
        passport: 'confirmed',
        income: 'not_confirmed',
      });
      const tasks = app.store.deals.entry(row).state.tasks.filter((t) => t.key === 'underwriter_check' && t.rescored);
      expect(tasks.length).toBeGreaterThan(0);
    });
  });
});
