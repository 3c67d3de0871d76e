import { describe, expect, it } from 'vitest';
import type {
  ExtendedIncomeListResponse,
  FinanceBlockResponse,
  FinanceItem,
  GskCalculatorResultResponse,
  MaxCreditSumResponse,
  PdnResultResponse,
} from '@autocredit/generated/api';
import { CHARGE_TYPES, INCOME_TITLES, isPersonInn, spouseId, thirdFaceId } from '../domain/finance';
import { snapshotStore } from '../domain/store/store-state';
import { SALE_POINTS } from '../domain/world/seed/catalog-places';
import { COLLECTION_ID_BASE } from '../domain/world/records';
import { signedInApp } from '../testing/app';
import { holdOpenTask } from '../testing/deal-book-fixtures';

const PDN_DELAY_MS = 60;
const { app, call } = signedInApp(['goz', 'underwriter', 'viewer', 'auditor', 'admin', 'calculator'], {
  pdnDelayMs: PDN_DELAY_MS,
});
const world = () => app().store.world;
const used = new Set<number>();
const pointOf = (username: string) =>
  SALE_POINTS.findIndex((s) => s.id === world().staffByUsername(username)!.salePointId);

/**
 * A fresh deal (row) whose client passes the test: of goz's sale point or not; in work, its open task held by the
 * underwriter (who changes the budgets of the deals they work).
 */
function dealWhere(test: (client: number, row: number) => boolean, own?: boolean): number {
  const w = world();
  for (let row = 0; row < w.deals.count; row++) {
    const client = w.deals.client[row]!;
    if (used.has(client) || w.deals.currentTask[row]! < 0) continue;
    if (own !== undefined && (w.deals.salePoint[row] === pointOf('goz')) !== own) continue;
    if (w.clients.lastDeal[client] !== row || !test(client, row)) continue;
    used.add(client);
    holdOpenTask(app().store.deals, 'underwriter', row);
    return row;
  }
  throw new Error('no such deal');
}
const clientOf = (row: number) => world().clientId(world().deals.client[row]!);
const dealIdOf = (row: number) => world().dealId(row);

