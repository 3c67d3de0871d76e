import { describe, expect, it } from 'vitest';
import type {
  DealLogListResponse,
  Decision,
  DecisionListResponse,
  ErrorBody,
  FinanceBlockResponse,
  FormSaveResponse,
  LoanVariant,
  LoanVariantListResponse,
  TaskFormResponse,
} from '@autocredit/generated/api';
import { PROGRAM_RULES, variantTexts } from '../domain/decisions';
import { OUTCOME_APPROVED, OUTCOME_CHANGED, PROGRAMS, STATUSES } from '../domain/world/seed/catalog-deals';
import { SALE_POINTS } from '../domain/world/seed/catalog-places';
import { useTaskWorld } from '../testing/task-world';

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
      for (const s of v.services) expect(s).toMatchObject({ name: expect.any(String), isCredit: expect.any(Boolean) });
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
    const row = scoredDeal((d) => feePercent(d) >= 20);
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
    const row = sample((d) => scored(d) && world().deals.costRequested[d]! > 0 && world().deals.carCondition[d] === 0);
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
