import type { DealComparisonGroup, DealSearchResult, GetDealComparisonEvent } from '@autocredit/generated/api';
import type { DealBook } from '../deal-book';
import { visibleDeal } from '../deal-book/visibility';
import { DomainError } from '../errors';
import type { Lists } from '../lists/lists';
import type { Viewer } from '../lists/scope';
import type { Persistable } from '../store/persistence';
import { uuidOf } from '../suggestions/text';
import { isoAt } from '../world/time';
import type { World } from '../world/world';
import { CharacteristicIndex } from './characteristic-index';
import { fullName, isComparisonCase, type ComparisonCase } from './characteristics';
import { groupSpecs, type GroupSpec } from './groups';

export const comparisonTexts = {
  case: 'Неизвестный тип лица',
  personMissing: 'Лицо не указано в заявке',
  /** A parameter the deal does not give: its group's `error`. */
  notGiven: 'Данные не указаны в заявке',
  /** The event's `error` of a failed comparison unless a fault gives another. */
  serviceFailed: 'Сервис сравнения сделок не ответил',
} as const;

/** How many deals a group lists (001 §8, §9: above that, 'Найдено более 15 совпадений' and the full list). */
export const MAX_LISTED_DEALS = 15;

/** How long a comparison takes by default, ms (STUB_COMPARISON_DELAY_MS). */
export const DEFAULT_COMPARISON_DELAY_MS = 1000;

/** What the comparison service does to one comparison (an injected fault of the `getDealComparison` event). */
export interface ComparisonFault {
  /** More time before the answer, ms. */
  delayMs: number;
  /** The comparison fails: the event comes with this message and no groups. */
  error: string | null;
}

/** A started comparison: the hash to answer, the event to publish after `delayMs`, to the user who asked. */
export interface StartedComparison {
  hash: string;
  event: GetDealComparisonEvent;
  delayMs: number;
  username: string;
}

interface ComparisonState {
  /** The number of the next comparison (its hash is derived from it). */
  next: number;
}

type Parts = { world: World; lists: Lists; deals: DealBook };

/**
 * The deal comparison (reuseCharacteristics, 001 §2.8, §4, §7 'FSSP and comparison', §8, §9): one person of a deal
 * (the case) against every other deal the viewer sees, one group per matching parameter, each with the deals whose
 * people share it (newest first, at most 15, `count` all of them) and who holds it there. Asynchronous: the answer is
 * the `getDealComparison` event with the comparison's hash and case, `delayMs` after it was asked for; the result is
 * computed when asked (the deals as they stand then). Only the hash counter is a part of the saved state.
 */
export class ComparisonBook implements Persistable<ComparisonState> {
  private state: ComparisonState = { next: 1 };
  private index: CharacteristicIndex | undefined;

  constructor(
    private readonly seed: number,
    private readonly options: { delayMs: number },
  ) {}

  /**
   * Compares a person of a deal the viewer sees (404 'Заявка не найдена' otherwise; an unknown case is 400 on `case`,
   * a person the deal does not have 404 'Лицо не указано в заявке'): a new hash, answered by the event after `delayMs`
   * (plus a fault's); a fault with an error makes the event come with it and without groups.
   */
  start(
    parts: Parts,
    viewer: Viewer & { username: string },
    dealId: number,
    person: string,
    fault?: ComparisonFault,
  ): StartedComparison {
    const row = visibleDeal(parts, viewer, dealId);
    if (!isComparisonCase(person)) {
      throw new DomainError('invalid', comparisonTexts.case, [{ propertyPath: 'case', message: comparisonTexts.case }]);
    }
    const source = parts.deals.currentSource(row);
    if (person !== 'client' && source[person] === null)
      throw new DomainError('not-found', comparisonTexts.personMissing);
    const hash = uuidOf(`comparison:${this.seed}:${this.state.next++}`).replaceAll('-', '');
    const failed = fault?.error !== undefined && fault.error !== null;
    const groups = failed ? [] : this.groups(parts, viewer, row, groupSpecs(source, person));
    const event: GetDealComparisonEvent = {
      type: 'getDealComparison',
      data: { hash, case: person, dealId, groups },
      error: failed ? fault.error : null,
    };
    return { hash, event, delayMs: this.options.delayMs + (fault?.delayMs ?? 0), username: viewer.username };
  }

  private groups(parts: Parts, viewer: Viewer, row: number, specs: GroupSpec[]): DealComparisonGroup[] {
    this.index ??= new CharacteristicIndex(parts.world, parts.deals);
    this.index.refresh();
    return specs.map((spec) => this.group(parts, this.index!, viewer, row, spec));
  }

  /** The deals (other than the compared one, seen by the viewer) sharing one parameter, newest first. */
  private group(
    parts: Parts,
    index: CharacteristicIndex,
    viewer: Viewer,
    row: number,
    spec: GroupSpec,
  ): DealComparisonGroup {
    const base = { filterTitle: spec.filterTitle, filterCharacteristics: spec.filterCharacteristics };
    if (spec.key === '') return { ...base, error: comparisonTexts.notGiven, count: 0, deals: [], listQuery: null };
    const found = index
      .holdersOf(spec.key)
      .filter((h) => h.row !== row && parts.lists.visible(viewer, h.row))
      .sort((a, b) => b.row - a.row);
    return {
      ...base,
      error: null,
      count: found.length,
      deals: found.slice(0, MAX_LISTED_DEALS).map(({ row: other, owner }) => this.deal(parts, other, owner)),
      listQuery: spec.listQuery && { ...spec.listQuery, excludeDealId: String(parts.world.dealId(row)) },
    };
  }

  /** A deal found: its number and date, and the person holding the parameter there. */
  private deal(parts: Parts, row: number, owner: ComparisonCase): DealSearchResult {
    const person = parts.deals.currentSource(row)[owner];
    return {
      id: parts.world.dealId(row),
      createdAt: isoAt(parts.world.deals.createdAt[row]!),
      clientName: person ? fullName(person) || null : null,
      clientId: person?.id ?? null,
    };
  }

  snapshot(): ComparisonState {
    return { ...this.state };
  }

  restore(snapshot: ComparisonState): void {
    if (typeof snapshot !== 'object' || snapshot === null || !Number.isInteger(snapshot.next) || snapshot.next < 1) {
      throw new Error('not a comparison snapshot');
    }
    this.state = { next: snapshot.next };
  }
}
