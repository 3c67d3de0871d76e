import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type {
  AutocreditInfoResponse,
  ErrorBody,
  File as DocumentFile,
  FormSaveResponse,
  TaskFormResponse,
  InitialFeePopupResponse,
  IpConfigResponse,
  LoanVariant,
  ServiceLimitsResponse,
  StrategyTimeResponse,
  TimeOutResponse,
  TimerMessageListResponse,
  TokenPair,
} from '@autocredit/generated/api';
import { variantsOfDeal } from '../domain/decisions';
import { limitTerms, serviceLimits, serviceLimitsWithVariants } from '../domain/deal-book/deal-view';
import type { FormSource } from '../domain/forms/source';
import { DEFAULT_DICTIONARIES } from '../domain/forms/dictionaries';
import { STRATEGIES } from '../domain/world/seed/catalog-deals';
import { SALE_POINTS } from '../domain/world/seed/catalog-places';
import { HOUR, WORLD_NOW, isoAt } from '../domain/world/time';
import { as, signIn, testApp } from '../testing/app';

const MINUTE = 60_000;

let app: FastifyInstance;
/** The app's clock (the store's): the timer tests move it. */
let clock = WORLD_NOW + HOUR;
const tokens: Record<string, TokenPair> = {};
const USERS = [
  'goz',
  'credit_inspector',
  'release_manager',
  'underwriter',
  'underwriter_external',
  'viewer',
  'calculator',
];

beforeAll(async () => {
  app = await testApp({}, { now: () => clock });
  for (const u of USERS) tokens[u] = await signIn(app, u);
});
afterAll(() => app.close());

