import type { FsspPersonType, FsspResultItem, GetFsspResponseEvent } from '@autocredit/generated/api';
import type { DealBook } from '../deal-book';
import { visibleDeal } from '../deal-book/visibility';
import { DomainError } from '../errors';
import type { Lists } from '../lists/lists';
import type { Viewer } from '../lists/scope';
import type { Persistable } from '../store/persistence';
import { uuidOf } from '../suggestions/text';
import type { World } from '../world/world';
import { bailiffSearchUrl } from './bailiff-link';
import { proceedingsOf } from './proceedings';

export const fsspTexts = {
  /** A search that cannot be asked for (the client has no name yet): the dialog's own text (the contract's 400). */
  requestFailed: 'При запросе отчета возникла ошибка',
  personType: 'Неизвестный тип лица',
  personMissing: 'Лицо не указано в заявке',
  reportNotFound: 'Отчет не найден',
  reportNotReady: 'Отчет еще формируется',
  /** The server's message of a failed search (the event's `error`) unless a fault gives another. */
  serviceFailed: 'Сервис ФССП не ответил',
} as const;

/** The persons of a deal a bailiff link is for (the contract leaves the set open; these are the deal's). */
export const FSSP_PERSON_TYPES = ['client', 'spouse', 'thirdFace'] as const;
type PersonType = (typeof FSSP_PERSON_TYPES)[number];
const isPersonType = (value: string): value is PersonType => (FSSP_PERSON_TYPES as readonly string[]).includes(value);

/** How long the bailiffs' service takes by default, ms (STUB_FSSP_DELAY_MS). */
export const DEFAULT_FSSP_DELAY_MS = 1500;

/** How many searches are kept (the oldest go first). */
export const MAX_FSSP_SEARCHES = 1000;

/** One search of the bailiffs' service. */
export interface FsspSearch {
  dealId: number;
  /** Who asked: the event goes to their topic. */
  username: string;
  startedAt: number;
  /** When the answer is there (ms): the event is published then, and the result can be fetched from then on. */
  readyAt: number;
  /** The service failed: the event came without the guid, there is no result. */
  failed: boolean;
}

interface FsspState {
  /** The number of the next search (its guid is derived from it). */
  next: number;
  /** The searches by guid, oldest first. */
  searches: Record<string, FsspSearch>;
}

/** What the bailiffs' service does to one search (an injected fault of the `getFsspResponse` event). */
export interface FsspServiceFault {
  /** More time before the answer, ms. */
  delayMs: number;
  /** The search fails: the event comes without a messageGuid, with this message. */
  error: string | null;
}

/** A started search: the guid to answer, the event to publish after `delayMs`, to the user who asked. */
export interface StartedFsspSearch {
  messageGuid: string;
  event: GetFsspResponseEvent;
  delayMs: number;
  username: string;
}

type Parts = { world: World; lists: Lists; deals: DealBook };

/**
 * The court-bailiff (FSSP) searches of the deal page (001 §2.2, §2.9, §4, §7 'FSSP and comparison'): the search link
 * of a person of the deal, the searches of the client's enforcement proceedings (asynchronous: the answer is the
 * `getFsspResponse` event with the search's guid, `delayMs` after it was asked for) and their results by guid. The
 * results are the client's proceedings (`proceedingsOf`: deterministic from the seed and the client). The searches are
 * a part of the saved state.
 */
export class FsspBook implements Persistable<FsspState> {
  private state: FsspState = { next: 1, searches: {} };

  constructor(
    private readonly seed: number,
    private readonly options: { now: () => number; delayMs: number },
  ) {}

