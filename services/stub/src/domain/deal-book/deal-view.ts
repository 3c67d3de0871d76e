import type {
  AutocreditInfo,
  DealView,
  Employer,
  InitialFeePopup,
  IpConfig,
  LoanVariant,
  ServiceLimits,
  TimerMessage,
  VerificationStrategyRef,
} from '@autocredit/generated/api';
import { ItemBuilder } from '../lists/items';
import { DEFAULT_DICTIONARIES } from '../forms/dictionaries';
import type { CreditSource, FormSource } from '../forms/source';
import { isOpen, isUnderwriterTask } from '../process';
import type { ProcessState } from '../process/types';
import { STRATEGIES, type Strategy } from '../world/seed/catalog-deals';
import { WORLD_FORM_DICTIONARIES } from '../world/form-source';
import { mix } from '../world/seed/prng';
import { COLLECTION_ID_BASE } from '../world/records';
import { isoAt } from '../world/time';
import type { World } from '../world/world';
import type { DealBook } from './deal-book';

/**
 * What the deal page and the task pages read of a deal beside its forms (002 §7 'Tasks', 001 §3): the header
 * (`DealView`), the verification strategies and the risk info, the individual-entrepreneur warning, the service
 * limits of the decision forms, the initial-fee popup and the underwriter's strategy timer. Pure functions of the
 * world's columns and the deal book's entry; deterministic per deal (and seed).
 */

/** The statuses from which a deal has its credit contract (its number is shown to the GOZ chief). */
const CONTRACT_STATUSES = new Set(['release', 'issued']);

/** The deal page's header: the deal as the lists show it, with the client's passport and the contract number. */
export function dealView(world: World, deal: number): DealView {
  const { deals, clients } = world;
  const item = new ItemBuilder(world).deal(deal);
  const c = deals.client[deal]!;
  const series = clients.passportSeries[c]!;
  const number = clients.passportNumber[c]!;
  const last = deals.lastDecision[deal]!;
  // As the form source has it: the credit terms are there once the deal has a credit (a new deal has none yet).
  const hasCredit = deals.carCost[deal]! > 0 || deals.costRequested[deal]! > 0;
  return {
    id: item.id,
    client: {
      id: item.client.id,
      name: item.client.name,
      passport:
        series === 0 && number === 0
          ? null
          : { series: String(series).padStart(4, '0'), number: String(number).padStart(6, '0') },
    },
    collection: { id: COLLECTION_ID_BASE + deal },
    partner: item.partner,
    holding: item.holding,
    createdUserName: item.createdUserName,
    createdAt: item.createdAt,
    contractNumber: hasContract(world, deal) ? contractNumber(world.dealId(deal)) : null,
    lastDecision: last >= 0 ? { createdAt: isoAt(world.decisions.at[last]!) } : null,
    decisionTypeLabel: item.decisionTypeLabel,
    costRequested: hasCredit ? deals.costRequested[deal]! : null,
    term: hasCredit && deals.term[deal]! > 0 ? deals.term[deal]! : null,
    status: item.status,
  };
}

/** The number of a deal's credit contract. */
export const contractNumber = (dealId: number) => `АК-${dealId}`;

/** The contract is drawn up when the deal reaches the release (it keeps its number if cancelled afterwards). */
function hasContract(world: World, deal: number): boolean {
  if (CONTRACT_STATUSES.has(world.statusOf(deal).code)) return true;
  return world.dealTasks(deal).some((t) => world.taskKind(t).role === 'release-manager');
}

/** The deal's verification strategy: chosen when it first reached the underwriters; none before. */
export function currentStrategy(world: World, deal: number): Strategy | null {
  if (Number.isNaN(world.deals.underwritingAt[deal]!)) return null;
  return STRATEGIES[world.deals.strategy[deal]!] ?? null;
}

/** A rescoring sent the deal back to the underwriters (a task of the deal came back rescored). */
export function wasRescored(world: World, deal: number): boolean {
  return world.dealTasks(deal).some((t) => world.tasks.rescored[t] === 1);
}

/**
 * The strategy before the last rescoring: a rescoring scores the deal anew, so a rescored deal had another one
 * (the world keeps only the current: the previous is derived from the deal, always the same one); the others
 * have had only the current one.
 */
export function previousStrategy(world: World, deal: number): Strategy | null {
  const current = currentStrategy(world, deal);
  if (!current || !wasRescored(world, deal)) return current;
  const index = STRATEGIES.indexOf(current);
  const shift = 1 + (mix(world.seed, deal, 41) % (STRATEGIES.length - 1));
  return STRATEGIES[(index + shift) % STRATEGIES.length]!;
}

const strategyRef = (s: Strategy | null): VerificationStrategyRef | null => s && { id: s.id, name: s.name };

const RISK_LEVELS = ['Низкий', 'Средний', 'Высокий'] as const;