const call = (user: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  as(app, tokens[user]!, { method, url, ...(payload !== undefined && { payload }) });
const get = (user: string, url: string) => call(user, 'GET', url);
const anonymous = (method: 'GET' | 'POST', url: string) => app.inject({ method, url });

const world = () => app.store.world;
const book = () => app.store.deals;
const staffIndex = (username: string) => world().staffByUsername(username)!.index;
const rows = () => Array.from({ length: world().deals.count }, (_, d) => d);
/** The first deal of the world that has what a test needs. */
const sample = (test: (d: number) => boolean) => {
  const row = rows().find(test);
  if (row === undefined) throw new Error('the seeded world has no such deal');
  return row;
};
const id = (row: number) => world().dealId(row);
const status = (row: number) => world().statusOf(row).code;
const currentTask = (row: number) => world().deals.currentTask[row]!;
const kindOf = (row: number) => (currentTask(row) >= 0 ? world().taskKind(currentTask(row)).key : null);
const rescored = (row: number) =>
  world()
    .dealTasks(row)
    .some((t) => world().tasks.rescored[t] === 1);
const feePercent = (row: number) => (world().deals.initialFee[row]! / world().deals.carCost[row]!) * 100;
const hasDecision = (row: number) => world().deals.lastDecision[row]! >= 0;
const source = (row: number) => book().entry(row).source;
const edit = (row: number, change: (s: FormSource) => void) => {
  const next = structuredClone(source(row));
  change(next);
  book().saveSource(row, next);
};

/** A deal the user's sale point does not have (an operator sees only their own). */
const otherSalePointDeal = (username: string) => {
  const point = SALE_POINTS.findIndex((s) => s.id === world().staffByUsername(username)!.salePointId);
  return sample((d) => world().deals.salePoint[d] !== point);
};

/** The answers every deal operation shares: 401 without a token, 403 for a role without access, 404 unknown. */
function guards(
  method: 'GET' | 'POST',
  url: (dealId: number) => string,
  { allowed, forbidden }: { allowed: string; forbidden: string },
  payload?: object,
) {
  it('401 without a token', async () => {
    expect((await anonymous(method, url(id(0)))).statusCode).toBe(401);
  });
  it(`403 for ${forbidden}`, async () => {
    const res = await call(forbidden, method, url(id(0)), payload);
    expect(res.statusCode, res.body).toBe(403);
  });
  it('404 for an unknown deal', async () => {
    const res = await call(allowed, method, url(999_999), payload);
    expect(res.statusCode, res.body).toBe(404);
    expect(res.json<ErrorBody>().result).toBe('Заявка не найдена');
  });
}

describe('GET /api/autocredit/{dealId}: the deal header, the strategies and the risk info', () => {
  const url = (dealId: number) => `/api/autocredit/${dealId}`;
  const info = async (user: string, row: number) => {
    const res = await get(user, url(id(row)));
    expect(res.statusCode, res.body).toBe(200);
    return res.json<AutocreditInfoResponse>().result;
  };

  it('a deal at the underwriters: its header, its strategy (unchanged) and its risk class', async () => {
    const row = sample((d) => status(d) === 'underwriting' && !rescored(d) && kindOf(d) === 'underwriter_check');
    const { deals, clients } = world();
    const c = deals.client[row]!;
    const strategy = STRATEGIES[deals.strategy[row]!]!;
    const result = await info('underwriter', row);
    expect(result).toMatchObject({
      id: id(row),
      client: {
        id: world().clientId(c),
        name: world().clientName(c),
        passport: {
          series: String(clients.passportSeries[c]).padStart(4, '0'),
          number: String(clients.passportNumber[c]).padStart(6, '0'),
        },
      },
      collection: { id: source(row).deal.collectionId },
      partner: { specialName: world().salePointOf(row).name },
      createdUserName: world().staff[deals.creator[row]!]?.fio ?? null,
      contractNumber: null,
      costRequested: deals.costRequested[row],
      term: deals.term[row],
      status: 'На проверке андеррайтера',
      currentVerificationStrategy: { id: strategy.id, name: strategy.name },
      oldVerificationStrategy: { id: strategy.id, name: strategy.name },
    });
    expect(['Низкий', 'Средний', 'Высокий']).toContain(result.riskLevel);
    expect(result.riskClass).toMatch(/^[ABC][123]$/);
    // The level goes with the class letter.
    expect('ABC'.indexOf(result.riskClass![0]!)).toBe(['Низкий', 'Средний', 'Высокий'].indexOf(result.riskLevel!));
    expect(await info('underwriter', row)).toEqual(result);
  });

  it('a rescored deal: the old strategy differs from the current one, the same on every call', async () => {
    const row = sample((d) => status(d) === 'underwriting' && rescored(d));
    const result = await info('underwriter', row);
    const current = STRATEGIES[world().deals.strategy[row]!]!;
    expect(result.currentVerificationStrategy).toEqual({ id: current.id, name: current.name });
    expect(result.oldVerificationStrategy).not.toBeNull();
    expect(result.oldVerificationStrategy!.id).not.toBe(current.id);
    expect(STRATEGIES.map((s) => s.id)).toContain(result.oldVerificationStrategy!.id);
    expect((await info('underwriter', row)).oldVerificationStrategy).toEqual(result.oldVerificationStrategy);
  });

  it('a new deal: no strategy, no risk info, no decision yet', async () => {
    const row = sample((d) => status(d) === 'new' && !hasDecision(d));
    const result = await info('credit_inspector', row);
    expect(result).toMatchObject({
      status: 'Новая',
      lastDecision: null,
      contractNumber: null,
      currentVerificationStrategy: null,
      oldVerificationStrategy: null,
      riskLevel: null,
      riskClass: null,
    });
  });

  it('an issued deal: its contract number and its last decision', async () => {
    const row = sample((d) => status(d) === 'issued' && hasDecision(d));
    const last = world().deals.lastDecision[row]!;
    const result = await info('viewer', row);
    expect(result.contractNumber).toBe(`АК-${id(row)}`);
    expect(result.lastDecision).toEqual({ createdAt: isoAt(world().decisions.at[last]!) });
    expect(result.status).toBe('Кредит выдан');
  });

  it("404 for a deal of another sale point (an operator's)", async () => {
    const res = await get('goz', url(id(otherSalePointDeal('goz'))));
    expect(res.statusCode, res.body).toBe(404);
  });

  it('400 for a deal id that is not one', async () => {
    expect((await get('viewer', url(0))).statusCode).toBe(400);
  });

  guards('GET', url, { allowed: 'viewer', forbidden: 'calculator' });
});

describe('GET /api/autocredit/isIpConfig/{dealId}', () => {
  const url = (dealId: number) => `/api/autocredit/isIpConfig/${dealId}`;

  it('an employee of an organisation: not an individual entrepreneur; the requested sum', async () => {
    const row = sample((d) => status(d) === 'underwriting' && source(d).client.work?.employer != null);
    const res = await get('underwriter', url(id(row)));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<IpConfigResponse>().result).toEqual({
      isJobIndividualBusinessman: false,
      costRequested: world().deals.costRequested[row],
    });
  });

  it('an employer with a personal (12-digit) INN is an individual entrepreneur', async () => {
    const row = sample((d) => status(d) === 'underwriting' && source(d).client.work?.employer != null);
    edit(row, (s) => {
      s.client.work!.employer = {
        name: 'Индивидуальный предприниматель Петров Пётр Петрович',
        inn: '770123456789',
        value: 'ИП Петров Пётр Петрович, ИНН 770123456789',
      };
      s.credit.costRequested = 4_500_000;
    });
    const res = await get('underwriter', url(id(row)));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<IpConfigResponse>().result).toEqual({ isJobIndividualBusinessman: true, costRequested: 4_500_000 });
  });

  guards('GET', url, { allowed: 'underwriter', forbidden: 'viewer' });
});

