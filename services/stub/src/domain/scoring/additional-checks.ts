import type {
  AdditionalCheck,
  AdditionalCheckPersonData,
  AdditionalCheckRequest,
  CheckAlgorithm,
  CheckAlgorithmRun,
  CompleteCheckEvent,
  FieldError,
} from '@autocredit/generated/api';
import type { DealBook } from '../deal-book';
import { visibleDeal } from '../deal-book/visibility';
import { DomainError } from '../errors';
import type { Lists } from '../lists/lists';
import type { Viewer } from '../lists/scope';
import type { Persistable } from '../store/persistence';
import { sourceOf } from '../world/form-source';
import { mix } from '../world/seed/prng';
import { DAY, isoAt, WORLD_NOW } from '../world/time';
import type { World } from '../world/world';
import { ALGORITHMS, algorithmOf, algorithmTexts, runAlgorithms, type AlgorithmOutcome } from './algorithms';
import { fullNameOf, personDataErrors, personDataOf } from './person-data';
import { scoringTimes } from './scoring';

export const additionalCheckTexts = {
  /** No `dealId` and no deal of a client with that passport. */
  dealNotFound: 'Заявка не найдена по паспортным данным',
  failed: 'Ошибка сохранения формы',
  completed: (dealId: number) => `Завершена дополнительная проверка по заявке № ${dealId}`,
} as const;

/** How long an additional check runs by default, ms (STUB_CHECK_DELAY_MS). */
export const DEFAULT_CHECK_DELAY_MS = 2000;
/** How many created checks are kept (the oldest go first). */
export const MAX_ADDITIONAL_CHECKS = 5000;
/** The ids of created checks start here (the seeded ones are the deal's id × 10 + n). */
const FIRST_CHECK_ID = 20_000_001;

/** A check as kept: its outcomes are decided when it is created and shown once it is ready. */
interface StoredCheck {
  id: number;
  dealId: number;
  /** Who ran it: the completion event goes to their topic. */
  username: string;
  fullname: string;
  createdAt: number;
  readyAt: number;
  outcomes: AlgorithmOutcome[];
  /** Seeded: done whatever the clock says. */
  seeded?: true;
}

interface AdditionalCheckState {
  next: number;
  /** Oldest first. */
  checks: StoredCheck[];
}

/** A started check: the event to publish to the user after `delayMs`. */
export interface StartedCheck {
  id: number;
  event: CompleteCheckEvent;
  delayMs: number;
  username: string;
}

type Parts = { world: World; lists: Lists; deals: DealBook };

const MINUTE = 60_000;

/**
 * The additional checks of the deals (001 §2.5, §3, §4, §5, §7): the algorithms, the person data of the deal's client
 * to prefill the form, the checks run on a deal (seeded ones, then the users'), newest first. A new check is 'active'
 * (its algorithms 'in_progress') for `delayMs`, then completed with the algorithms' outcomes ('error' when one failed
 * or was interrupted), and its author gets the `completeCheck` event. The checks run are a part of the saved state.
 */
export class AdditionalCheckBook implements Persistable<AdditionalCheckState> {
  private state: AdditionalCheckState = { next: FIRST_CHECK_ID, checks: [] };

  constructor(
    private readonly seed: number,
    private readonly options: { now: () => number; delayMs: number },
  ) {}

  /** The algorithms a check may run. */
  algorithms(): CheckAlgorithm[] {
    return ALGORITHMS.map(({ type, name }) => ({ type, name }));
  }

  /** The person data of the client of a deal the viewer sees, from the deal's form data. */
  clientInfo(parts: Parts, viewer: Viewer, dealId: number): AdditionalCheckPersonData {
    const row = visibleDeal(parts, viewer, dealId);
    return personDataOf(parts.deals.currentSource(row).client);
  }

  /** The checks of a deal the viewer sees, newest first. */
  list(parts: Parts, viewer: Viewer, dealId: number): AdditionalCheck[] {
    const row = visibleDeal(parts, viewer, dealId);
    const own = this.state.checks.filter((c) => c.dealId === dealId);
    return [...own, ...this.seeded(parts, row)].sort((a, b) => b.createdAt - a.createdAt || b.id - a.id).map(this.view);
  }

