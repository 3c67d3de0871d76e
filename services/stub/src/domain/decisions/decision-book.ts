import type { Decision, DealLogEntry, LoanVariant } from '@autocredit/generated/api';
import type { DealBook } from '../deal-book/deal-book';
import { currentStrategy, riskInfo, timerMessages } from '../deal-book/deal-view';
import { visibleDeal } from '../deal-book/visibility';
import type { FinanceBook } from '../finance/finance-book';
import type { Lists } from '../lists/lists';
import type { Viewer } from '../lists/scope';
import { dealLog } from '../process/views';
import { inGroup } from '../auth/roles';
import { OUTCOME_APPROVED, OUTCOME_CHANGED, PROGRAMS } from '../world/seed/catalog-deals';
import type { World } from '../world/world';
import { dealServices } from './deal-services';
import { decisionOf } from './decisions';
import { everyVariant, programVariants, type VariantBudget, type VariantTerms } from './loan-variants';

/** What the decisions step and the variants read: the world, the deal book and the finance step's budgets. */
export type DecisionParts = { world: World; lists: Lists; deals: DealBook; finance: FinanceBook };

const isUnderwriter = (viewer: Viewer) => inGroup(viewer.roles, 'underwriters');
/** The largest monthly payment is the viewers' and the underwriters' (001 §6). */
const seesPaymentMax = (viewer: Viewer) =>
  isUnderwriter(viewer) || viewer.roles.includes('ROLE_VIEWER') || viewer.roles.includes('ROLE_ALL_VIEWER');

/**
 * The history step (`GET /api/deal/{dealId}/logs`): the tasks of the deal's process, oldest first, each with its
 * worker's full name, wait and work time, status, message and times. Reads the deal without touching it.
 */
export function dealHistory(parts: DecisionParts, viewer: Viewer, dealId: number): DealLogEntry[] {
  const deal = visibleDeal(parts, viewer, dealId);
  return dealLog(parts.deals.currentState(deal), (username) => parts.world.staffByUsername(username)?.fio ?? null);
}

/**
 * The decisions step (`GET api/autocredit/decisions/{dealId}`): the deal's decisions, newest first (a new one comes
 * with each underwriter's decision). The risk class is the underwriters' only (001 §6).
 */
export function dealDecisions(parts: DecisionParts, viewer: Viewer, dealId: number): Decision[] {
  const { world, finance } = parts;
  const deal = visibleDeal(parts, viewer, dealId);
  const rows = world.dealDecisions(deal);
  if (rows.length === 0) return [];
  const { riskClass } = riskInfo(world, deal);
  const context = {
    services: dealServices(world, deal),
    results: finance.results(deal),
    strategyName: currentStrategy(world, deal)?.name ?? null,
    riskClass,
    timerMessages: timerMessages().map((m) => m.message),
  };
  const underwriter = isUnderwriter(viewer);
  return rows.map((x) => {
    const decision = decisionOf(world, deal, x, context);
    return underwriter ? decision : { ...decision, riskClass: null };
  });
}

/** Whether the deal's variants can be counted: it has a credit and has been scored (it reached the underwriters). */
export function isScored(world: World, deal: number): boolean {
  const { deals } = world;
  return currentStrategy(world, deal) !== null && deals.carCost[deal]! > 0 && deals.costRequested[deal]! > 0;
}

/**
 * Whether the deal has admissible variants (those a form may apply): it is scored and its last decision approves it
 * (the underwriters' or a preliminary one, with changes or not). A rejected deal, one sent to rework and one still
 * being decided have none; every variant (`allVariants`) is there from the scoring on.
 */
export function hasVariants(world: World, deal: number): boolean {
  const last = world.deals.lastDecision[deal]!;
  if (last < 0 || !isScored(world, deal)) return false;
  const outcome = world.decisions.outcome[last];
  return outcome === OUTCOME_APPROVED || outcome === OUTCOME_CHANGED;
}

function variantInputs(parts: DecisionParts, deal: number) {
  const { world, deals: book, finance } = parts;
  const { deals } = world;
  const equipments = book.currentSource(deal).release.equipments;
  const terms: VariantTerms = {
    carCost: deals.carCost[deal]!,
    initialFee: deals.initialFee[deal]!,
    costRequested: deals.costRequested[deal]!,
    carYear: deals.carYear[deal]!,
    used: deals.carCondition[deal] === 1,
    equipmentsSum: equipments.reduce((sum, e) => sum + (e.cost ?? 0), 0),
  };
  const results = finance.results(deal);
  const budget: VariantBudget = {
    srd: results.srd ?? 0,
    pd: results.pd ?? 0,
    paymentMonthlyMax: results.paymentMonthlyMax ?? 0,
    incomeType: finance.incomeType(deal),
  };
  return { terms, budget, services: dealServices(world, deal) };
}

/**
 * The deal's loan variants as the forms apply them (`?variant=` is an index into this list): those kept with the
 * deal's form data when it has some, else computed from the deal as it stands (its program at each of its terms;
 * none unless its last decision approves it, see `hasVariants`). Every field is given: `forViewer` hides what a user
 * may not see.
 */
export function variantsOfDeal(parts: DecisionParts, deal: number): LoanVariant[] {
  const kept = parts.deals.currentSource(deal).variants;
  if (kept.length > 0) return kept;
  if (!hasVariants(parts.world, deal)) return [];
  const { terms, budget, services } = variantInputs(parts, deal);
  const program = PROGRAMS[parts.world.deals.program[deal]!] ?? PROGRAMS[0]!;
  return programVariants(program, terms, services, budget);
}

/** Every variant of the deal (each program the car may take, at each of its terms); none before it is scored. */
export function allVariantsOfDeal(parts: DecisionParts, deal: number): LoanVariant[] {
  if (!isScored(parts.world, deal)) return [];
  const { terms, budget, services } = variantInputs(parts, deal);
  return everyVariant(terms, services, budget);
}

/**
 * A variant as a user sees it (001 §6): the calculated largest sum with the variants-sum-max privilege; the largest
 * monthly payment for viewers and underwriters; the ПДН with its income type and the credit program for
 * underwriters (the chief too).
 */
export function forViewer(variant: LoanVariant, viewer: Viewer): LoanVariant {
  const underwriter = isUnderwriter(viewer);
  return {
    ...variant,
    program: underwriter ? (variant.program ?? null) : null,
    sumMax: viewer.privileges.includes('view-variants-sum-max') ? (variant.sumMax ?? null) : null,
    paymentMonthlyMax: seesPaymentMax(viewer) ? (variant.paymentMonthlyMax ?? null) : null,
    pdn: underwriter ? (variant.pdn ?? null) : null,
    pdnIncomeType: underwriter ? (variant.pdnIncomeType ?? null) : null,
  };
}

/** `GET api/autocredit/variants/{dealId}`: the deal's variants (valid and invalid), as the user sees them. */
export function dealVariants(parts: DecisionParts, viewer: Viewer, dealId: number): LoanVariant[] {
  const deal = visibleDeal(parts, viewer, dealId);
  return variantsOfDeal(parts, deal).map((v) => forViewer(v, viewer));
}

/** `GET api/autocredit/allVariants/{dealId}`: every variant of the deal, as the user sees them. */
export function dealAllVariants(parts: DecisionParts, viewer: Viewer, dealId: number): LoanVariant[] {
  const deal = visibleDeal(parts, viewer, dealId);
  return allVariantsOfDeal(parts, deal).map((v) => forViewer(v, viewer));
}
