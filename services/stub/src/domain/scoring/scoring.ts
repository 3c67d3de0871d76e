import type { CheckFormattedData, CheckLight } from '@autocredit/generated/api';
import type { DealBook } from '../deal-book';
import { OUTCOME_APPROVED, OUTCOME_CHANGED, OUTCOME_REJECTED } from '../world/seed/catalog-deals';
import { mix } from '../world/seed/prng';
import type { World } from '../world/world';
import { CHECKS, type CheckDefinition } from './check-catalog';

/** A check entity's id is the deal's id × 100 + its slot: the slot is the check's index, + 50 in the previous scoring. */
export const ENTITY_SLOTS = 100;
export const PREVIOUS_SLOT = 50;
/** The report file of an entity (`GET /api/file/get/{id}`) is this + the entity's id (far from the uploads' ids). */
export const REPORT_FILE_BASE = 1_000_000_000;

/** How the deal's decisions bind the lights: a rejected deal has a red check, an approved one none. */
export type DealFate = 'approved' | 'rejected' | 'open';

/** One check run of a scoring. */
export interface ScoredCheck {
  definition: CheckDefinition;
  entityId: number;
  light: CheckLight;
  runningAt: number;
  completedAt: number;
}

/** One scoring of a deal: when it started and its checks in the catalogue's order. */
export interface Scoring {
  at: number;
  checks: ScoredCheck[];
}

type Parts = { world: World; deals: DealBook };

const MINUTE = 60_000;

/** The deal's fate by its last decision (or its status): what its current scoring's lights agree with. */
export function dealFate(world: World, row: number): DealFate {
  if (world.statusOf(row).code === 'rejected') return 'rejected';
  const last = world.deals.lastDecision[row]!;
  if (last < 0) return 'open';
  const outcome = world.decisions.outcome[last]!;
  if (outcome === OUTCOME_REJECTED) return 'rejected';
  return outcome === OUTCOME_APPROVED || outcome === OUTCOME_CHANGED ? 'approved' : 'open';
}

/**
 * When the deal was scored: the last scoring a few minutes before its last underwriting stage started (or before its
 * first decision, for a deal decided without the underwriters); none before that. A rescored deal (a task came back
 * rescored) had a previous scoring, midway between its creation and the last one.
 */
export function scoringTimes(world: World, row: number): { current: number | null; previous: number | null } {
  const { deals, decisions } = world;
  const underwriting = deals.underwritingAt[row]!;
  const decided = world.dealDecisions(row);
  const firstDecision = decided.length > 0 ? decisions.at[decided[decided.length - 1]!]! : NaN;
  const base = Number.isNaN(underwriting) ? firstDecision - 10 * MINUTE : underwriting - 4 * MINUTE;
  if (Number.isNaN(base)) return { current: null, previous: null };
  const current = Math.max(base, deals.createdAt[row]!);
  const rescored = world.dealTasks(row).some((t) => world.tasks.rescored[t] === 1);
  const previous = rescored ? Math.round((deals.createdAt[row]! + current) / 2) : null;
  return { current, previous };
}

/** The checks a deal's scoring runs: every one, the spouse's only when the deal has a spouse. */
function checksOf(parts: Parts, row: number): number[] {
  const hasSpouse = Boolean(parts.deals.currentSource(row).spouse?.surName);
  return CHECKS.flatMap((check, index) => (check.person === 'spouse' && !hasSpouse ? [] : [index]));
}

/**
 * The lights of a scoring, deterministic per deal: mostly green, some yellow, few red; an approved deal's reds are
 * yellow, a rejected deal without a red gets one.
 */
function lightsOf(seed: number, dealId: number, scoring: number, indexes: number[], fate: DealFate): CheckLight[] {
  const lights = indexes.map((index): CheckLight => {
    const r = mix(seed, dealId, scoring, index, 71) % 100;
    return r < 3 ? 'red' : r < 20 ? 'yellow' : 'green';
  });
  if (fate === 'approved') return lights.map((light) => (light === 'red' ? 'yellow' : light));
  if (fate === 'rejected' && !lights.includes('red') && lights.length > 0) {
    lights[mix(seed, dealId, scoring, 73) % lights.length] = 'red';
  }
  return lights;
}

function scoringAt(parts: Parts, row: number, at: number, previous: boolean): Scoring {
  const { world } = parts;
  const dealId = world.dealId(row);
  const number = previous ? 1 : 0;
  const indexes = checksOf(parts, row);
  const lights = lightsOf(world.seed, dealId, number, indexes, previous ? 'open' : dealFate(world, row));
  const checks = indexes.map((index, position): ScoredCheck => {
    const runningAt = at + position * 1000;
    return {
      definition: CHECKS[index]!,
      entityId: dealId * ENTITY_SLOTS + (previous ? PREVIOUS_SLOT : 0) + index,
      light: lights[position]!,
      runningAt,
      completedAt: runningAt + (2 + (mix(world.seed, dealId, number, index, 75) % 58)) * 1000,
    };
  });
  return { at, checks };
}

/** The deal's last scoring, or null when it has not been scored yet. */
export function currentScoring(parts: Parts, row: number): Scoring | null {
  const { current } = scoringTimes(parts.world, row);
  return current === null ? null : scoringAt(parts, row, current, false);
}

/** The deal's previous scoring (a rescored deal's), or null. */
export function previousScoring(parts: Parts, row: number): Scoring | null {
  const { previous } = scoringTimes(parts.world, row);
  return previous === null ? null : scoringAt(parts, row, previous, true);
}

/** The check of an entity id with its deal (row), or undefined when no scoring of a deal ran it. */
export function checkOfEntity(parts: Parts, entityId: number): { row: number; check: ScoredCheck } | undefined {
  const row = parts.world.dealRow(Math.floor(entityId / ENTITY_SLOTS));
  if (row === undefined) return undefined;
  const previous = entityId % ENTITY_SLOTS >= PREVIOUS_SLOT;
  const scoring = previous ? previousScoring(parts, row) : currentScoring(parts, row);
  const check = scoring?.checks.find((c) => c.entityId === entityId);
  return check && { row, check };
}

/** Seeded: a few entities are already marked for rescoring (their cache off). */
export const seededNeedRescoring = (seed: number, entityId: number) => mix(seed, entityId, 79) % 100 < 5;

/** The information for display of a check as it came out. */
export function formattedDataOf(check: ScoredCheck): CheckFormattedData | null {
  const { info } = check.definition;
  if (info === null) return null;
  if (info.kind === 'file') {
    return {
      type: 'file',
      file: { path: `/api/file/get/${REPORT_FILE_BASE + check.entityId}`, name: info.name },
      url: null,
      text: null,
    };
  }
  if (info.kind === 'url') return { type: 'url', file: null, url: { link: info.link, name: info.name }, text: null };
  return { type: 'text', file: null, url: null, text: info.text[check.light] };
}

/** The entity's result text. */
export const resultTextOf = (check: ScoredCheck) => check.definition.results[check.light];
