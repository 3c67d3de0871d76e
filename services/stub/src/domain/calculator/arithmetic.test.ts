import { describe, expect, it } from 'vitest';
import {
  creditSumOf,
  feeOfPercent,
  feePercentOf,
  maxCreditSum,
  monthlyPayment,
  overpayment,
  rateOf,
  ratedServiceCost,
  termRateAdd,
} from './arithmetic';

/*
 * Hand computations. The annuity payment is P·i / (1 − (1 + i)^−n) with the monthly rate i = annual / 12 / 100;
 * the overpayment is payment·n − P.
 */
describe('the annuity payment and the overpayment', () => {
  it('1,000,000 at 12 % for 12 months: i = 0.01, (1.01)^−12 = 0.88744923, 10,000 / 0.11255077 = 88,848.79', () => {
    expect(monthlyPayment(1_000_000, 12, 12)).toBe(88_848.79);
    // 88,848.79 × 12 − 1,000,000 = 66,185.48
    expect(overpayment(88_848.79, 12, 1_000_000)).toBe(66_185.48);
  });

  it('1,000,000 at 12 % for 60 months: (1.01)^−60 = 0.55044962, 10,000 / 0.44955038 = 22,244.45', () => {
    expect(monthlyPayment(1_000_000, 12, 60)).toBe(22_244.45);
    // 22,244.45 × 60 − 1,000,000 = 334,667.00
    expect(overpayment(22_244.45, 60, 1_000_000)).toBe(334_667);
  });

  it('1,650,000 at 15.9 % for 60 months (no service in the credit): i = 0.01325, (1.01325)^−60 = 0.45394502', () => {
    // 1,650,000 × 0.01325 = 21,862.50; / 0.54605498 = 40,037.18
    expect(monthlyPayment(1_650_000, 15.9, 60)).toBe(40_037.18);
    // 40,037.18 × 60 − 1,650,000 = 752,230.80
    expect(overpayment(40_037.18, 60, 1_650_000)).toBe(752_230.8);
  });

  it('the same credit with 82,500 of life insurance in it: 1,732,500 at 15.9 % for 60 months', () => {
    // 1,732,500 × 0.01325 = 22,955.63; / 0.54605498 = 42,039.04
    expect(monthlyPayment(1_732_500, 15.9, 60)).toBe(42_039.04);
    // 42,039.04 × 60 − 1,732,500 = 789,842.40
    expect(overpayment(42_039.04, 60, 1_732_500)).toBe(789_842.4);
  });

  it('1,000,000 at 22.9 % for 24 months: i = 0.01908333, (1 + i)^−24 = 0.63528299, 19,083.33 / 0.36471701 = 52,323.67', () => {
    expect(monthlyPayment(1_000_000, 22.9, 24)).toBe(52_323.67);
    expect(overpayment(52_323.67, 24, 1_000_000)).toBe(255_768.08);
  });

  it('without interest the payment is the credit over the months', () => {
    expect(monthlyPayment(600_000, 0, 12)).toBe(50_000);
    expect(overpayment(50_000, 12, 600_000)).toBe(0);
  });
});

describe('the rate by term and documents package', () => {
  it('takes 1 point off up to 24 months, adds nothing up to 60 and 1 point beyond', () => {
    expect([12, 24, 36, 60, 72, 84].map(termRateAdd)).toEqual([-1, -1, 0, 0, 1, 1]);
  });

  it('adds the term and the package to the base rate', () => {
    expect(rateOf(15.9, 60, 0)).toBe(15.9);
    expect(rateOf(15.9, 12, 0)).toBe(14.9);
    expect(rateOf(15.9, 84, 2)).toBe(18.9);
    // the base rate 21.9, 24 months (−1), two documents (+2)
    expect(rateOf(21.9, 24, 2)).toBe(22.9);
  });
});

describe('the initial fee, the credit sum and the largest credit', () => {
  it('turns the fee into a percent of the car cost and back', () => {
    // 500,000 / 2,150,000 = 23.2558… %
    expect(feePercentOf(500_000, 2_150_000)).toBe(23.26);
    expect(feePercentOf(100, 0)).toBe(0);
    expect(feeOfPercent(20, 2_150_000)).toBe(430_000);
  });

  it('counts the credit sum as the car and the equipment less the fee, never below 0', () => {
    expect(creditSumOf(2_150_000, 0, 500_000)).toBe(1_650_000);
    expect(creditSumOf(2_150_000, 45_000, 500_000)).toBe(1_695_000);
    expect(creditSumOf(100_000, 0, 200_000)).toBe(0);
  });

  it('bounds the largest credit by the least initial fee and by 12,000,000', () => {
    // 2,150,000 × (1 − 10 %) + 0 + 82,500 = 2,017,500
    expect(maxCreditSum(2_150_000, 10, 0, 82_500)).toBe(2_017_500);
    // 2,150,000 × (1 − 20 %) + 45,000 = 1,765,000
    expect(maxCreditSum(2_150_000, 20, 45_000, 0)).toBe(1_765_000);
    // 20,000,000 × (1 − 10 %) = 18,000,000, above the limit
    expect(maxCreditSum(20_000_000, 10, 0, 0)).toBe(12_000_000);
  });

  it('prices a service by rate of the car cost, or of the credit a year for its term', () => {
    // 2,150,000 × 3.5 % = 75,250
    expect(ratedServiceCost('car', 3.5, 2_150_000, 12)).toBe(75_250);
    // 1,650,000 × 1 % × 60 / 12 = 82,500
    expect(ratedServiceCost('credit', 1, 1_650_000, 60)).toBe(82_500);
  });
});
