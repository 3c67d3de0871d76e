import { describe, expect, it } from 'vitest';
import { processTexts } from '../process/texts';
import { BL_FAST_DECISION } from '../world/seed/catalog-deals';
import {
  claim,
  createDealBy,
  fastDecisionForm,
  fastDecisionTask,
  refusalReasons,
  refuseTask,
  saveFastDecisionForm,
  taskTimesOf,
  taskWorkTexts,
  unclaim,
} from './task-work';
import { bookWorld, refusal, worker } from '../../testing/deal-book-fixtures';

describe('deal creation', () => {
  it("an operator's deal: new, at their sale point, its first task in the queue", () => {
    const w = bookWorld();
    const id = createDealBy(w, 'goz', 'fastDecision');
    const deal = w.world.dealRow(id)!;
    expect(w.world.statusOf(deal).code).toBe('new');
    expect(w.world.salePointOf(deal).id).toBe(12);
    expect(w.world.deals.businessLogic[deal]).toBe(BL_FAST_DECISION);
    expect(w.kindOf(deal)).toBe('fast_decision_person');
    expect(w.holderOf(deal)).toBeNull();
    expect(w.kindOf(w.world.dealRow(createDealBy(w, 'goz', 'autocredit'))!)).toBe('goz_data_entry');
  });

  it("refuses whoever is not the world's staff", () => {
    const w = bookWorld();
    expect(refusal(() => createDealBy(w, 'nobody', 'autocredit'))).toEqual({
      kind: 'forbidden',
      message: processTexts.forbidden,
    });
  });
});

describe('claims', () => {
  const w = bookWorld();

  it('claims and returns a task of a deal the worker sees; the underwriter counters are to be published', () => {
    const deal = w.sample((d) => w.kindOf(d) === 'underwriter_check' && w.holderOf(d) === null);
    const taskId = w.world.taskId(w.currentTask(deal));
    expect(claim(w.parts, worker('underwriter'), taskId)).toContainEqual({ kind: 'underwriterQueueChanged' });
    expect(w.holderOf(deal)).toBe('underwriter');
    expect(taskTimesOf(w.parts, worker('underwriter'), taskId)).toBeDefined();
    expect(unclaim(w.parts, worker('underwriter'), taskId)).toContainEqual({ kind: 'underwriterQueueChanged' });
    expect(w.holderOf(deal)).toBeNull();
  });

  it("refuses a task of another sale point's deal as gone", () => {
    const deal = w.sample((d) => w.kindOf(d) === 'goz_data_entry' && w.world.salePointOf(d).id !== 12);
    const taskId = w.world.taskId(w.currentTask(deal));
    expect(refusal(() => claim(w.parts, worker('goz'), taskId))).toEqual({
      kind: 'not-found',
      message: processTexts.gone,
    });
  });
});

describe("a pledge task's refusal", () => {
  const w = bookWorld();
  /** An open pledge task (not the deal's process task: the pledge has its own), claimed by the pledge editor. */
  const pledgeTask = () => {
    const { world } = w;
    const t = Array.from({ length: world.tasks.count }, (_, x) => x).find(
      (x) =>
        world.taskKind(x).key === 'pledge_registration' &&
        Number.isNaN(world.tasks.closedAt[x]!) &&
        [undefined, 'pledge_editor'].includes(world.staff[world.tasks.assignee[x]!]?.username) &&
        !used.has(x),
    );
    if (t === undefined) throw new Error('no open pledge task');
    used.add(t);
    const taskId = world.taskId(t);
    claim(w.parts, worker('pledge_editor'), taskId);
    return { deal: world.tasks.deal[t]!, taskId };
  };
  const used = new Set<number>();

  it('lists the reasons of a pledge to the pledge editor', () => {
    const codes = refusalReasons(worker('pledge_editor')).flatMap((g) => g.reasons.map((r) => r.reasonCode));
    expect(codes).toContain('registry_duplicate');
    expect(codes).not.toContain('documents_invalid');
  });

  it('refuses an unknown reason (the field named) and a task that cannot be refused', () => {
    const { taskId } = pledgeTask();
    expect(refusal(() => refuseTask(w.parts, worker('pledge_editor'), taskId, ['client_refused', 'x']))).toEqual({
      kind: 'invalid',
      message: taskWorkTexts.unknownReason,
      fieldErrors: [{ propertyPath: 'code', message: `${taskWorkTexts.unknownReason}: x` }],
    });
    const other = w.sample((d) => w.kindOf(d) === 'underwriter_check');
    const otherTask = w.world.taskId(w.currentTask(other));
    expect(refusal(() => refuseTask(w.parts, worker('pledge_editor'), otherTask, []))).toEqual({
      kind: 'invalid',
      message: processTexts.actionUnavailable,
    });
  });

  it('cancels the task with the reasons, or with none', () => {
    const task = (deal: number, taskId: number) => w.deals.entry(deal).state.tasks.find((t) => t.id === taskId);
    const withReasons = pledgeTask();
    refuseTask(w.parts, worker('pledge_editor'), withReasons.taskId, ['client_refused', 'deal_canceled']);
    expect(task(withReasons.deal, withReasons.taskId)).toMatchObject({
      status: 'task_cancel',
      comment: 'client_refused, deal_canceled',
    });
    expect(w.deals.entry(withReasons.deal).state.pledge?.status).toMatch(/cancel$/);
    const without = pledgeTask();
    refuseTask(w.parts, worker('pledge_editor'), without.taskId);
    expect(task(without.deal, without.taskId)).toMatchObject({ status: 'task_cancel', comment: null });
  });
});