const block = async (user: string, url: string) => {
  const res = await call(user, 'GET', url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<FinanceBlockResponse>().result;
};
const incomes = (user: string, person: number) => block(user, `/api/person/${person}/budget/get/incomes`);
const charges = (user: string, person: number) => block(user, `/api/person/${person}/budget/get/charges/true`);
const loans = (user: string, person: number, row: number) =>
  block(user, `/api/person/${person}/budget/get/loans/${COLLECTION_ID_BASE + row}`);
const results = async (user: string, row: number) =>
  (await call(user, 'GET', `/api/autocredit/${dealIdOf(row)}/client/getMaxCreditSum`)).json<MaxCreditSumResponse>()
    .result;

describe('the budget blocks', () => {
  it('gives the seeded incomes, charges and loans of the client, the spouse and the third person', async () => {
    const row = dealWhere((c) => world().clients.income[c]! > 0 && world().clients.spouseSurname[c]! >= 0);
    const client = clientOf(row);
    const own = await incomes('underwriter', client);
    expect(own.title).toBe('Доходы');
    expect(own.items[0]).toMatchObject({
      type: 'income',
      typeTitle: INCOME_TITLES.salary,
      sum: world().clients.income[world().deals.client[row]!],
    });
    for (const item of own.items) expect(['not_confirmed', 'confirmed', 'adjustment']).toContain(item.status);
    expect(await incomes('viewer', client)).toEqual(own);
    expect((await charges('auditor', client)).title).toBe('Расходы');
    expect((await loans('underwriter', client, row)).title).toBe('Кредиты');
    const spouse = spouseId(world().deals.client[row]!);
    expect((await call('underwriter', 'GET', `/api/person/${spouse}/budget/get/incomes`)).statusCode).toBe(200);
  });

  it("answers 404 for an unknown person, a person of a deal one does not see, another deal's collection", async () => {
    expect((await call('underwriter', 'GET', '/api/person/1/budget/get/incomes')).statusCode).toBe(404);
    const other = dealWhere((c) => world().clients.thirdSurname[c]! >= 0, false);
    const res = await call('goz', 'GET', `/api/person/${clientOf(other)}/budget/get/incomes`);
    expect([res.statusCode, res.json()]).toEqual([404, { result: 'Данные не найдены', detail: 'Данные не найдены' }]);
    expect(
      (await call('goz', 'GET', `/api/person/${thirdFaceId(world().deals.client[other]!)}/budget/get/incomes`))
        .statusCode,
    ).toBe(404);
    const mine = dealWhere(() => true);
    const wrong = await call(
      'underwriter',
      'GET',
      `/api/person/${clientOf(mine)}/budget/get/loans/${COLLECTION_ID_BASE + other}`,
    );
    expect(wrong.statusCode).toBe(404);
  });

  it("answers 403 'Доступ запрещен' to a role that may not read or change; auditors load no results nor ПДН", async () => {
    const row = dealWhere(() => true);
    for (const url of [`/api/autocredit/${dealIdOf(row)}/client/getMaxCreditSum`, `/api/pdn/${dealIdOf(row)}`]) {
      const refused = await call('auditor', 'GET', url);
      expect([refused.statusCode, refused.json()]).toEqual([
        403,
        { result: 'Доступ запрещен', detail: 'Доступ запрещен' },
      ]);
      expect((await call('viewer', 'GET', url)).statusCode).toBe(200);
    }
    expect((await incomes('auditor', clientOf(row))).items.length).toBeGreaterThanOrEqual(0);
    const sum = await call('viewer', 'POST', `/api/person/${clientOf(row)}/budget/set/incomes/1/1000`);
    expect(sum.json()).toEqual({ result: 'Доступ запрещен', detail: 'Доступ запрещен' });
    expect((await call('calculator', 'GET', `/api/person/${clientOf(row)}/budget/get/incomes`)).statusCode).toBe(403);
    // The credit codes are the staff's reference: the calculator-only user has no deal to read them for.
    expect((await call('calculator', 'GET', '/api/suggest/creditCodes')).statusCode).toBe(403);
    expect((await call('viewer', 'GET', '/api/suggest/creditCodes')).statusCode).toBe(200);
    const item = (await incomes('underwriter', clientOf(row))).items[0];
    for (const user of ['auditor', 'viewer']) {
      const res = await call(user, 'POST', `/api/person/${clientOf(row)}/budget/set/incomes/${item?.id ?? 1}/1000`);
      expect(res.statusCode).toBe(403);
    }
  });
});

describe('the confirmed sums and the loans', () => {
  it('refuses a sum that is not a number, an item of another block, and loans_month', async () => {
    const row = dealWhere((c) => world().clients.income[c]! > 0);
    const client = clientOf(row);
    const salary = (await incomes('underwriter', client)).items[0]!;
    const bad = await call('underwriter', 'POST', `/api/person/${client}/budget/set/incomes/${salary.id}/abc`);
    expect([bad.statusCode, bad.json()]).toEqual([
      400,
      { result: [{ propertyPath: 'sumConfirmed', message: 'Значение должно быть числом' }] },
    ]);
    const negative = await call('underwriter', 'POST', `/api/person/${client}/budget/set/incomes/${salary.id}/-5`);
    expect(negative.statusCode).toBe(400);
    const elsewhere = await call('underwriter', 'POST', `/api/person/${client}/budget/set/charge/${salary.id}/5`);
    expect(elsewhere.statusCode).toBe(404);
    expect((await call('underwriter', 'POST', `/api/person/${client}/budget/set/incomes/1/5`)).statusCode).toBe(404);
  });

  it("keeps loans_month as the sum of the loans: not editable, following a loan's confirmed payment", async () => {
    const row = dealWhere(() => true);
    const client = clientOf(row);
    const added = await call('underwriter', 'POST', `/api/person/${client}/budget/add/loan`, {
      title: 'ПАО Сбербанк, потребительский кредит',
      sumAmount: 600000,
      bkiType: 'active',
      type: '04',
      sum: 18500,
      sumConfirm: 18000,
    });
    expect(added.statusCode, added.body).toBe(200);
    const loan = added.json<{ result: FinanceItem }>().result;
    expect(loan).toMatchObject({
      type: 'loan',
      typeTitle: 'ПАО Сбербанк, потребительский кредит',
      sum: 18500,
      sumAmount: 600000,
      status: 'adjustment',
      sumConfirmed: 18000,
      sumConfirmedOriginal: null,
    });
    expect((await loans('underwriter', client, row)).items.map((i) => i.id)).toContain(loan.id);
    const month = () => charges('underwriter', client).then((b) => b.items.find((i) => i.type === 'loans_month')!);
    const before = await month();
    expect(before.typeTitle).toBe(CHARGE_TYPES.loans_month);
    const fixed = await call('underwriter', 'POST', `/api/person/${client}/budget/set/charge/${before.id}/100`);
    expect([fixed.statusCode, fixed.json()]).toEqual([
      400,
      {
        result: [
          {
            propertyPath: 'sumConfirmed',
            message: 'Ежемесячные платежи по кредитам рассчитываются по кредитам и не редактируются',
          },
        ],
      },
    ]);
    const set = await call('underwriter', 'POST', `/api/person/${client}/budget/set/loan/${loan.id}/-1000.5`);
    expect(set.json<{ result: FinanceItem }>().result).toMatchObject({
      sumConfirmed: -1000.5,
      sumConfirmedOriginal: null,
    });
    expect((await month()).sumConfirmed).toBeCloseTo(before.sumConfirmed! - 19000.5, 2);
  });

  it('refuses a loan without a field, of an unknown credit type, with a payment below 1', async () => {
    const client = clientOf(dealWhere(() => true));
    const url = `/api/person/${client}/budget/add/loan`;
    const loan = {
      title: 'Банк ВТБ (ПАО), ипотека',
      sumAmount: 3000000,
      bkiType: 'active',
      type: '06',
      sum: 31000,
      sumConfirm: 31000,
    };
    const missing = await call('underwriter', 'POST', url, { ...loan, title: undefined });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ result: { propertyPath: string }[] }>().result[0]!.propertyPath).toBe('title');
    const type = await call('underwriter', 'POST', url, { ...loan, type: '99' });
    expect(type.json()).toEqual({ result: [{ propertyPath: 'type', message: 'Выберите тип кредита' }] });
    const small = await call('underwriter', 'POST', url, { ...loan, sum: 0.5 });
    expect(small.json()).toEqual({
      result: [{ propertyPath: 'sum', message: 'Ежемесячный платеж должен быть положительным числом' }],
    });
    expect((await call('auditor', 'POST', url, loan)).statusCode).toBe(403);
    expect((await call('underwriter', 'POST', '/api/person/1/budget/add/loan', loan)).statusCode).toBe(404);
    const codes = await call('viewer', 'GET', '/api/suggest/creditCodes');
    expect(codes.json<{ result: { code: string }[] }>().result.map((c) => c.code)).toEqual([
      '01',
      '04',
      '06',
      '07',
      '19',
    ]);
  });
});