describe('GET /api/autocredit/get-service-limits/{with,without}-variants/{dealId}', () => {
  const without = (dealId: number, q = '') => `/api/autocredit/get-service-limits/without-variants/${dealId}${q}`;
  const withVariants = (dealId: number, q = '') => `/api/autocredit/get-service-limits/with-variants/${dealId}${q}`;
  const TERMS = '?costRequested=1250000&carCost=1500000&initialFee=250000&term=60';
  const limits = async (user: string, url: string) => {
    const res = await get(user, url);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ServiceLimitsResponse>().result;
  };
  const variant = (over: Partial<LoanVariant>): LoanVariant => ({
    term: 60,
    rate: 15.9,
    sumMax: 1_300_000,
    sumRequested: 1_250_000,
    carCost: 1_500_000,
    paymentMonthly: 30_300,
    initialFeePercent: 16.67,
    services: [],
    valid: true,
    errorMessages: [],
    ...over,
  });
  const row = () => sample((d) => status(d) === 'client_approved');

  it('10 % of the car cost for equipment; 2 % of the credit in services when the fee is below 20 %', async () => {
    expect(await limits('credit_inspector', without(id(row()), TERMS))).toEqual({
      maxAdditionalEquipment: 150_000,
      minBankService: 25_000,
    });
  });

  it('no services required with a fee of 20 % or more; the equipment capped at 500 000', async () => {
    const q = '?costRequested=5000000&carCost=8000000&initialFee=3000000&term=36';
    expect(await limits('release_manager', without(id(row()), q))).toEqual({
      maxAdditionalEquipment: 500_000,
      minBankService: 0,
    });
  });

  it("without terms in the query: the deal's own credit", async () => {
    const d = row();
    const { carCost, costRequested, initialFee } = world().deals;
    const car = carCost[d]!;
    const cost = costRequested[d]!;
    const equipment = Math.floor(Math.min(car * 0.1, 500_000, 12_000_000 - cost) / 1000) * 1000;
    const services = (initialFee[d]! / car) * 100 < 20 ? Math.ceil((cost * 0.02) / 100) * 100 : 0;
    expect(await limits('credit_inspector', without(id(d)))).toEqual({
      maxAdditionalEquipment: equipment,
      minBankService: services,
    });
  });

  it('with variants: the variant of the term bounds the equipment by its maximal sum and sets the services', async () => {
    const d = row();
    edit(d, (s) => {
      s.variants = [
        variant({ term: 60, valid: false, sumMax: 2_000_000, errorMessages: ['Превышен ПДН'] }),
        variant({ term: 48, sumMax: 1_280_000 }),
        variant({
          term: 60,
          services: [
            { name: 'Страхование жизни', cost: 30_000, isCredit: true },
            { name: 'Телемедицина', cost: 9_000, isCredit: false },
          ],
        }),
      ];
    });
    // 1 300 000 - 1 250 000 leaves 50 000 for equipment; the services in the credit are 30 000 (more than 2 %).
    expect(await limits('credit_inspector', withVariants(id(d), TERMS))).toEqual({
      maxAdditionalEquipment: 50_000,
      minBankService: 30_000,
    });
    // The nearest valid term when none has the asked one: 48 months, 30 000 left under 1 280 000.
    const q = '?costRequested=1250000&carCost=1500000&initialFee=250000&term=36';
    expect(await limits('credit_inspector', withVariants(id(d), q))).toEqual({
      maxAdditionalEquipment: 30_000,
      minBankService: 25_000,
    });
  });

  it("with variants computed from the deal (none kept): the limits follow the deal's variant of the term", async () => {
    // A deal whose variant of the term (its services in the credit, its max sum) changes the limits.
    const withComputed = (x: number) =>
      serviceLimitsWithVariants(limitTerms(source(x).credit, {}), variantsOfDeal(app.store, x));
    const d = sample(
      (x) =>
        status(x) === 'approved' &&
        source(x).variants.length === 0 &&
        JSON.stringify(withComputed(x)) !== JSON.stringify(serviceLimits(limitTerms(source(x).credit, {}))),
    );
    expect(await limits('credit_inspector', withVariants(id(d)))).toEqual(withComputed(d));
  });

  it('with variants, a deal without any (not scored yet) counts as without them', async () => {
    const d = sample((x) => status(x) === 'in_progress' && source(x).variants.length === 0);
    expect(await limits('credit_inspector', withVariants(id(d), TERMS))).toEqual(
      await limits('credit_inspector', without(id(d), TERMS)),
    );
  });

  for (const bad of [
    'costRequested=-1',
    'costRequested=12000001',
    'term=0',
    'term=121',
    'carCost=abc',
    'initialFee=-5',
  ]) {
    it(`400 for ${bad}`, async () => {
      for (const url of [without(id(row()), `?${bad}`), withVariants(id(row()), `?${bad}`)]) {
        const res = await get('credit_inspector', url);
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json<ErrorBody>().errors?.[0]?.propertyPath).toBe(bad.split('=')[0]);
      }
    });
  }

  guards('GET', (dealId) => without(dealId, TERMS), { allowed: 'credit_inspector', forbidden: 'viewer' });
  guards('GET', (dealId) => withVariants(dealId, TERMS), { allowed: 'release_manager', forbidden: 'viewer' });
});

