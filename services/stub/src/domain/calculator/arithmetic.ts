import { VARIANT_CREDIT_MAX } from '../decisions/loan-variants';
import { annuity, round2 } from '../finance/catalog';

/*
 * The credit calculator's arithmetic (000 §2.13, §3, §9): pure functions of numbers. The annuity itself is the one of
 * finance/catalog.ts (monthly rate = annual rate / 12), shared with the deal page's variants and decisions.
 */

/** What the term adds to the program's rate, percentage points: −1 up to 2 years, +1 beyond 5 years. */
export function termRateAdd(term: number): number {
  if (term <= 24) return -1;
  if (term <= 60) return 0;
  return 1;
}

/**
 * The rate of a credit, percent a year: the base (the promo program's, else the program's, else the base rate) with
 * what the term and the documents package add.
 */
export const rateOf = (base: number, term: number, packageAdd: number): number =>
  round2(base + termRateAdd(term) + packageAdd);

/** The monthly annuity payment, roubles with kopecks. */
export const monthlyPayment = (credit: number, ratePercent: number, term: number): number =>
  round2(annuity(credit, ratePercent, term));

/** What the client pays over the credit in the whole term: the payments less the credit. */
export const overpayment = (payment: number, term: number, credit: number): number =>
  round2(Math.max(0, payment * term - credit));

/** The initial fee as a percent of the car's cost (0 without a cost). */
export const feePercentOf = (fee: number, carCost: number): number => (carCost > 0 ? round2((fee / carCost) * 100) : 0);

/** The initial fee of a percent of the car's cost. */
export const feeOfPercent = (percent: number, carCost: number): number => round2((carCost * percent) / 100);

/** The credit sum for the car: its cost and the equipment less the initial fee (never below 0). */
export const creditSumOf = (carCost: number, equipment: number, fee: number): number =>
  round2(Math.max(0, carCost + equipment - fee));

/**
 * The largest credit on a car: its cost less the program's least initial fee, the equipment and the services paid
 * from the credit, in whole roubles, within the 12,000,000 limit.
 */
export const maxCreditSum = (carCost: number, minFeePercent: number, equipment: number, inCredit: number): number =>
  Math.min(VARIANT_CREDIT_MAX, Math.floor(carCost * (1 - minFeePercent / 100) + equipment + inCredit));

/** The cost of a service priced by rate: a share of the car's cost (a year), or of the credit a year for its term. */
export function ratedServiceCost(on: 'car' | 'credit', ratePercent: number, base: number, term: number): number {
  if (on === 'car') return round2((base * ratePercent) / 100);
  return round2((((base * ratePercent) / 100) * term) / 12);
}