  /**
   * The bailiffs' site's search of a person of a deal the viewer sees (404 'Заявка не найдена' otherwise): by name,
   * patronymic and birth date in the region of the person's registration address (the spouse, who has none in the
   * deal, the client's; else every region). An unknown person type is 400; a person the deal does not have (or
   * without a surname) 404 'Лицо не указано в заявке'.
   */
  link(parts: Parts, viewer: Viewer, dealId: number, personType: FsspPersonType): string {
    const row = visibleDeal(parts, viewer, dealId);
    if (!isPersonType(personType)) {
      throw new DomainError('invalid', fsspTexts.personType, [
        { propertyPath: 'personType', message: fsspTexts.personType },
      ]);
    }
    const source = parts.deals.currentSource(row);
    const person = source[personType];
    if (!person?.surName) throw new DomainError('not-found', fsspTexts.personMissing);
    const home = person.addressRegistration ?? (personType === 'spouse' ? source.client.addressRegistration : null);
    return bailiffSearchUrl(person, home?.regionId ?? null);
  }

  /**
   * Asks the bailiffs' service for the proceedings of the client of a deal the viewer sees (404 otherwise; 400 'При
   * запросе отчета возникла ошибка' while the client has no name): a new guid, answered by the `getFsspResponse` event
   * after `delayMs` (plus a fault's delay); a fault with an error makes the event come without the guid.
   */
  start(parts: Parts, viewer: Viewer & { username: string }, dealId: number, fault?: FsspServiceFault) {
    const row = visibleDeal(parts, viewer, dealId);
    if (!parts.deals.currentSource(row).client.surName) throw new DomainError('invalid', fsspTexts.requestFailed);
    const messageGuid = uuidOf(`fssp:${this.seed}:${this.state.next++}`);
    const delayMs = this.options.delayMs + (fault?.delayMs ?? 0);
    const startedAt = this.options.now();
    const failed = fault?.error !== undefined && fault.error !== null;
    this.keep(messageGuid, { dealId, username: viewer.username, startedAt, readyAt: startedAt + delayMs, failed });
    const event: GetFsspResponseEvent = {
      type: 'getFsspResponse',
      data: { messageGuid: failed ? null : messageGuid, dealId, personType: 'client' },
      error: failed ? fault.error : null,
    };
    return { messageGuid, event, delayMs, username: viewer.username } satisfies StartedFsspSearch;
  }

  /**
   * The proceedings a search found: the client's as the deal has them now. An unknown guid, a failed search or one of
   * a deal the viewer does not see is 404 'Отчет не найден'; one not answered yet 404 'Отчет еще формируется'.
   */
  result(parts: Parts, viewer: Viewer, guid: string): FsspResultItem[] {
    const search = this.state.searches[guid.toLowerCase()];
    const row = search === undefined ? undefined : parts.world.dealRow(search.dealId);
    if (!search || row === undefined || search.failed || !parts.lists.visible(viewer, row)) {
      throw new DomainError('not-found', fsspTexts.reportNotFound);
    }
    if (this.options.now() < search.readyAt) throw new DomainError('not-found', fsspTexts.reportNotReady);
    const client = parts.world.deals.client[row]!;
    return proceedingsOf(this.seed, parts.world.clientId(client), parts.deals.currentSource(row).client);
  }

  /** The search of that guid (tests, the control surface). */
  search(guid: string): FsspSearch | undefined {
    const found = this.state.searches[guid.toLowerCase()];
    return found && { ...found };
  }

  private keep(guid: string, search: FsspSearch) {
    const { searches } = this.state;
    searches[guid] = search;
    const guids = Object.keys(searches);
    for (let i = 0; i < guids.length - MAX_FSSP_SEARCHES; i++) delete searches[guids[i]!];
  }

  snapshot(): FsspState {
    return structuredClone(this.state);
  }

  restore(snapshot: FsspState): void {
    if (
      typeof snapshot !== 'object' ||
      snapshot === null ||
      !Number.isInteger(snapshot.next) ||
      typeof snapshot.searches !== 'object' ||
      snapshot.searches === null
    ) {
      throw new Error('not an FSSP snapshot');
    }
    this.state = structuredClone(snapshot);
  }
}