describe('GET /api/autocredit/isNeedShowPopap/initialFee/{dealId}', () => {
  const url = (dealId: number) => `/api/autocredit/isNeedShowPopap/initialFee/${dealId}`;
  const popup = async (row: number) => {
    const res = await get('credit_inspector', url(id(row)));
    expect(res.statusCode, res.body).toBe(200);
    return res.json<InitialFeePopupResponse>().result;
  };

  const WARNING =
    'Обратите внимание, что в случае изменения данного параметра, возможно увеличение времени рассмотрения заявки и изменение решения по заявке';

  it('a deal with an underwriter’s decision: the popup with its text, whatever the fee', async () => {
    expect(await popup(sample((d) => hasDecision(d) && feePercent(d) < 30))).toEqual({
      visible: true,
      message: WARNING,
    });
    expect(await popup(sample((d) => hasDecision(d) && feePercent(d) >= 30))).toEqual({
      visible: true,
      message: WARNING,
    });
  });

  it('no decision yet: nothing to change, no popup', async () => {
    expect(await popup(sample((d) => !hasDecision(d) && feePercent(d) < 30))).toEqual({
      visible: false,
      message: null,
    });
  });

  it('shows once the deal gets a decision', async () => {
    const row = sample((d) => !hasDecision(d) && status(d) === 'underwriting');
    expect((await popup(row)).visible).toBe(false);
    world().addDecision(row, 0, true, staffIndex('underwriter'));
    expect(await popup(row)).toEqual({ visible: true, message: WARNING });
  });

  guards('GET', url, { allowed: 'goz', forbidden: 'viewer' });
});

