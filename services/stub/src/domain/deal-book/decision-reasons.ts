import type { DecisionCodeGroup, RejectReason, ReasonCodeType } from '@autocredit/generated/api';
import { DEFAULT_DICTIONARIES } from '../forms/dictionaries';
import { REASON_CODES, delayReasonGroup, findReason, reasonsOf } from '../forms/reason-codes';
import { OUTCOME_REJECTED } from '../world/seed/catalog-deals';
import { mix } from '../world/seed/prng';
import type { World } from '../world/world';
import type { DealBook } from './deal-book';

/**
 * The reason codes of the deal page's decisions and the reasons a deal was rejected (001 §3, §7 'Scoring, checks,
 * decisions'): `GET /api/autocredit/codes/{type}/{dealId}` and `GET api/autocredit/{dealId}/rejectReason`.
 */

/**
 * The reason codes of a kind of decision (the reason popup's groups), or, for `delay`, the delay reasons of a
 * timed-out pre-decision task: the same for every deal.
 */
export function reasonCodes(type: ReasonCodeType): DecisionCodeGroup[] {
  if (type === 'delay') return [delayReasonGroup(DEFAULT_DICTIONARIES.delayReasons)];
  return [...REASON_CODES[type]];
}

/**
 * The reasons scoring gives on its own (`isManual: false`): the documents do not show them; these are the stub's.
 */
export const SCORING_REJECT_REASONS: readonly Omit<RejectReason, 'user' | 'isManual'>[] = [
  { code: 'S07', text: 'Отрицательная кредитная история' },
  { code: 'S12', text: 'Высокая долговая нагрузка по данным БКИ' },
  { code: 'S15', text: 'Данные анкеты не совпадают с данными БКИ' },
];

/**
 * Why the deal was rejected: empty unless its last decision is a rejection. The underwriter's reasons (manual,
 * with who rejected it): those the decision was saved with, or, for a deal rejected in the seed, one rejection
 * code drawn from the deal; and, for about half of the rejected deals, one reason of scoring (automatic, no user).
 * Deterministic per deal and seed; reads the deal without touching it.
 */
export function rejectReasons(parts: { world: World; deals: DealBook }, deal: number): RejectReason[] {
  const { world } = parts;
  const last = world.deals.lastDecision[deal]!;
  if (last < 0 || world.decisions.outcome[last] !== OUTCOME_REJECTED) return [];
  const by = world.decisions.by[last]!;
  const user = by >= 0 ? (world.staff[by]?.fio ?? null) : null;
  const rejection = new Set(reasonsOf('rejected').map((r) => r.reasonCode));
  let codes = parts.deals.currentSource(deal).underwriter.reasons.filter((code) => rejection.has(code));
  if (codes.length === 0) {
    const tops = reasonsOf('rejected').filter((r) => r.reasonParentId === null);
    codes = [tops[mix(world.seed, deal, 47) % tops.length]!.reasonCode];
  }
  const manual = codes.map((code) => ({ code, text: findReason(code)!.reasonName, user, isManual: true }));
  const draw = mix(world.seed, deal, 53);
  if (draw % 2 === 1) return manual;
  const scoring = SCORING_REJECT_REASONS[(draw >>> 1) % SCORING_REJECT_REASONS.length]!;
  return [...manual, { ...scoring, user: null, isManual: false }];
}
