import { DomainError } from '../errors';
import type { Lists } from '../lists/lists';
import type { Viewer } from '../lists/scope';
import { processTexts } from '../process/texts';
import { COLLECTION_ID_BASE } from '../world/records';
import type { World } from '../world/world';
import type { DealBook, FoundTask } from './deal-book';

export const visibilityTexts = {
  dealNotFound: 'Заявка не найдена',
} as const;

/**
 * The deal this viewer may see, or not found: the row of the deal of that id when it exists and the lists' rule lets
 * the viewer see it (operators: their sale point's deals; GOZ chiefs: their holding's; the bank's staff: all), else a
 * DomainError `not-found` 'Заявка не найдена' (a deal of another sale point is not shown, as in the lists).
 */
export function visibleDeal(parts: { world: World; lists: Lists }, viewer: Viewer, dealId: number): number {
  const row = parts.world.dealRow(dealId);
  if (row === undefined || !parts.lists.visible(viewer, row)) {
    throw new DomainError('not-found', visibilityTexts.dealNotFound);
  }
  return row;
}

/** The deal (row) of a document collection (its id is COLLECTION_ID_BASE + row); undefined for one of no deal. */
export function dealOfCollection(world: World, collectionId: number): number | undefined {
  const row = collectionId - COLLECTION_ID_BASE;
  return row >= 0 && row < world.deals.count ? row : undefined;
}

/**
 * Who may see a document collection: the deal (row) it belongs to when the viewer sees that deal (`visibleDeal`'s
 * rule), else a DomainError `not-found` with `missing` ('Заявка не найдена'), also for a collection of no deal.
 */
export function visibleCollection(
  parts: { world: World; lists: Lists },
  viewer: Viewer,
  collectionId: number,
  missing: string = visibilityTexts.dealNotFound,
): number {
  const row = dealOfCollection(parts.world, collectionId);
  if (row === undefined || !parts.lists.visible(viewer, row)) throw new DomainError('not-found', missing);
  return row;
}

/**
 * The task of that id with its deal, when the viewer may see its deal; else a DomainError `not-found` with `missing`
 * (a task of a deal one does not see is not found, as the deal is not).
 */
export function visibleTask(
  parts: { deals: DealBook; lists: Lists },
  viewer: Viewer,
  taskId: number,
  missing: string = processTexts.gone,
): FoundTask {
  const found = parts.deals.findTask(taskId);
  if (!found || !parts.lists.visible(viewer, found.deal)) throw new DomainError('not-found', missing);
  return found;
}
