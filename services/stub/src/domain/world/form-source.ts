import { dealServices } from '../decisions/deal-services';
import { seededDocuments } from '../documents/seeded-files';
import { emptySource } from '../forms/empty-source';
import type { FormSource, PledgeSource, UnderwriterSource } from '../forms/source';
import {
  BL_FAST_DECISION,
  OUTCOME_APPROVED,
  OUTCOME_CHANGED,
  OUTCOME_REJECTED,
  PROGRAMS,
  decisionKind,
} from './seed/catalog-deals';
import { SALE_POINTS } from './seed/catalog-places';
import { WORLD_FORM_DICTIONARIES, carOf } from './form-source-catalog';
import { clientOf, pledgorOf, spouseOf, thirdFaceOf } from './form-source-person';
import type { PledgeRecord } from '../pledges/records';
import { COLLECTION_ID_BASE } from './records';
import type { World } from './world';

export { listFieldsOf, writeBack } from './form-source-patch';
export { WORLD_FORM_DICTIONARIES, carHash } from './form-source-catalog';

/** The deal's pledge, found through its tasks (its registration task names it): no scan of the world's pledges. */
function pledgeRecordOf(world: World, deal: number): PledgeRecord | undefined {
  const { tasks } = world;
  for (let t = world.deals.firstTask[deal]!; t >= 0; t = tasks.nextOfDeal[t]!) {
    const row = tasks.pledge[t]!;
    if (row >= 0) return world.pledges[row];
  }
  return undefined;
}

/** The underwriter's final decision on a decided deal (a preliminary one or a rework decides nothing yet). */
function underwriterDecision(world: World, deal: number): UnderwriterSource['decision'] {
  const last = world.deals.lastDecision[deal]!;
  if (last < 0 || world.decisions.preliminary[last] === 1) return null;
  const outcome = world.decisions.outcome[last]!;
  if (outcome === OUTCOME_APPROVED || outcome === OUTCOME_CHANGED) return 'approved';
  return outcome === OUTCOME_REJECTED ? 'rejected' : null;
}

/**
 * The form data of a deal of the world (a deal row): the deal, its client with the spouse and the third person, the
 * car with its VIN, the credit, the underwriter's decision, the release's credit terms and the pledge, named after
 * the contract's entities. What the world does not keep is null (or empty), so the source round-trips through JSON.
 * A deal created at run time gives an empty source with its ids, status, process and partner until its data is
 * entered. Reads only the deal's own rows (its client, tasks and decisions).
 */
export function sourceOf(world: World, deal: number): FormSource {
  const { deals } = world;
  const c = deals.client[deal]!;
  const last = deals.lastDecision[deal]!;
  const source = emptySource({
    id: world.dealId(deal),
    processName: deals.businessLogic[deal] === BL_FAST_DECISION ? 'fast_decision' : 'autocredit',
    status: world.statusOf(deal).code,
    collectionId: COLLECTION_ID_BASE + deal,
    decisionType:
      last >= 0 ? decisionKind(world.decisions.preliminary[last] === 1, world.decisions.outcome[last]!).type : null,
  });
  source.dictionaries = WORLD_FORM_DICTIONARIES;
  source.client = clientOf(world, c, deal < world.size);
  source.spouse = spouseOf(world, c);
  source.thirdFace = thirdFaceOf(world, c);
  source.car = carOf(world, deal);
  source.vin = source.car ? world.vin(deal) : null;

  // The credit terms are there once the deal has a credit (a new deal's only default is its term).
  const hasCredit = deals.carCost[deal]! > 0 || deals.costRequested[deal]! > 0;
  const costRequested = hasCredit ? deals.costRequested[deal]! : null;
  const initialFee = hasCredit ? deals.initialFee[deal]! : null;
  const term = hasCredit && deals.term[deal]! > 0 ? deals.term[deal]! : null;
  source.credit = {
    program: hasCredit ? (PROGRAMS[deals.program[deal]!]?.id ?? null) : null,
    partnerId: SALE_POINTS[deals.salePoint[deal]!]?.id ?? null,
    carCostRequested: hasCredit ? deals.carCost[deal]! : null,
    initialFee,
    costRequested,
    term,
    stateSupport: hasCredit && world.statusOf(deal).code !== 'new' ? 'none' : null,
  };
  source.underwriter.decision = underwriterDecision(world, deal);
  source.release.creditInfo = { costRequested, initialFeeClient: initialFee, term };
  // The services the deal's decisions offer, as the release decision form lists them (those the client took are on).
  if (hasCredit) {
    source.release.services = dealServices(world, deal).map((s) => ({
      code: s.code,
      name: s.name,
      cost: s.cost,
      active: s.isActive,
    }));
  }

  // The files the seeded deals come with (the deals created at run time get theirs by uploads).
  if (deal < world.size) source.documents = seededDocuments(world, deal, source);

  const pledge = pledgeRecordOf(world, deal);
  if (pledge) source.pledge = pledgeOf(world, pledge, source);
  return source;
}

/** `Toyota Camry 2026`: the car of the deal's form data as a pledge describes it (null: no car, or no brand). */
export function vehicleDescription(car: FormSource['car']): string | null {
  if (!car?.brand) return null;
  return [car.brand, car.model, car.year]
    .filter((part) => part !== null && part !== undefined && part !== '')
    .join(' ');
}

/**
 * The pledge of an issued deal, from the deal's own data (002 §3): its client as the pledgor, its car (make, model,
 * year) with its VIN as the vehicle; what the deal does not hold is not invented (no name, no pledgor; no VIN, no
 * vehicle). Its documents are kept with the deal's.
 */
export function pledgeSourceOf(
  source: FormSource,
  pledge: { id: number; status: PledgeSource['status'] },
): PledgeSource {
  const pledgor = pledgorOf(source.client);
  return {
    id: pledge.id,
    status: pledge.status,
    collectionId: source.deal.collectionId,
    pledgors: pledgor ? [pledgor] : [],
    vehicles: source.vin ? [{ vin: source.vin, description: vehicleDescription(source.car) }] : [],
    checked: false,
  };
}

/** The pledge of a seeded deal (see `pledgeSourceOf`). */
function pledgeOf(world: World, pledge: PledgeRecord, source: FormSource): PledgeSource {
  return pledgeSourceOf(source, { id: world.pledgeId(pledge.row), status: pledge.status });
}
