import type { LoanVariant } from '@autocredit/generated/api';
import { annuity, principalOf, round2 } from '../finance/catalog';
import type { Program } from '../world/seed/catalog-deals';
import { PROGRAMS } from '../world/seed/catalog-deals';
import { activeServices, creditedCost, type DealService } from './deal-services';

/** The reasons of an invalid variant ('Причины отказа:'); the documents give none, these are the stub's. */
export const variantTexts = {
  paymentTooHigh: 'Ежемесячный платёж превышает максимально допустимый',
  pdnTooHigh: 'Показатель долговой нагрузки превышает 80 %',
  creditTooHigh: 'Максимальная сумма кредита - 12 млн. рублей',
  feeTooLow: (percent: number) => `Первоначальный взнос меньше минимального по программе (${percent} %)`,
  carTooOld: (years: number) => `Возраст автомобиля на дату погашения кредита превышает ${years} лет`,
} as const;

/** The largest credit, roubles (as the credit form's rule). */
export const VARIANT_CREDIT_MAX = 12_000_000;
/** The largest debt-load ratio a variant may reach, percent. */
export const PDN_LIMIT = 80;
/** A used car may be at most this old when the credit is repaid, years. */
export const CAR_AGE_LIMIT = 12;
/** The year the cars' ages are counted from (the seeded world's). */
export const VARIANT_YEAR = 2026;

/** What a credit program allows: its terms (months) and its least initial fee (percent of the car's cost). */
export interface ProgramRule {
  terms: readonly number[];
  minFeePercent: number;
}

const ALL_TERMS = [12, 24, 36, 48, 60, 72, 84] as const;
const SHORT_TERMS = [12, 24, 36, 48, 60] as const;

/** The rules of the world's programs by id (the documents give none). */
export const PROGRAM_RULES: Readonly<Record<number, ProgramRule>> = {
  14: { terms: ALL_TERMS, minFeePercent: 10 },
  15: { terms: SHORT_TERMS, minFeePercent: 20 },
  16: { terms: SHORT_TERMS, minFeePercent: 20 },
  17: { terms: ALL_TERMS, minFeePercent: 10 },
  18: { terms: ALL_TERMS, minFeePercent: 10 },
  19: { terms: ALL_TERMS, minFeePercent: 10 },
  20: { terms: ALL_TERMS, minFeePercent: 0 },
  21: { terms: SHORT_TERMS, minFeePercent: 20 },
};
const ruleOf = (program: Program): ProgramRule => PROGRAM_RULES[program.id] ?? { terms: ALL_TERMS, minFeePercent: 0 };

/** The credit a deal asks for, as the variants count it. */
export interface VariantTerms {
  carCost: number;
  initialFee: number;
  /** The credit for the car, roubles. */
  costRequested: number;
  /** The car's year of issue; `used` false: a new car. */
  carYear: number;
  used: boolean;
  /** The additional equipment financed, roubles. */
  equipmentsSum: number;
}

/** The client's budget as the variants count it (the finance step's results). */
export interface VariantBudget {
  /** СрД: the confirmed incomes a month. */
  srd: number;
  /** ПД: the other loans' payments a month. */
  pd: number;
  /** The largest monthly payment the budget bears. */
  paymentMonthlyMax: number;
  /** The kind of income the ПДН counts with. */
  incomeType: string;
}

const floor1000 = (n: number) => Math.max(0, Math.floor(n / 1000) * 1000);

/**
 * One variant: the program's rate for the term; the monthly payment the annuity of the credit (the car's, the
 * equipment and the services paid from the loan); the largest sum the budget's largest payment repays (within 12
 * million); the ПДН the other loans' payments with this one over the incomes. Invalid when the payment exceeds the
 * largest one, the ПДН exceeds 80 %, the credit exceeds 12 million, the initial fee is below the program's least,
 * or a used car would be older than 12 years at the end of the term; each reason is listed.
 */
export function loanVariant(
  program: Program,
  term: number,
  terms: VariantTerms,
  services: readonly DealService[],
  budget: VariantBudget,
): LoanVariant {
  const rule = ruleOf(program);
  const rate = program.rate;
  const credit = terms.costRequested + terms.equipmentsSum + creditedCost(services);
  const paymentMonthly = round2(annuity(credit, rate, term));
  const feePercent = terms.carCost > 0 ? round2((terms.initialFee / terms.carCost) * 100) : 0;
  const pdn = budget.srd > 0 ? Math.round(((budget.pd + paymentMonthly) / budget.srd) * 1000) / 10 : null;
  const ageAtEnd = VARIANT_YEAR - terms.carYear + term / 12;

  const errors: string[] = [];
  if (paymentMonthly > budget.paymentMonthlyMax) errors.push(variantTexts.paymentTooHigh);
  if (pdn !== null && pdn > PDN_LIMIT) errors.push(variantTexts.pdnTooHigh);
  if (credit > VARIANT_CREDIT_MAX) errors.push(variantTexts.creditTooHigh);
  if (feePercent < rule.minFeePercent) errors.push(variantTexts.feeTooLow(rule.minFeePercent));
  if (terms.used && ageAtEnd > CAR_AGE_LIMIT) errors.push(variantTexts.carTooOld(CAR_AGE_LIMIT));

  return {
    term,
    rate,
    program: program.name,
    sumMax: Math.min(floor1000(principalOf(budget.paymentMonthlyMax, rate, term)), VARIANT_CREDIT_MAX),
    sumRequested: terms.costRequested,
    carCost: terms.carCost,
    paymentMonthlyMax: budget.paymentMonthlyMax,
    paymentMonthly,
    initialFeePercent: feePercent,
    equipmentsSum: terms.equipmentsSum,
    services: activeServices(services).map((s) => ({
      name: s.name,
      cost: s.cost,
      rate: s.rate,
      term: s.term,
      isCredit: s.isCredit,
    })),
    valid: errors.length === 0,
    errorMessages: errors,
    pdn,
    pdnIncomeType: pdn === null ? null : budget.incomeType,
  };
}

/** The deal's variants: its program at each of the program's terms, shortest first. */
export function programVariants(
  program: Program,
  terms: VariantTerms,
  services: readonly DealService[],
  budget: VariantBudget,
): LoanVariant[] {
  return ruleOf(program).terms.map((term) => loanVariant(program, term, terms, services, budget));
}

/** The programs a car may be financed by: new-car programs for a new car, used-car ones for a used car. */
export const programsFor = (used: boolean): Program[] =>
  PROGRAMS.filter((p) => p.condition === 'any' || p.condition === (used ? 'uses' : 'new'));

/** Every variant of the deal: each program the car may be financed by, at each of its terms (every term and rate). */
export function everyVariant(
  terms: VariantTerms,
  services: readonly DealService[],
  budget: VariantBudget,
): LoanVariant[] {
  return programsFor(terms.used).flatMap((program) => programVariants(program, terms, services, budget));
}
