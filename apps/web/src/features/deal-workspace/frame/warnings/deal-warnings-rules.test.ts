import { beforeEach, describe, expect, it } from 'vitest';
import { ipWarningDue, strategyWarningDue, strategyWarningShown } from './deal-warnings-rules';

const deal = (current: number | null, old: number | null) => ({
  id: 100273,
  currentVerificationStrategy: current === null ? null : { id: current, name: `Стратегия ${current}` },
  oldVerificationStrategy: old === null ? null : { id: old, name: `Стратегия ${old}` },
});

describe('the warnings of a deal', () => {
  beforeEach(() => localStorage.clear());

  it('warns of a changed verification strategy once per deal', () => {
    expect(strategyWarningDue(deal(2, 2))).toBe(false);
    expect(strategyWarningDue(deal(3, null))).toBe(false);
    expect(strategyWarningDue(deal(3, 2))).toBe(true);
    strategyWarningShown(100273, 3);
    expect(strategyWarningDue(deal(3, 2))).toBe(false);
    expect(strategyWarningDue(deal(4, 2))).toBe(true);
  });

  it('warns of an individual entrepreneur asking for more than 4 000 000', () => {
    expect(ipWarningDue({ isJobIndividualBusinessman: true, costRequested: 4_000_001 })).toBe(true);
    expect(ipWarningDue({ isJobIndividualBusinessman: true, costRequested: 4_000_000 })).toBe(false);
    expect(ipWarningDue({ isJobIndividualBusinessman: false, costRequested: 9_000_000 })).toBe(false);
    expect(ipWarningDue({ isJobIndividualBusinessman: true, costRequested: null })).toBe(false);
  });
});