describe('POST /api/autocredit/change-agreed-auto/{dealId}/{choice}', () => {
  const url = (dealId: number, choice: number | string) => `/api/autocredit/change-agreed-auto/${dealId}/${choice}`;
  const row = () => sample((d) => status(d) === 'client_approved' && kindOf(d) === 'credit_inspection');

  it('1: the car and its cost as the application has them are agreed; 0: the agreed cost is cleared', async () => {
    const d = row();
    const agreed = await call('credit_inspector', 'POST', url(id(d), 1));
    expect(agreed.statusCode, agreed.body).toBe(200);
    expect(agreed.json()).toEqual({ result: true });
    expect(source(d).release.carCostAgreedClient).toBe(source(d).credit.carCostRequested);
    expect(source(d).release.carCostAgreedClient).toBeGreaterThan(0);

    expect(source(d).release.agreedAuto).toBe(1);

    const refused = await call('credit_inspector', 'POST', url(id(d), 0));
    expect(refused.statusCode, refused.body).toBe(200);
    expect(source(d).release.carCostAgreedClient).toBeNull();
    expect(source(d).release.agreedAuto).toBe(0);
  });

  it("the inspector's decision form shows the answer: agreed, the application's cost, read-only; not, to type", async () => {
    const d = sample(
      (x) =>
        status(x) === 'client_approved' &&
        kindOf(x) === 'credit_inspection' &&
        world().tasks.assignee[currentTask(x)]! < 0 &&
        source(x).release.agreedAuto == null,
    );
    const taskId = world().taskId(currentTask(d));
    expect((await call('credit_inspector', 'POST', `/api/task/claim/${taskId}`)).statusCode).toBe(200);
    const decision = async () =>
      (await get('credit_inspector', `/api/task/${taskId}?step=decision`)).json<TaskFormResponse>().result.form.fields;
    expect((await decision()).agreedAuto?.value).toBeNull();

    await call('credit_inspector', 'POST', url(id(d), 1));
    const agreed = await decision();
    expect(agreed.agreedAuto?.value).toBe('1');
    expect(agreed.carCostAgreedClient).toMatchObject({
      value: world().deals.carCost[d],
      attributes: { readonly: true },
    });

    await call('credit_inspector', 'POST', url(id(d), 0));
    const notAgreed = await decision();
    expect(notAgreed.agreedAuto?.value).toBe('0');
    expect(notAgreed.carCostAgreedClient?.value).toBeNull();
    expect(notAgreed.carCostAgreedClient?.attributes?.readonly).toBeUndefined();
  });

  it('400 for a choice other than 0 or 1', async () => {
    expect((await call('credit_inspector', 'POST', url(id(row()), 2))).statusCode).toBe(400);
    expect((await call('credit_inspector', 'POST', url(id(row()), 'yes'))).statusCode).toBe(400);
  });

  it('400 on a finished deal', async () => {
    const d = sample((x) => status(x) === 'rejected');
    const res = await call('credit_inspector', 'POST', url(id(d), 1));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<ErrorBody>().result).toBe('Заявка завершена, изменение невозможно');
  });

  it("404 for a deal of another sale point (an operator's)", async () => {
    const res = await call('goz', 'POST', url(id(otherSalePointDeal('goz')), 1));
    expect(res.statusCode, res.body).toBe(404);
  });

  guards('POST', (dealId) => url(dealId, 1), { allowed: 'credit_inspector', forbidden: 'viewer' });
});