/**
 * The risk level and class of a scored deal (null before the underwriters): classes A1..C3, A the lowest risk. The
 * scoring itself is not in the documents; the class is drawn from the deal and raised by a low initial fee
 * (below 30 % one step, below 20 % two), so the same deal always has the same class.
 */
export function riskInfo(world: World, deal: number): { riskLevel: string | null; riskClass: string | null } {
  if (!currentStrategy(world, deal)) return { riskLevel: null, riskClass: null };
  const { deals } = world;
  const carCost = deals.carCost[deal]!;
  const feePercent = carCost > 0 ? (deals.initialFee[deal]! / carCost) * 100 : 0;
  const penalty = feePercent < 20 ? 30 : feePercent < 30 ? 15 : 0;
  const score = Math.min(89, (mix(world.seed, deal, 43) % 60) + penalty);
  const level = Math.floor(score / 30);
  return { riskLevel: RISK_LEVELS[level]!, riskClass: `${'ABC'[level]}${1 + Math.floor((score % 30) / 10)}` };
}

/** `GET /api/autocredit/{dealId}`: the header, the strategies (old and current) and the risk info. */
export function autocreditInfo(world: World, deal: number): AutocreditInfo {
  return {
    ...dealView(world, deal),
    currentVerificationStrategy: strategyRef(currentStrategy(world, deal)),
    oldVerificationStrategy: strategyRef(previousStrategy(world, deal)),
    ...riskInfo(world, deal),
  };
}

/** The OKOPF code of an individual entrepreneur. */
const OPF_INDIVIDUAL = '50102';

/** An employer that is an individual entrepreneur: a 12-digit (personal) INN, or the ИП legal form. */
export function isIndividualEntrepreneur(employer: Employer | null | undefined): boolean {
  if (!employer) return false;
  return /^\d{12}$/.test(employer.inn) || employer.opf?.short === 'ИП' || employer.opf?.code === OPF_INDIVIDUAL;
}

/** The underwriter's warning about an individual entrepreneur, with the credit asked for. */
export function ipConfig(source: FormSource): IpConfig {
  return {
    isJobIndividualBusinessman: isIndividualEntrepreneur(source.client.work?.employer),
    costRequested: source.credit.costRequested,
  };
}

// --- the service limits of the decision forms

/** The credit terms the service limits are counted for. */
export interface LimitTerms {
  costRequested: number;
  carCost: number;
  initialFee: number;
  term: number | null;
}

/** The terms of a limits query: what it gives, the deal's own credit (its form source) for what it leaves out. */
export function limitTerms(credit: CreditSource, query: Partial<Record<keyof LimitTerms, number>>): LimitTerms {
  return {
    costRequested: query.costRequested ?? credit.costRequested ?? 0,
    carCost: query.carCost ?? credit.carCostRequested ?? 0,
    initialFee: query.initialFee ?? credit.initialFee ?? 0,
    term: query.term ?? credit.term,
  };
}

/** Additional equipment may be financed up to this share of the car's cost... */
export const EQUIPMENT_SHARE = 0.1;
/** ...and never above this sum, roubles. */
export const EQUIPMENT_CAP = 500_000;
/** The largest credit of the programmes, roubles (the contract's `costRequested` maximum). */
export const CREDIT_MAX = 12_000_000;
/** Below this initial fee (percent of the car's cost) the bank's services are required... */
export const SERVICES_REQUIRED_BELOW = 20;
/** ...for at least this share of the credit. */
export const SERVICE_SHARE = 0.02;

const floorTo = (value: number, step: number) => Math.max(0, Math.floor(value / step) * step);
const ceilTo = (value: number, step: number) => Math.max(0, Math.ceil(value / step) * step);

/**
 * The limits for credit terms, without loan variants. The documents give no rule; this is the bank's usual one:
 * - maxAdditionalEquipment: 10 % of the car's cost, at most 500 000, and no more than the credit can still grow
 *   (up to 12 000 000), rounded down to 1 000 roubles;
 * - minBankService: with an initial fee below 20 % of the car's cost the bank requires its services (insurance)
 *   for at least 2 % of the credit, rounded up to 100 roubles; otherwise none are required (0).
 */
export function serviceLimits(terms: LimitTerms): ServiceLimits {
  const { carCost, costRequested, initialFee } = terms;
  const equipment = Math.min(carCost * EQUIPMENT_SHARE, EQUIPMENT_CAP, CREDIT_MAX - costRequested);
  const lowFee = carCost > 0 && (initialFee / carCost) * 100 < SERVICES_REQUIRED_BELOW;
  return {
    maxAdditionalEquipment: floorTo(equipment, 1000),
    minBankService: lowFee ? ceilTo(costRequested * SERVICE_SHARE, 100) : 0,
  };
}

