import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors';
import { Lists } from '../lists/lists';
import type { Viewer } from '../lists/scope';
import { processTexts } from '../process/texts';
import { World } from '../world/world';
import { DealBook } from './deal-book';
import { COLLECTION_ID_BASE } from '../world/records';
import { dealOfCollection, visibilityTexts, visibleCollection, visibleDeal, visibleTask } from './visibility';

const world = new World({ seed: 20261122, deals: 300 });
const parts = { world, lists: new Lists(world), deals: new DealBook(world) };
const goz: Viewer = { id: 2, roles: ['ROLE_GOZ'], privileges: [] };
const viewer: Viewer = { id: 12, roles: ['ROLE_VIEWER'], privileges: [] };
const rows = Array.from({ length: world.deals.count }, (_, d) => d);
const withTask = rows.filter((d) => world.deals.currentTask[d]! >= 0);
const own = withTask.find((d) => world.salePointOf(d).id === 12)!;
const other = withTask.find((d) => world.salePointOf(d).id !== 12)!;

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof DomainError ? { kind: error.kind, message: error.message } : error;
  }
  return 'no refusal';
};

describe('the deal this user may see, or not found', () => {
  it('gives the row of a deal the viewer sees', () => {
    expect(visibleDeal(parts, goz, world.dealId(own))).toBe(own);
    expect(visibleDeal(parts, viewer, world.dealId(other))).toBe(other);
  });

  it("refuses another sale point's deal to an operator, and an unknown id, as not found", () => {
    const notFound = { kind: 'not-found', message: visibilityTexts.dealNotFound };
    expect(refusal(() => visibleDeal(parts, goz, world.dealId(other)))).toEqual(notFound);
    expect(refusal(() => visibleDeal(parts, viewer, world.dealId(world.deals.count + 5)))).toEqual(notFound);
    expect(refusal(() => visibleDeal(parts, viewer, 1))).toEqual(notFound);
  });

  it("finds a task with its deal; a task of a deal one does not see is not found, with the caller's text", () => {
    const taskId = (d: number) => world.taskId(world.deals.currentTask[d]!);
    expect(visibleTask(parts, goz, taskId(own))).toMatchObject({ deal: own, task: { id: taskId(own) } });
    expect(refusal(() => visibleTask(parts, goz, taskId(other)))).toEqual({
      kind: 'not-found',
      message: processTexts.gone,
    });
    expect(refusal(() => visibleTask(parts, viewer, 1, processTexts.noTask))).toEqual({
      kind: 'not-found',
      message: processTexts.noTask,
    });
  });
});

describe('the document collection this user may see, or not found', () => {
  it('gives the row of the deal whose collection it is, when the viewer sees the deal', () => {
    expect(dealOfCollection(world, COLLECTION_ID_BASE + own)).toBe(own);
    expect(visibleCollection(parts, goz, COLLECTION_ID_BASE + own)).toBe(own);
    expect(visibleCollection(parts, viewer, COLLECTION_ID_BASE + other)).toBe(other);
  });

  it('refuses a collection of a deal one does not see, or of no deal, with the text given', () => {
    const notFound = { kind: 'not-found', message: visibilityTexts.dealNotFound };
    expect(refusal(() => visibleCollection(parts, goz, COLLECTION_ID_BASE + other))).toEqual(notFound);
    expect(dealOfCollection(world, COLLECTION_ID_BASE + world.deals.count)).toBeUndefined();
    expect(refusal(() => visibleCollection(parts, viewer, COLLECTION_ID_BASE + world.deals.count))).toEqual(notFound);
    expect(refusal(() => visibleCollection(parts, viewer, 1, 'Данные не найдены'))).toEqual({
      kind: 'not-found',
      message: 'Данные не найдены',
    });
  });
});