describe('the extended incomes', () => {
  it('lists, adds and deletes; refuses a type not of the list, a zero sum, a confirmed income', async () => {
    const client = clientOf(dealWhere(() => true));
    const list = async () =>
      (await call('viewer', 'GET', `/api/person/budget/${client}/extended/list`)).json<ExtendedIncomeListResponse>()
        .result;
    const seeded = await list();
    const types = await call('auditor', 'GET', `/api/person/budget/${client}/extended/set`);
    expect(types.json<{ result: { id: number; name: string }[] }>().result[1]).toEqual({
      id: 2,
      name: 'Доход от сдачи имущества в аренду',
    });
    const url = `/api/person/budget/${client}/extended/set`;
    const added = await call('underwriter', 'POST', url, { extendedBudget: { type: 2, sum: 35000 } });
    expect(added.statusCode, added.body).toBe(200);
    const income = added.json<{ result: { id: number } }>().result;
    expect(income).toMatchObject({ type: { id: 2, name: 'Доход от сдачи имущества в аренду' }, sum: 35000 });
    expect(await list()).toEqual([...seeded, income]);
    const bad = await call('underwriter', 'POST', url, { extendedBudget: { type: 99, sum: 0 } });
    expect(bad.json()).toEqual({
      result: [
        { propertyPath: 'extendedBudget.type', message: 'Выберите тип дохода' },
        { propertyPath: 'extendedBudget.sum', message: 'Введите сумму' },
      ],
    });
    const none = await call('underwriter', 'POST', url, { extendedBudget: {} });
    expect(none.statusCode).toBe(400);
    expect(
      none
        .json<{ result: { message: string }[] }>()
        .result.map((e) => e.message)
        .sort(),
    ).toEqual(['Введите сумму', 'Выберите тип дохода']);
    expect((await call('viewer', 'POST', url, { extendedBudget: { type: 2, sum: 1 } })).statusCode).toBe(403);
    const deleted = await call('underwriter', 'POST', `/api/person/budget/extended/delete/${income.id}`);
    expect([deleted.statusCode, deleted.json()]).toEqual([200, { result: true }]);
    expect(await list()).toEqual(seeded);
    expect((await call('underwriter', 'POST', `/api/person/budget/extended/delete/${income.id}`)).statusCode).toBe(404);
  });

  it('does not delete a confirmed seeded income', async () => {
    const store = app().store;
    let found: { person: number; id: number; row: number } | undefined;
    for (let row = 0; row < world().deals.count && !found; row++) {
      const client = world().deals.client[row]!;
      if (used.has(client) || world().deals.currentTask[row]! < 0) continue;
      const person = { id: world().clientId(client), kind: 'client' as const, client };
      const seeded = store.finance.snapshot().persons[String(person.id)];
      if (seeded) continue;
      const list = store.finance.extendedIncomes(person);
      const confirmed = store.finance.snapshot().persons[String(person.id)]!.extended.find((e) => e.confirmed);
      if (confirmed && list.length > 0) found = { person: person.id, id: confirmed.id, row };
    }
    holdOpenTask(store.deals, 'underwriter', found!.row);
    const res = await call('underwriter', 'POST', `/api/person/budget/extended/delete/${found!.id}`);
    expect([res.statusCode, res.json()]).toEqual([
      400,
      { result: [{ message: 'Доход уже подтвержден и не может быть удален' }] },
    ]);
  });
});