/** The valid loan variant of the term, else the valid one of the nearest term (the longer on a tie); none: null. */
export function variantFor(variants: readonly LoanVariant[], term: number | null): LoanVariant | null {
  let best: LoanVariant | null = null;
  for (const v of variants) {
    if (!v.valid) continue;
    if (term === null) return v;
    const distance = Math.abs(v.term - term);
    const bestDistance = best ? Math.abs(best.term - term) : Infinity;
    if (distance < bestDistance || (distance === bestDistance && best && v.term > best.term)) best = v;
  }
  return best;
}

/**
 * The limits counted over the deal's loan variants: as `serviceLimits`, and within the variant of the term (see
 * `variantFor`) the credit with the equipment stays within the variant's maximal sum, and the services the
 * variant includes in the credit are the least the bank takes. Without a valid variant: `serviceLimits`.
 */
export function serviceLimitsWithVariants(terms: LimitTerms, variants: readonly LoanVariant[]): ServiceLimits {
  const base = serviceLimits(terms);
  const variant = variantFor(variants, terms.term);
  if (!variant) return base;
  const included = variant.services.filter((s) => s.isCredit).reduce((sum, s) => sum + s.cost, 0);
  const headroom = variant.sumMax == null ? Infinity : variant.sumMax - terms.costRequested;
  return {
    maxAdditionalEquipment: floorTo(Math.min(base.maxAdditionalEquipment, headroom), 1000),
    minBankService: Math.max(base.minBankService, ceilTo(included, 100)),
  };
}

// --- the initial-fee popup of the GOZ task

/**
 * The popup's text: the seeds give the popup's content as the server's (002 §2 'GOZ task'), without a text; the
 * stub sends the initial-fee warning's (002 §5), which says what the popup is about (the decision may change).
 */
export const INITIAL_FEE_MESSAGE =
  'Обратите внимание, что в случае изменения данного параметра, возможно увеличение времени рассмотрения заявки и изменение решения по заявке';

/**
 * Whether the GOZ task warns, when the operator alters the initial fee, that the decision may change: when the deal
 * already has an underwriter's decision (a preliminary approval, a rework...), which the new fee may change. The
 * web asks as the fee is altered, before it is saved: the answer depends on the deal's decisions, not on the fee
 * (the below-30 % warning is the web's own, 002 §5, §9).
 */
export function initialFeePopup(hasDecision: boolean): InitialFeePopup {
  return hasDecision ? { visible: true, message: INITIAL_FEE_MESSAGE } : { visible: false, message: null };
}

/** The popup of the deal (whether it has an underwriter's decision: the process records them as they are taken). */
export function initialFeePopupOf(parts: { world: World; deals: DealBook }, deal: number): InitialFeePopup {
  return initialFeePopup(parts.world.deals.lastDecision[deal]! >= 0);
}

// --- the underwriter's strategy timer

/** The strategy's time limit of the deal's pre-decision task, minutes (0: no strategy yet). */
export const strategyMinutes = (world: World, deal: number) => currentStrategy(world, deal)?.minutes ?? 0;

/**
 * Whether the deal's underwriter task is a pre-decision one, on the strategy countdown (002 §2, §4): the deal waits
 * for its decision, having none yet or only a preliminary one (a type starting with `preliminary`, 002 §3). After a
 * decision that is not preliminary (say the credit inspector's 'Переутвердить' sends an approved deal back) it is a
 * second look, without a countdown. The web app's `isPreDecision` (deal-workspace/frame/timers/timer-rules.ts) is the same.
 */
export const isPreDecisionType = (decisionType: string | null): boolean =>
  decisionType === null || decisionType.startsWith('preliminary');

/**
 * Whether the deal's open underwriter task ran out of the strategy time: the countdown starts at the claim (002 §4:
 * the strategy time minus the seconds since the claim), so a task in the queue, or a deal without a strategy, has
 * not run out; nor has a task that is not a pre-decision one (it has no countdown).
 */
export function underwriterTimedOut(state: ProcessState, minutes: number, now: number): boolean {
  if (minutes <= 0 || !isPreDecisionType(state.decisionType)) return false;
  const task = state.tasks.find((t) => isOpen(t) && isUnderwriterTask(t.key));
  if (!task || task.assignee === null) return false;
  const started = task.claimedAt ?? task.createdAt;
  return now - started > minutes * 60_000;
}

/** Whether the deal's underwriter task ran out of its strategy time now (the deal book's clock: tests move it). */
export function timedOut(parts: { world: World; deals: DealBook }, deal: number): boolean {
  const { now } = parts.deals.context();
  return underwriterTimedOut(parts.deals.entry(deal).state, strategyMinutes(parts.world, deal), now);
}

/** The delay reasons an underwriter gives for a timed-out task: the same the decision form offers. */
export function timerMessages(): TimerMessage[] {
  const { delayReasons } = { ...DEFAULT_DICTIONARIES, ...WORLD_FORM_DICTIONARIES };
  return delayReasons.map((r) => ({ code: r.value, message: r.label }));
}
