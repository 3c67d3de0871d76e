import { DomainError, texts } from '../errors';
import type { FinanceBook } from '../finance/finance-book';
import { personOf, type PersonRef } from '../finance/persons';
import type { Lists } from '../lists/lists';
import type { Viewer } from '../lists/scope';
import { isOpen } from '../process';
import { dealOfDocument } from '../documents/uploads';
import type { World } from '../world/world';
import type { DealBook } from './deal-book';
import { dealOfCollection, visibilityTexts } from './visibility';

/** What an id names, through which a call reaches its deal(s). */
export type DealIdKind = 'deal' | 'task' | 'collection' | 'document' | 'person' | 'income';

/**
 * What a call needs of the deal it names: `see`, that the deal is in the user's scope (the lists' rule: operators
 * their sale point's deals, GOZ chiefs their holding's, the bank's staff all); `work`, also that the user holds an
 * open task of the deal (a deal is changed by whoever works it).
 */
export type DealNeed = 'see' | 'work';

export interface DealAccessParts {
  world: World;
  lists: Lists;
  deals: DealBook;
  finance: FinanceBook;
}

/** The deals (rows) of a person's client: a client may have several. */
function dealsOfPerson(world: World, person: PersonRef): number[] {
  const rows: number[] = [];
  for (let d = world.clients.lastDeal[person.client]!; d >= 0; d = world.deals.nextOfClient[d]!) rows.push(d);
  return rows;
}

/** The deals (rows) an id of that kind names; none when it names nothing (the call's own 404 then answers). */
export function dealsNamed(parts: DealAccessParts, kind: DealIdKind, id: number): number[] {
  const { world } = parts;
  if (!Number.isSafeInteger(id) || id < 0) return [];
  switch (kind) {
    case 'deal': {
      const row = world.dealRow(id);
      return row === undefined ? [] : [row];
    }
    case 'task': {
      const row = world.taskRow(id);
      return row === undefined ? [] : [world.tasks.deal[row]!];
    }
    case 'collection': {
      const row = dealOfCollection(world, id);
      return row === undefined ? [] : [row];
    }
    case 'document': {
      const row = dealOfDocument(id);
      return row >= 0 && row < world.deals.count ? [row] : [];
    }
    case 'person': {
      const person = personOf(world, id);
      return person ? dealsOfPerson(world, person) : [];
    }
    case 'income': {
      const person = parts.finance.extendedIncomeOwner(id);
      return person ? dealsOfPerson(world, person) : [];
    }
  }
}

/** Whether the user (by username) holds an open task of the deal. */
export function holdsOpenTask(book: DealBook, deal: number, username: string): boolean {
  return book.currentState(deal).tasks.some((t) => isOpen(t) && t.assignee === username);
}

/**
 * Checks what a call needs of the deals its id names (one of them suffices): none in the user's scope is not found
 * (404, `missing`: a deal one does not see is not shown, as in the lists); `work` on deals none of which the user holds
 * an open task of is 403 (`forbidden`, 'Нет доступа' else). An id that names no deal passes: the call answers its own 404.
 */
export function checkDealAccess(
  parts: DealAccessParts,
  user: Viewer & { username: string },
  deals: readonly number[],
  need: DealNeed,
  missing: string = visibilityTexts.dealNotFound,
  forbidden: string = texts.forbidden,
): void {
  if (deals.length === 0) return;
  const seen = deals.filter((d) => parts.lists.visible(user, d));
  if (seen.length === 0) throw new DomainError('not-found', missing);
  if (need === 'work' && !seen.some((d) => holdsOpenTask(parts.deals, d, user.username))) {
    throw new DomainError('forbidden', forbidden);
  }
}