describe('ПДН and the INN', () => {
  it("calculates ПДН asynchronously: a new request id, the figures after the bureau's answer", async () => {
    // not of goz's sale point: goz does not see it, nor its report
    const row = dealWhere((c, d) => world().deals.lastDecision[d]! < 0 && world().deals.costRequested[d]! > 0, false);
    const dealId = dealIdOf(row);
    const pdn = async (user = 'underwriter') =>
      (await call(user, 'GET', `/api/pdn/${dealId}`)).json<PdnResultResponse>().result;
    expect(await pdn()).toEqual({
      pdn: null,
      totalPayments: null,
      totalIncomes: null,
      incomeType: null,
      messageGuid: null,
      bkiReport: null,
    });
    expect((await call('viewer', 'POST', `/api/underwriter/pdn/${dealId}`)).statusCode).toBe(403);
    const started = await call('underwriter', 'POST', `/api/underwriter/pdn/${dealId}`);
    expect(started.statusCode, started.body).toBe(200);
    const body = started.json<PdnResultResponse>();
    expect(body.messages).toEqual([{ type: 'success', message: 'ПДН расчитан' }]);
    expect(body.result).toMatchObject({ pdn: null, totalIncomes: null });
    expect(body.result.messageGuid).toMatch(/^[0-9a-f-]{36}$/);
    await new Promise((resolve) => setTimeout(resolve, PDN_DELAY_MS + 20));
    const done = await pdn('viewer');
    const figures = await results('underwriter', row);
    expect(done.messageGuid).toBe(body.result.messageGuid);
    expect(done.totalIncomes).toBe(figures.srd);
    expect(done.totalPayments).toBeCloseTo(figures.pd! + figures.paymentMonthly!, 2);
    if (figures.srd! > 0) expect(done.pdn).toBeCloseTo((done.totalPayments! / figures.srd!) * 100, 0);
    expect(done.bkiReport).toBe(`/api/file/get/${1_900_000_000 + dealId}`);
    const report = await call('underwriter', 'GET', done.bkiReport!);
    expect([report.statusCode, report.headers['content-type']]).toEqual([200, 'application/pdf']);
    expect(report.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await call('goz', 'GET', done.bkiReport!)).statusCode).toBe(404);
    const again = await call('admin', 'POST', `/api/underwriter/pdn/${dealId}`);
    expect(again.json<PdnResultResponse>().result).toMatchObject({ pdn: null, bkiReport: null });
    expect(again.json<PdnResultResponse>().result.messageGuid).not.toBe(body.result.messageGuid);
    expect((await call('underwriter', 'GET', done.bkiReport!)).statusCode).toBe(404);
    expect((await call('underwriter', 'POST', '/api/underwriter/pdn/1')).statusCode).toBe(404);
  });

  it("finds the client's INN (valid check digits, kept) and not the spouse's", async () => {
    const row = dealWhere((c) => world().clients.spouseSurname[c]! >= 0 && world().clients.passportNumber[c]! > 0);
    const client = clientOf(row);
    const res = await call('underwriter', 'POST', `/api/person/${client}/inn/load`);
    expect(res.statusCode, res.body).toBe(200);
    const inn = res.json<{ result: { inn: string } }>().result.inn;
    expect(isPersonInn(inn)).toBe(true);
    expect((await call('underwriter', 'POST', `/api/person/${client}/inn/load`)).json()).toEqual({ result: { inn } });
    // 'Поиск по ИНН' is the underwriters' (002 §6): not the administrator's.
    expect((await call('admin', 'POST', `/api/person/${client}/inn/load`)).statusCode).toBe(403);
    const spouse = await call('underwriter', 'POST', `/api/person/${spouseId(world().deals.client[row]!)}/inn/load`);
    expect([spouse.statusCode, spouse.json()]).toEqual([
      400,
      { result: 'Что-то пошло не так', detail: 'ИНН не найден по паспортным данным' },
    ]);
    expect((await call('auditor', 'POST', `/api/person/${client}/inn/load`)).statusCode).toBe(403);
    expect((await call('underwriter', 'POST', '/api/person/1/inn/load')).statusCode).toBe(404);
  });
});