describe('POST /api/autocredit/{dealId}/optional/cancel/{service}', () => {
  const url = (dealId: number, service: string) => `/api/autocredit/${dealId}/optional/cancel/${service}`;
  const DATES = { cancelStatementDate: '2026-11-20', cancelUpPercentDate: '2026-12-20' };
  const row = () => sample((d) => status(d) === 'release' && kindOf(d) === 'release_decision');
  const withServices = () => {
    const d = row();
    edit(d, (s) => {
      s.release.services = [
        { code: 'lifeInsurance', name: 'Страхование жизни и здоровья', cost: 82_500, active: true },
        { code: 'kasko', name: 'КАСКО', cost: 85_000, active: false },
      ];
    });
    return d;
  };
  const cancel = (d: number, service: string, payload: object = DATES, user = 'release_manager') =>
    call(user, 'POST', url(id(d), service), payload);

  it("an active service is switched off; the deal's other services stay as they were", async () => {
    const d = withServices();
    const res = await cancel(d, 'lifeInsurance');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ result: true });
    expect(source(d).release.services.map((s) => [s.code, s.active])).toEqual([
      ['lifeInsurance', false],
      ['kasko', false],
    ]);
    expect(source(d).release.services[0]!.cost).toBe(82_500);
  });

  it('400 for a service already off; 404 for one the deal does not have', async () => {
    const d = withServices();
    const off = await cancel(d, 'kasko');
    expect(off.statusCode, off.body).toBe(400);
    expect(off.json<ErrorBody>().result).toBe('Услуга уже отключена');
    const unknown = await cancel(d, 'gap');
    expect(unknown.statusCode, unknown.body).toBe(404);
    expect(unknown.json<ErrorBody>().result).toBe('Услуга не найдена');
  });

  it('400 with the field for a missing or impossible date, or a rate raised before the statement', async () => {
    const d = withServices();
    const missing = await cancel(d, 'lifeInsurance', { cancelStatementDate: '2026-11-20' });
    expect(missing.statusCode, missing.body).toBe(400);
    expect(missing.json<ErrorBody>().errors).toEqual([
      { propertyPath: 'cancelUpPercentDate', message: 'Это поле обязательно для заполнения' },
    ]);
    const impossible = await cancel(d, 'lifeInsurance', { ...DATES, cancelStatementDate: '2026-02-30' });
    expect(impossible.statusCode, impossible.body).toBe(400);
    expect(impossible.json<ErrorBody>().errors?.[0]?.propertyPath).toBe('cancelStatementDate');
    const early = await cancel(d, 'lifeInsurance', { ...DATES, cancelUpPercentDate: '2026-11-19' });
    expect(early.statusCode, early.body).toBe(400);
    expect(early.json<ErrorBody>().errors?.[0]?.propertyPath).toBe('cancelUpPercentDate');
    expect(source(d).release.services[0]!.active).toBe(true);
  });

  it("the decision form's recalculation after a cancellation shows the service off for good", async () => {
    const d = sample(
      (x) =>
        kindOf(x) === 'credit_inspection' &&
        world().tasks.assignee[currentTask(x)]! < 0 &&
        source(x).release.services.some((s) => s.active),
    );
    const taskId = world().taskId(currentTask(d));
    expect((await call('credit_inspector', 'POST', `/api/task/claim/${taskId}`)).statusCode).toBe(200);
    const index = source(d).release.services.findIndex((s) => s.active);
    const { code } = source(d).release.services[index]!;
    const before = (await get('credit_inspector', `/api/task/${taskId}?step=decision`)).json<TaskFormResponse>().result
      .form.fields.services?.children?.[String(index)]?.children;
    expect(before?.cancel).toMatchObject({ type: 'cancelServiceBtn', value: code });
    expect((await cancel(d, code, DATES, 'credit_inspector')).statusCode).toBe(200);
    // The page posts what it shows (the flag still on) and asks for the form again.
    const services = source(d).release.services.map((s) => ({ code: s.code, active: '1', cost: s.cost }));
    const reload = await call('credit_inspector', 'POST', `/api/task/${taskId}?step=decision&reload=true`, {
      decision: { services },
    });
    expect(reload.statusCode, reload.body).toBe(200);
    const after = reload.json<FormSaveResponse>().result.form.fields.services?.children?.[String(index)]?.children;
    expect(after?.active).toMatchObject({ value: 'false', attributes: { readonly: true } });
    expect(after?.cancel).toBeUndefined();
    expect(source(d).release.services[index]).toMatchObject({ active: false, cancellation: DATES });
  });

  it('400 for a service code that is not one', async () => {
    expect((await cancel(withServices(), 'life%20insurance')).statusCode).toBe(400);
  });

  guards('POST', (dealId) => url(dealId, 'lifeInsurance'), { allowed: 'release_manager', forbidden: 'viewer' }, DATES);
});

