import { describe, expect, it } from 'vitest';
import { FEE_WARNING_PERCENT } from '@/features/deal-workspace/steps/goz';
import {
  amountOf,
  feeTermsOf,
  initialFeePercent,
  limitTermsOf,
  limitsKindOf,
  serverValueAt,
  showsInitialFeeWarning,
} from './release-decision';

describe('the initial-fee warning (002 §5, §9)', () => {
  it('counts the fee as a percent of the car cost, from numbers or typed text', () => {
    expect(initialFeePercent(300_000, 1_500_000)).toBe(20);
    expect(initialFeePercent('450 000,00', '1 500 000')).toBe(30);
    expect(initialFeePercent(null, 1_500_000)).toBeNull();
    expect(initialFeePercent(300_000, 0)).toBeNull();
    expect(initialFeePercent(300_000, null)).toBeNull();
  });

  it('warns below 30 %, not at 30 % or above', () => {
    expect(FEE_WARNING_PERCENT).toBe(30);
    expect(showsInitialFeeWarning({ initialFee: 449_999, carCost: 1_500_000 })).toBe(true);
    expect(showsInitialFeeWarning({ initialFee: 450_000, carCost: 1_500_000 })).toBe(false);
    expect(showsInitialFeeWarning({ initialFee: 900_000, carCost: 1_500_000 })).toBe(false);
    expect(showsInitialFeeWarning({ initialFee: null, carCost: 1_500_000 })).toBe(false);
  });

  it('with the terms the form was loaded with, warns only once the percent changed', () => {
    const loaded = { initialFee: 250_000, carCost: 1_500_000 };
    expect(showsInitialFeeWarning(loaded, loaded)).toBe(false);
    expect(showsInitialFeeWarning({ initialFee: 300_000, carCost: 1_500_000 }, loaded)).toBe(true);
    expect(showsInitialFeeWarning({ initialFee: 250_000, carCost: 1_200_000 }, loaded)).toBe(true);
    expect(showsInitialFeeWarning({ initialFee: 500_000, carCost: 1_500_000 }, loaded)).toBe(false);
    expect(
      showsInitialFeeWarning({ initialFee: 300_000, carCost: 1_500_000 }, { initialFee: null, carCost: null }),
    ).toBe(true);
  });
});

describe("the release decision's fee terms", () => {
  it('take the agreed car cost, else the credit with the fee', () => {
    expect(feeTermsOf(250_000, 1_500_000, 1_250_000)).toEqual({ initialFee: 250_000, carCost: 1_500_000 });
    expect(feeTermsOf(250_000, null, 1_250_000)).toEqual({ initialFee: 250_000, carCost: 1_500_000 });
    expect(feeTermsOf(250_000, 0, '1 250 000')).toEqual({ initialFee: 250_000, carCost: 1_500_000 });
    expect(feeTermsOf(null, null, 1_250_000)).toEqual({ initialFee: null, carCost: null });
  });
});

describe('the service limits', () => {
  it("takes the form's credit terms, leaving out what is not a sum", () => {
    expect(limitTermsOf([1_250_000, 250_000, '60', 1_500_000])).toEqual({
      costRequested: 1_250_000,
      initialFee: 250_000,
      term: 60,
      carCost: 1_500_000,
    });
    expect(limitTermsOf([null, '', 'x', -5])).toEqual({});
  });

  it('counts with the deal variants when it has some', () => {
    expect(limitsKindOf(3)).toBe('with-variants');
    expect(limitsKindOf(0)).toBe('without-variants');
  });
});

describe('helpers', () => {
  it('reads sums', () => {
    expect(amountOf(12.5)).toBe(12.5);
    expect(amountOf('1\u00a0250\u00a0000,5')).toBe(1_250_000.5);
    expect(amountOf('')).toBeNull();
    expect(amountOf(Number.NaN)).toBeNull();
    expect(amountOf({})).toBeNull();
  });

  it("reads a field's value as the server gave it", () => {
    const form = {
      fields: {
        creditInfo: { type: 'form' as const, children: { term: { type: 'choice' as const, value: '60' } } },
        carCostAgreedClient: { type: 'carCost' as const, value: 1_500_000 },
      },
    };
    expect(serverValueAt(form, 'creditInfo.term')).toBe('60');
    expect(serverValueAt(form, 'carCostAgreedClient')).toBe(1_500_000);
    expect(serverValueAt(form, 'creditInfo.missing')).toBeNull();
  });
});