describe("a deal's refusal at its credit inspection ('Отказать')", () => {
  const w = bookWorld();
  const inspection = () => {
    const deal = w.sample((d) => w.kindOf(d) === 'credit_inspection' && w.holderOf(d) === null && !taken.has(d));
    taken.add(deal);
    const taskId = w.world.taskId(w.currentTask(deal));
    claim(w.parts, worker('credit_inspector'), taskId);
    return { deal, taskId };
  };
  const taken = new Set<number>();

  it('lists the reasons of a deal to the credit inspector and the release manager', () => {
    for (const user of ['credit_inspector', 'release_manager']) {
      const codes = refusalReasons(worker(user)).flatMap((g) => g.reasons.map((r) => r.reasonCode));
      expect(codes).toEqual(expect.arrayContaining(['client_refused', 'documents_invalid']));
      expect(codes).not.toContain('registry_duplicate');
    }
    expect(refusalReasons(worker('underwriter'))).toEqual([]);
  });

  it('cancels the deal as btnCancel does, the reasons kept as the task comment', () => {
    const { deal, taskId } = inspection();
    refuseTask(w.parts, worker('credit_inspector'), taskId, ['client_terms', 'car_invalid']);
    const { state } = w.deals.entry(deal);
    expect(state.tasks.find((t) => t.id === taskId)).toMatchObject({
      status: 'task_complete',
      outcome: 'cancel',
      comment: 'client_terms, car_invalid',
    });
    expect(state.status).toBe('canceled');
    expect(state.tasks.filter((t) => t.completedAt === null)).toEqual([]);
  });

  it("refuses a pledge reason, and someone else's task", () => {
    const { taskId } = inspection();
    expect(refusal(() => refuseTask(w.parts, worker('credit_inspector'), taskId, ['registry_duplicate']))).toEqual({
      kind: 'invalid',
      message: taskWorkTexts.unknownReason,
      fieldErrors: [{ propertyPath: 'code', message: `${taskWorkTexts.unknownReason}: registry_duplicate` }],
    });
    expect(refusal(() => refuseTask(w.parts, worker('release_manager'), taskId, []))).toMatchObject({
      kind: 'forbidden',
    });
  });
});

describe("the fast decision's short form", () => {
  const w = bookWorld();
  const shortForm = () => {
    const deal = w.sample(
      (d) => w.kindOf(d) === 'fast_decision_person' && w.holderOf(d) === null && w.world.salePointOf(d).id === 12,
    );
    return { deal, taskId: w.world.taskId(w.currentTask(deal)) };
  };

  it('is only the short-form task of a deal the operator sees', () => {
    const { taskId } = shortForm();
    expect(fastDecisionTask(w.parts, worker('goz'), taskId).task.key).toBe('fast_decision_person');
    expect(fastDecisionForm(w.parts, worker('goz'), taskId).additional.term.length).toBeGreaterThan(0);
    const other = w.sample((d) => w.kindOf(d) === 'goz_data_entry' && w.world.salePointOf(d).id === 12);
    const notFound = { kind: 'not-found', message: taskWorkTexts.noSuchTask };
    expect(refusal(() => fastDecisionTask(w.parts, worker('goz'), w.world.taskId(w.currentTask(other))))).toEqual(
      notFound,
    );
    const elsewhere = w.sample((d) => w.kindOf(d) === 'fast_decision_person' && w.world.salePointOf(d).holdingId !== 1);
    expect(
      refusal(() => fastDecisionTask(w.parts, worker('goz_chief'), w.world.taskId(w.currentTask(elsewhere)))),
    ).toEqual(notFound);
    expect(refusal(() => fastDecisionTask(w.parts, worker('goz'), 1))).toEqual(notFound);
  });

  it('is saved by its assignee only; refused fields keep everything as it was', () => {
    const { deal, taskId } = shortForm();
    expect(refusal(() => saveFastDecisionForm(w.parts, worker('goz'), taskId, {}))).toEqual({
      kind: 'forbidden',
      message: processTexts.forbidden,
    });
    claim(w.parts, worker('goz'), taskId);
    const saved = saveFastDecisionForm(w.parts, worker('goz'), taskId, { person: { firstName: '' } });
    expect(saved.ok).toBe(false);
    expect(saved.ok === false && saved.errors.length).toBeGreaterThan(0);
    expect(w.kindOf(deal)).toBe('fast_decision_person');
  });
});