describe('POST /api/autocredit/{taskId}/file/{fileId}/delete', () => {
  const url = (taskId: number, fileId: number) => `/api/autocredit/${taskId}/file/${fileId}/delete`;
  /** The underwriter's task (claimed by the seeded underwriter) with two files: one of this task, one earlier. */
  const setUp = () => {
    const d = sample(
      (x) => kindOf(x) === 'underwriter_check' && world().tasks.assignee[currentTask(x)]! === staffIndex('underwriter'),
    );
    const taskId = world().taskId(currentTask(d));
    const created = book().findTask(taskId)!.task.createdAt;
    const file = (fileId: number, at: number): DocumentFile => ({
      id: fileId,
      name: `Справка ${fileId}.pdf`,
      path: `/api/file/get/${fileId}`,
      createdAt: isoAt(at),
    });
    edit(d, (s) => {
      s.documents.underwriterFiles = {
        code: 'underwriterFiles',
        group: 'underwriterFiles',
        title: 'Файлы андеррайтера',
        files: [file(88_121, created + 5 * MINUTE), file(88_120, created - HOUR)],
        limit: null,
      };
    });
    return { d, taskId };
  };

  it('a file uploaded in the task is deleted', async () => {
    const { d, taskId } = setUp();
    const res = await call('underwriter', 'POST', url(taskId, 88_121));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ result: true });
    expect(source(d).documents.underwriterFiles!.files.map((f) => f.id)).toEqual([88_120]);
  });

  it("403 'Невозможно удалить файл загруженный ранее' for a file uploaded before the task", async () => {
    const { d, taskId } = setUp();
    const res = await call('underwriter', 'POST', url(taskId, 88_120));
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json<ErrorBody>()).toEqual({
      result: 'Невозможно удалить файл загруженный ранее',
      detail: 'Невозможно удалить файл загруженный ранее',
    });
    expect(source(d).documents.underwriterFiles!.files).toHaveLength(2);
  });

  it("403 for someone else's task; 404 for an unknown file, an unknown task, a closed task", async () => {
    const { taskId } = setUp();
    const others = await call('underwriter_external', 'POST', url(taskId, 88_121));
    expect(others.statusCode, others.body).toBe(403);
    expect((await call('underwriter', 'POST', url(taskId, 1))).statusCode).toBe(404);
    expect((await call('underwriter', 'POST', url(1, 88_121))).statusCode).toBe(404);
    const closed = world().dealTasks(sample((x) => status(x) === 'issued'))[0]!;
    const gone = await call('underwriter', 'POST', url(world().taskId(closed), 88_121));
    expect(gone.statusCode, gone.body).toBe(404);
    expect(gone.json<ErrorBody>().result).toBe('Задача завершена и более недоступна.');
  });

  it('400 for an id that is not one; 401 without a token; 403 for a role without tasks', async () => {
    const { taskId } = setUp();
    expect((await call('underwriter', 'POST', url(taskId, 0))).statusCode).toBe(400);
    expect((await anonymous('POST', url(taskId, 88_121))).statusCode).toBe(401);
    expect((await call('viewer', 'POST', url(taskId, 88_121))).statusCode).toBe(403);
  });
});

