import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type {
  DecisionCodeGroupListResponse,
  FormResponse,
  FormSaveResponse,
  RejectReasonListResponse,
  TokenPair,
} from '@autocredit/generated/api';
import { DEFAULT_DICTIONARIES } from '../domain/forms/dictionaries';
import { messages } from '../domain/forms/messages';
import { BL_AUTOCREDIT, OUTCOME_REJECTED, STRATEGIES } from '../domain/world/seed/catalog-deals';
import { HOUR, WORLD_NOW } from '../domain/world/time';
import { as, signIn, testApp } from '../testing/app';
import { expectError } from '../testing/task-world';

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