describe('the salary estimate', () => {
  it('gives the reference lists, paged, searched by a part of the title', async () => {
    const ref = async (query: string) => await call('underwriter', 'GET', `/api/gsk/ref?${query}`);
    const regions = (await ref('type=region&per_page=100')).json<{ result: { count: number; items: object[] } }>()
      .result;
    expect(regions.count).toBe(15);
    expect(regions.items[0]).toEqual({ code: '77', name: 'г. Москва', population: 'moreThanMillion' });
    const page = (await ref('type=region&per_page=2')).json<{ result: { count: number; items: object[] } }>().result;
    expect([page.count, page.items.length]).toEqual([15, 2]);
    const moscow = (await ref(`type=region&name=${encodeURIComponent('моск')}`)).json<{
      result: { items: { code: string }[] };
    }>();
    expect(moscow.result.items.map((i) => i.code)).toEqual(['77', '50']);
    expect(
      (await ref('type=okved&name=62')).json<{ result: { items: { code: string }[] } }>().result.items[0]!.code,
    ).toBe('62.01');
    expect((await ref('type=nothing')).statusCode).toBe(400);
    expect((await call('auditor', 'GET', '/api/gsk/ref?type=region')).statusCode).toBe(403);
  });

  it('prepares the inputs from the deal and estimates the salary; the region must be of the list', async () => {
    const row = dealWhere((c) => world().clients.income[c]! > 0 && world().clients.employer[c]! >= 0);
    const dealId = dealIdOf(row);
    const info = await call('underwriter', 'GET', `/api/gsk/calculation-info/${dealId}`);
    expect(info.statusCode, info.body).toBe(200);
    const prepared = info.json<{ result: { preparedData: Record<string, unknown> } }>().result.preparedData;
    expect(prepared).toMatchObject({ salary: world().clients.income[world().deals.client[row]!] });
    expect(['М', 'Ж']).toContain(prepared.gender);
    const input = {
      gender: 'М',
      age: 41,
      education: 'higher',
      workerGroup: 'specialist',
      experience: 12,
      salary: 150000,
      region: '77',
      population: 'moreThanMillion',
      property: 'private',
      okved: '64.19',
      deal: dealId,
    };
    const res = await call('underwriter', 'POST', '/api/gsk/calculate', input);
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json<GskCalculatorResultResponse>().result;
    // 135000 × 1.1 × 1 × 1 × 1 × 1.3 × 1.24 = 239382 -> 239000
    expect(result).toMatchObject({
      isWorkerGroupChange: false,
      calculatedWorkerGroup: 'specialist',
      specifiedSalary: 150000,
      approximateWorkerSalary: 239000,
      estimatedSalary: 239000,
      rangeWorkerSalary: { min: 167000, max: 311000 },
      maxSalary: 311000,
      workerResult: 'Заявленный доход ниже диапазона',
      minWage: 32916,
    });
    const salary = (await incomes('underwriter', clientOf(row))).items.find(
      (i) => i.typeTitle === INCOME_TITLES.salary,
    );
    expect(salary?.sumGksConfirmed).toBe(Math.min(salary!.sum!, 311000));
    const young = await call('underwriter', 'POST', '/api/gsk/calculate', {
      ...input,
      workerGroup: 'topManager',
      experience: 1,
    });
    expect(young.json<GskCalculatorResultResponse>().result).toMatchObject({
      isWorkerGroupChange: true,
      calculatedWorkerGroup: 'specialist',
    });
    const bad = await call('underwriter', 'POST', '/api/gsk/calculate', { ...input, region: 'Москва', okved: '00.00' });
    expect([bad.statusCode, bad.json()]).toEqual([
      400,
      {
        result: null,
        errors: [
          { propertyPath: 'region', message: 'Введите валидное значение!' },
          { propertyPath: 'okved', message: 'Введите валидное значение!' },
        ],
      },
    ]);
    const { education: _left, ...without } = input;
    const missing = await call('underwriter', 'POST', '/api/gsk/calculate', { ...without, age: 150 });
    expect([missing.statusCode, missing.json()]).toEqual([
      400,
      {
        result: null,
        errors: expect.arrayContaining([
          { propertyPath: 'education', message: 'Обязательное поле!' },
          { propertyPath: 'age', message: 'Введите валидное значение!' },
        ]) as unknown,
      },
    ]);
    expect((await call('underwriter', 'POST', '/api/gsk/calculate', { ...input, deal: 1 })).statusCode).toBe(404);
    expect((await call('auditor', 'POST', '/api/gsk/calculate', input)).statusCode).toBe(403);
    expect((await call('underwriter', 'GET', '/api/gsk/calculation-info/1')).statusCode).toBe(404);
  });
});