  /**
   * Starts a check on a deal the viewer sees (by `dealId`, else the newest deal they see whose client has the
   * passport). Unknown algorithms and person data the domain refuses are 400s with field errors; nothing starts.
   */
  create(
    parts: Parts,
    viewer: Viewer & { username: string },
    dealId: number | undefined,
    body: AdditionalCheckRequest,
  ) {
    const row = dealId === undefined ? this.dealByPassport(parts, viewer, body) : visibleDeal(parts, viewer, dealId);
    const errors: FieldError[] = body.checkAlgorithmTypes.flatMap((type, i) =>
      algorithmOf(type) ? [] : [{ propertyPath: `checkAlgorithmTypes.${i}`, message: algorithmTexts.unknown }],
    );
    errors.push(...personDataErrors(body.data, Math.floor(this.options.now() / DAY)));
    if (errors.length > 0) throw new DomainError('invalid', additionalCheckTexts.failed, errors);
    const createdAt = this.options.now();
    const check: StoredCheck = {
      id: this.state.next++,
      dealId: parts.world.dealId(row),
      username: viewer.username,
      fullname: fullNameOf(body.data),
      createdAt,
      readyAt: createdAt + this.options.delayMs,
      outcomes: runAlgorithms(this.seed, body.checkAlgorithmTypes, body.type, body.data),
    };
    this.state.checks.push(check);
    this.state.checks.splice(0, Math.max(0, this.state.checks.length - MAX_ADDITIONAL_CHECKS));
    const event: CompleteCheckEvent = {
      type: 'completeCheck',
      data: { dealId: check.dealId, message: additionalCheckTexts.completed(check.dealId), checkId: check.id },
      error: null,
    };
    return { id: check.id, event, delayMs: this.options.delayMs, username: viewer.username } satisfies StartedCheck;
  }

  /** The newest deal the viewer sees whose client has the passport of the data; 400 on `dealId` when none. */
  private dealByPassport(parts: Parts, viewer: Viewer, body: AdditionalCheckRequest): number {
    const { world } = parts;
    const series = Number(body.data.passportSeries ?? NaN);
    const number = Number(body.data.passportNumber ?? NaN);
    for (let row = world.deals.count - 1; row >= 0; row--) {
      const c = world.deals.client[row]!;
      if (
        world.clients.passportSeries[c] === series &&
        world.clients.passportNumber[c] === number &&
        parts.lists.visible(viewer, row)
      ) {
        return row;
      }
    }
    const message = additionalCheckTexts.dealNotFound;
    throw new DomainError('invalid', additionalCheckTexts.failed, [{ propertyPath: 'dealId', message }]);
  }

  /**
   * The checks the seeded world had run on a scored deal: none to two, some time after its scoring, by the
   * underwriters, on the client as the application gave them (deterministic per deal and seed).
   */
  private seeded(parts: Parts, row: number): StoredCheck[] {
    const { world } = parts;
    const scored = scoringTimes(world, row).current;
    if (scored === null) return [];
    const dealId = world.dealId(row);
    const count = mix(this.seed, dealId, 83) % 3;
    if (count === 0) return [];
    const data = personDataOf(sourceOf(world, row).client);
    const out: StoredCheck[] = [];
    for (let k = 0; k < count; k++) {
      const createdAt = scored + (25 + 70 * k + (mix(this.seed, dealId, k, 85) % 40)) * MINUTE;
      if (createdAt > WORLD_NOW - 5 * MINUTE) break;
      const first = mix(this.seed, dealId, k, 87) % ALGORITHMS.length;
      const types = Array.from(
        { length: 2 + (mix(this.seed, dealId, k, 89) % 3) },
        (_, i) => ALGORITHMS[(first + i) % ALGORITHMS.length]!.type,
      );
      out.push({
        id: dealId * 10 + k,
        dealId,
        username: '',
        fullname: fullNameOf(data),
        createdAt,
        readyAt: createdAt + (5 + (mix(this.seed, dealId, k, 91) % 35)) * 1000,
        outcomes: runAlgorithms(this.seed, types, 'default', data),
        seeded: true,
      });
    }
    return out;
  }

  private view = (check: StoredCheck): AdditionalCheck => {
    const done = check.seeded === true || this.options.now() >= check.readyAt;
    const createdAt = isoAt(check.createdAt);
    const algorithms: Record<string, CheckAlgorithmRun> = {};
    for (const outcome of check.outcomes) {
      algorithms[outcome.type] = done
        ? {
            status: outcome.status,
            data: { message: outcome.message },
            createtAt: createdAt,
            updatedAt: isoAt(check.readyAt),
            request: outcome.request,
          }
        : { status: 'in_progress', data: null, createtAt: createdAt, updatedAt: null, request: outcome.request };
    }
    const failed = check.outcomes.some((o) => o.status !== 'success');
    return {
      id: check.id,
      createdAt,
      updatedAt: done ? isoAt(check.readyAt) : null,
      fullname: check.fullname,
      status: !done ? 'active' : failed ? 'error' : 'completed',
      algorithms,
    };
  };

  snapshot(): AdditionalCheckState {
    return structuredClone(this.state);
  }

  restore(snapshot: AdditionalCheckState): void {
    if (
      typeof snapshot !== 'object' ||
      snapshot === null ||
      !Number.isInteger(snapshot.next) ||
      !Array.isArray(snapshot.checks)
    ) {
      throw new Error('not an additional-checks snapshot');
    }
    this.state = structuredClone(snapshot);
  }
}