describe('the underwriter strategy timer', () => {
  const strategyUrl = (dealId: number) => `/api/underwriter/strategyTime/${dealId}`;
  const timeOutUrl = (dealId: number) => `/api/underwriter/isTimeOut/${dealId}`;
  const strategyTime = async (row: number) => {
    const res = await get('underwriter', strategyUrl(id(row)));
    expect(res.statusCode, res.body).toBe(200);
    return res.json<StrategyTimeResponse>().result.strategyTime;
  };
  const isTimeOut = async (row: number) => {
    const res = await get('underwriter', timeOutUrl(id(row)));
    expect(res.statusCode, res.body).toBe(200);
    return res.json<TimeOutResponse>().result.isTimeOut;
  };

  it("strategyTime: the minutes of the deal's strategy; 0 before the underwriters", async () => {
    const row = sample((d) => status(d) === 'underwriting');
    expect(await strategyTime(row)).toBe(STRATEGIES[world().deals.strategy[row]!]!.minutes);
    expect(await strategyTime(sample((d) => status(d) === 'new'))).toBe(0);
  });

  it('isTimeOut: counted from the claim, true once the strategy time has passed', async () => {
    const row = sample((d) => kindOf(d) === 'underwriter_check' && world().tasks.assignee[currentTask(d)]! < 0);
    const taskId = world().taskId(currentTask(row));
    // In the queue the countdown has not started, however old the task.
    expect(await isTimeOut(row)).toBe(false);

    const claimed = await call('underwriter', 'POST', `/api/task/claim/${taskId}`);
    expect(claimed.statusCode, claimed.body).toBe(200);
    const claimedAt = clock;
    const minutes = await strategyTime(row);
    expect(minutes).toBeGreaterThan(0);

    // The access token lives 15 minutes: a new one at each moved clock, and the clock back for the other tests.
    try {
      clock = claimedAt + minutes * MINUTE - 1000;
      tokens.underwriter = await signIn(app, 'underwriter');
      expect(await isTimeOut(row)).toBe(false);
      clock = claimedAt + minutes * MINUTE + 1000;
      tokens.underwriter = await signIn(app, 'underwriter');
      expect(await isTimeOut(row)).toBe(true);
    } finally {
      clock = claimedAt;
      tokens.underwriter = await signIn(app, 'underwriter');
    }
  });

  it('isTimeOut: never for a task that is not a pre-decision one (the deal has a decision, not a preliminary one)', async () => {
    const row = sample((d) => {
      const last = world().deals.lastDecision[d]!;
      const free = kindOf(d) === 'underwriter_check' && world().tasks.assignee[currentTask(d)]! < 0;
      return free && last >= 0 && world().decisions.preliminary[last] === 0;
    });
    const claimed = await call('underwriter', 'POST', `/api/task/claim/${world().taskId(currentTask(row))}`);
    expect(claimed.statusCode, claimed.body).toBe(200);
    const claimedAt = clock;
    const minutes = await strategyTime(row);
    expect(minutes).toBeGreaterThan(0);
    try {
      clock = claimedAt + minutes * MINUTE + 1000;
      tokens.underwriter = await signIn(app, 'underwriter');
      expect(await isTimeOut(row)).toBe(false);
    } finally {
      clock = claimedAt;
      tokens.underwriter = await signIn(app, 'underwriter');
    }
  });

  it('isTimeOut: false for a deal without an underwriter task', async () => {
    expect(await isTimeOut(sample((d) => status(d) === 'issued'))).toBe(false);
  });

  guards('GET', strategyUrl, { allowed: 'underwriter', forbidden: 'credit_inspector' });
  guards('GET', timeOutUrl, { allowed: 'underwriter_external', forbidden: 'credit_inspector' });
});

describe('GET /api/underwriter/get-timer-messages', () => {
  const url = '/api/underwriter/get-timer-messages';

  it('the delay reasons of the decision form, as code and message', async () => {
    const res = await get('underwriter', url);
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json<TimerMessageListResponse>().result;
    expect(result).toEqual(DEFAULT_DICTIONARIES.delayReasons.map((r) => ({ code: r.value, message: r.label })));
    expect(result).toContainEqual({ code: 'client_unavailable', message: 'Клиент не отвечал на звонки' });
  });

  it('401 without a token; 403 for a role other than the underwriters', async () => {
    expect((await anonymous('GET', url)).statusCode).toBe(401);
    expect((await get('credit_inspector', url)).statusCode).toBe(403);
  });
});
