import type { Decision, MaxCreditSum } from '@autocredit/generated/api';
import { annuity, round2 } from '../finance/catalog';
import { CAR_MODELS } from '../world/seed/catalog-cars';
import {
  BUSINESS_LOGICS,
  DECISION_LABELS,
  OUTCOME_APPROVED,
  OUTCOME_CHANGED,
  PROGRAMS,
  decisionKind,
} from '../world/seed/catalog-deals';
import { mix } from '../world/seed/prng';
import { isoAt } from '../world/time';
import type { World } from '../world/world';
import { carSpecs } from './car-specs';
import type { DealService } from './deal-services';

/** The state titles of a decision: the newest one stands, the ones before it are replaced. */
export const DECISION_STATES = { current: 'Актуальное', replaced: 'Неактуальное' } as const;

/** The business logic whose decisions name the costs `costConfirmed`/`costRequested` (no car is bought). */
const REFINANCING = BUSINESS_LOGICS.findIndex((b) => b.code === 'refinancing');

/** What a decision reads of the deal beside the world's columns. */
export interface DecisionContext {
  services: readonly DealService[];
  /** The finance step's results of the deal. */
  results: MaxCreditSum;
  /** The deal's strategy and risk class (null before the underwriters). */
  strategyName: string | null;
  riskClass: string | null;
  /** The delay reasons an underwriter may give for a decision taken late. */
  timerMessages: readonly string[];
}

/**
 * The client's rating of the credit bureau (the documents do not show its scale): a score from 300 to 850, lower for
 * a riskier class, drawn per deal.
 */
function clientRating(world: World, deal: number, riskClass: string | null): string | null {
  if (riskClass === null) return null;
  const level = 'ABC'.indexOf(riskClass[0]!);
  const base = [720, 600, 450][Math.max(0, level)]!;
  return String(base + (mix(world.seed, deal, 71) % 130));
}

/**
 * A decision of the deal (a world decision row) as the decisions step shows it (001 §3 'Decision'): its kind, state,
 * author and moment from the world; the amount, term and rate decided (the payment for an approval); the credit,
 * car and program of the deal as it stands; the client's figures from the finance step; the services as options. A
 * decision taken late (one in ten, per decision) carries the delay reason of its timer.
 */
export function decisionOf(world: World, deal: number, x: number, ctx: DecisionContext): Decision {
  const { deals, decisions } = world;
  const outcome = decisions.outcome[x]!;
  const kind = decisionKind(decisions.preliminary[x] === 1, outcome);
  const carCost = deals.carCost[deal]!;
  const initialFee = deals.initialFee[deal]!;
  const hasCar = deals.carYear[deal]! > 0;
  const model = CAR_MODELS[deals.carModel[deal]!]!;
  const modification = model.modifications[deals.carModification[deal]!] ?? model.modifications[0]!;
  const amount = decisions.amount[x]!;
  const term = decisions.term[x]!;
  const rate = decisions.rate[x]! / 100;
  const approves = outcome === OUTCOME_APPROVED || outcome === OUTCOME_CHANGED;
  const refinancing = deals.businessLogic[deal] === REFINANCING;
  const cost = carCost > 0 ? carCost : null;
  const late = ctx.timerMessages.length > 0 && mix(world.seed, x, 73) % 10 === 0;
  const by = decisions.by[x]!;
  return {
    title: kind.title,
    typeLabel: DECISION_LABELS[outcome]!,
    stateLabel: deals.lastDecision[deal] === x ? DECISION_STATES.current : DECISION_STATES.replaced,
    createdAt: isoAt(decisions.at[x]!),
    createdByFio: by >= 0 ? (world.staff[by]?.fio ?? null) : null,
    strategyName: ctx.strategyName,
    clientRating: clientRating(world, deal, ctx.riskClass),
    initialFee: cost === null ? null : initialFee,
    initialFeePercent: cost === null ? null : round2((initialFee / cost) * 100),
    riskClass: ctx.riskClass,
    ...(refinancing
      ? { costConfirmed: approves ? cost : null, costRequested: cost }
      : { carCostConfirmed: approves ? cost : null, carCostRequested: cost }),
    program: PROGRAMS[deals.program[deal]!]?.name ?? null,
    amount,
    term,
    rate,
    paymentMonthlyConfirm: approves && term > 0 ? round2(annuity(amount, rate, term)) : null,
    clientSumMaxConfirmed: ctx.results.sumMaxConfirmed,
    clientSumTotalConfirmed: ctx.results.sumTotalConfirmed,
    brand: hasCar ? model.brand : null,
    model: hasCar ? model.model : null,
    modification: hasCar ? modification : null,
    ...(hasCar ? carSpecs(modification) : { transmissionType: null, engineDisplacement: null, engineCapacity: null }),
    yearIssue: hasCar ? deals.carYear[deal]! : null,
    // The credit the application asks for (001 §3 the deal's costRequested); the services are the options below.
    sumTotalRequested: deals.costRequested[deal]! > 0 ? deals.costRequested[deal]! : null,
    clientConfirmedIncomeBudget: ctx.results.srd,
    timerMessage: late ? ctx.timerMessages[mix(world.seed, x, 74) % ctx.timerMessages.length]! : null,
    options: ctx.services.map((s) => ({
      isActive: s.isActive,
      serviceName: s.name,
      cost: s.cost,
      tariff: s.tariff,
      term: s.term,
      isCredit: s.isCredit,
    })),
  };
}
