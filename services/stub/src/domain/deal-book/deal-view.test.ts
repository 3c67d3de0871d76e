import { describe, expect, it } from 'vitest';
import type { LoanVariant } from '@autocredit/generated/api';
import { processStateOf } from './materialise';
import {
  autocreditInfo,
  isIndividualEntrepreneur,
  isPreDecisionType,
  riskInfo,
  serviceLimits,
  serviceLimitsWithVariants,
  underwriterTimedOut,
  variantFor,
} from './deal-view';
import { World } from '../world/world';

const SEED = 20261122;
const world = new World({ seed: SEED, deals: 300 });
const rows = Array.from({ length: world.deals.count }, (_, d) => d);
const feePercent = (d: number) => (world.deals.initialFee[d]! / world.deals.carCost[d]!) * 100;
const scored = rows.filter((d) => riskInfo(world, d).riskClass !== null);

describe('riskInfo', () => {
  it('the same deal of the same seed has the same risk; only deals at or past the underwriters have one', () => {
    const again = new World({ seed: SEED, deals: 300 });
    expect(rows.map((d) => autocreditInfo(again, d))).toEqual(rows.map((d) => autocreditInfo(world, d)));
    expect(scored.length).toBeGreaterThan(50);
    for (const d of rows.filter((x) => Number.isNaN(world.deals.underwritingAt[x]!)))
      expect(riskInfo(world, d)).toEqual({ riskLevel: null, riskClass: null });
  });

  it('a low initial fee raises the risk: below 20 % never class A, from 30 % never class C', () => {
    const classes = (test: (d: number) => boolean) =>
      new Set(scored.filter(test).map((d) => riskInfo(world, d).riskClass![0]));
    expect(classes((d) => feePercent(d) < 20).has('A')).toBe(false);
    expect(classes((d) => feePercent(d) >= 30).has('C')).toBe(false);
    expect(new Set(scored.map((d) => riskInfo(world, d).riskClass![0]))).toEqual(new Set(['A', 'B', 'C']));
  });
});

describe('isIndividualEntrepreneur', () => {
  const employer = (inn: string, short?: string) => ({
    name: 'x',
    inn,
    value: 'x',
    ...(short && { opf: { full: short, short, code: '' } }),
  });
  it('a personal INN or the ИП legal form; not an organisation', () => {
    expect(isIndividualEntrepreneur(employer('770123456789'))).toBe(true);
    expect(isIndividualEntrepreneur(employer('7701234567', 'ИП'))).toBe(true);
    expect(isIndividualEntrepreneur(employer('7707083893', 'ПАО'))).toBe(false);
    expect(isIndividualEntrepreneur(null)).toBe(false);
  });
});

describe('serviceLimits', () => {
  it('the credit cannot grow past 12 000 000 with the equipment', () => {
    const limits = serviceLimits({ costRequested: 11_900_500, carCost: 14_000_000, initialFee: 2_100_000, term: 60 });
    expect(limits.maxAdditionalEquipment).toBe(99_000);
  });
  it('nothing known of the car: no equipment, no services required', () => {
    expect(serviceLimits({ costRequested: 0, carCost: 0, initialFee: 0, term: null })).toEqual({
      maxAdditionalEquipment: 0,
      minBankService: 0,
    });
  });
  it('a variant whose maximal sum is already exceeded leaves no room for equipment', () => {
    const v = { term: 60, rate: 15.9, sumMax: 1_000_000, sumRequested: 1_000_000, carCost: 1_500_000 } as LoanVariant;
    const limits = serviceLimitsWithVariants(
      { costRequested: 1_250_000, carCost: 1_500_000, initialFee: 250_000, term: 60 },
      [{ ...v, paymentMonthly: 1, initialFeePercent: 1, services: [], valid: true, errorMessages: [] }],
    );
    expect(limits.maxAdditionalEquipment).toBe(0);
  });
  it('variantFor: the nearest valid term, the longer on a tie', () => {
    const v = (term: number, valid = true) => ({ term, valid }) as LoanVariant;
    expect(variantFor([v(36), v(60), v(48, false)], 48)?.term).toBe(60);
    expect(variantFor([v(36, false)], 36)).toBeNull();
  });
});

describe('underwriterTimedOut', () => {
  const deal = rows.find((d) => {
    const t = world.deals.currentTask[d]!;
    return t >= 0 && world.taskKind(t).role === 'underwriter' && world.tasks.assignee[t]! >= 0;
  })!;
  const state = processStateOf(world, deal);
  const claimedAt = state.tasks.at(-1)!.claimedAt!;
  it('from the claim: within the strategy minutes no, past them yes; no strategy, never', () => {
    expect(underwriterTimedOut(state, 30, claimedAt + 30 * 60_000)).toBe(false);
    expect(underwriterTimedOut(state, 30, claimedAt + 30 * 60_000 + 1)).toBe(true);
    expect(underwriterTimedOut(state, 0, claimedAt + 1_000 * 60_000)).toBe(false);
  });

  it('only a pre-decision task runs out: no decision yet or a preliminary one, not a second look', () => {
    const past = claimedAt + 31 * 60_000;
    const decided = (decisionType: string | null) => ({ ...state, decisionType });
    expect(underwriterTimedOut(decided(null), 30, past)).toBe(true);
    expect(underwriterTimedOut(decided('preliminaryApproved'), 30, past)).toBe(true);
    expect(underwriterTimedOut(decided('approved'), 30, past)).toBe(false);
    expect(underwriterTimedOut(decided('rework'), 30, past)).toBe(false);
  });
});

describe('isPreDecisionType', () => {
  it('no decision, or a preliminary one, awaits the decision; any other decision type does not', () => {
    expect(isPreDecisionType(null)).toBe(true);
    expect(isPreDecisionType('preliminaryApproved')).toBe(true);
    expect(isPreDecisionType('preliminaryRework')).toBe(true);
    expect(isPreDecisionType('approved')).toBe(false);
    expect(isPreDecisionType('approvedChanged')).toBe(false);
    expect(isPreDecisionType('rejected')).toBe(false);
  });
});