describe('the confirmed sums', () => {
  it("sets a confirmed income, marks it as the underwriter's, recalculates the results, and reset brings the seed back", async () => {
    const row = dealWhere(
      (c) => world().clients.income[c]! > 0 && world().deals.term[world().clients.lastDeal[c]!]! > 0,
    );
    const client = clientOf(row);
    const before = await incomes('underwriter', client);
    const salary = before.items[0]!;
    const resultsBefore = await results('underwriter', row);
    const res = await call('underwriter', 'POST', `/api/person/${client}/budget/set/incomes/${salary.id}/250000%2C50`);
    expect(res.statusCode, res.body).toBe(200);
    const set = res.json<{ result: FinanceItem }>().result;
    expect(set).toMatchObject({ id: salary.id, status: 'adjustment', sumConfirmed: 250000.5 });
    expect(set.sumConfirmedOriginal).toBe(
      salary.status === 'adjustment' ? salary.sumConfirmedOriginal : (salary.sumConfirmed ?? salary.sum),
    );
    const after = await results('underwriter', row);
    const delta = 250000.5 - (salary.sumConfirmed ?? salary.sum ?? 0);
    expect(after.srd).toBeCloseTo(resultsBefore.srd! + delta, 2);
    expect(after.paymentMonthlyMax!).toBeGreaterThanOrEqual(resultsBefore.paymentMonthlyMax!);
    expect(after.sumMaxConfirmed!).toBeGreaterThanOrEqual(resultsBefore.sumMaxConfirmed!);

    expect(snapshotStore(app().store).parts.finance).toBeDefined();
    expect((await app().inject({ method: 'POST', url: '/__stub/reset' })).statusCode).toBe(200);
    // Reset signs everybody out: a fresh token.
    const signIn = await app().inject({
      method: 'POST',
      url: '/api/token/create',
      payload: { username: 'underwriter', password: 'secret' },
    });
    const token = signIn.json<{ token: string }>().token;
    const again = await app().inject({
      method: 'GET',
      url: `/api/person/${client}/budget/get/incomes`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(again.json<FinanceBlockResponse>().result).toEqual(before);
  });
});
