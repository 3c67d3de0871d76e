import type {
  Calculator,
  CalculatorAdditional,
  CalculatorData,
  OptionalService,
  Variant,
} from '@autocredit/generated/api';
import { CAR_AGE_LIMIT, VARIANT_YEAR } from '../decisions/loan-variants';
import type { Program } from '../world/seed/catalog-deals';
import type { SalePointInfo } from '../world/seed/catalog-places';
import {
  creditSumOf,
  feeOfPercent,
  feePercentOf,
  maxCreditSum,
  monthlyPayment,
  overpayment,
  rateOf,
  ratedServiceCost,
} from './arithmetic';
import {
  AUTO_CONDITIONS,
  AUTO_PRODUCTION,
  BASE_RATE,
  PACKAGES,
  PARTNER_OPTIONS,
  PRODUCTS,
  SERVICE_KINDS,
  findPartner,
  findProgram,
  partnerPrograms,
  partnerPromoPrograms,
  partnerServices,
  programMinFee,
  programOption,
  programTerms,
  providersOf,
  type CalculatorServiceKind,
  type DocumentsPackage,
  type PromoProgram,
} from './catalog';

/** What the calculator's ids point at in the world (undefined: not chosen, or not there). */
export interface Resolved {
  partner: SalePointInfo | undefined;
  /** The partner's programs (none without a partner). */
  programs: Program[];
  program: Program | undefined;
  promo: PromoProgram | undefined;
  pkg: DocumentsPackage | undefined;
}

/** The world behind the calculator's ids. */
export function resolve(calc: Calculator): Resolved {
  const a = calc.autocredit;
  const partner = a.partner ? findPartner(a.partner.id) : undefined;
  const programs = partner ? partnerPrograms(partner) : [];
  return {
    partner,
    programs,
    program: a.program ? findProgram(a.program.id) : undefined,
    promo:
      partner && a.programPromo != null
        ? partnerPromoPrograms(partner).find((p) => p.id === a.programPromo)
        : undefined,
    pkg: PACKAGES.find((p) => p.id === a.documentsPackage),
  };
}

/** The base rate of the credit: the promo program's, else the program's, else the base rate. */
export const baseRateOf = (r: Resolved): number => r.promo?.rate ?? r.program?.rate ?? BASE_RATE;

/** The kind of a service by its code. */
export const serviceKindOf = (code: string): CalculatorServiceKind | undefined =>
  SERVICE_KINDS.find((k) => k.code === code);

/** The terms the deal may take: the program's, less those a used car would outlive (older than 12 at the end). */
export function dealTermsOf(calc: Calculator, program: Program | undefined): number[] {
  const { condition, year } = calc.auto;
  return programTerms(program).filter(
    (term) => condition !== 'uses' || year == null || VARIANT_YEAR - year + term / 12 <= CAR_AGE_LIMIT,
  );
}

/** What the active services paid from the credit add to it, roubles. */
export const inCreditSum = (services: readonly OptionalService[]): number =>
  services.filter((s) => s.active && s.isCredit).reduce((sum, s) => sum + (s.cost ?? 0), 0);

/**
 * A service as the calculator gives it back: enabling `isCredit` activates it; a service without a cost gets its
 * fixed price, or (priced by rate, with a rate) its rate of the car's cost or of the credit for its term.
 */
function serviceOf(s: OptionalService, carCost: number | null, credit: number | null, term: number | null) {
  const kind = serviceKindOf(s.service.code);
  const active = s.active || s.isCredit;
  let cost = s.cost ?? null;
  if (cost === null && kind && 'fixed' in kind.price) cost = kind.price.fixed;
  if (cost === null && kind && 'ratedOn' in kind.price && s.rate != null) {
    const base = kind.price.ratedOn === 'car' ? carCost : credit;
    const months = s.term ?? term ?? 12;
    if (base !== null) cost = ratedServiceCost(kind.price.ratedOn, s.rate, base, months);
  }
  return { ...s, active, cost };
}

/**
 * The calculator with what the server fills in: the initial fee from its percent (or the percent from the fee), the
 * credit sum when none was given (the car and the equipment less the fee), the rate by program, term and documents
 * package, the services' costs, and the monthly payment of the credit with the services paid from it.
 */
export function computed(calc: Calculator, r: Resolved = resolve(calc)): Calculator {
  const a = calc.autocredit;
  const carCost = a.carCostRequested ?? null;
  const equipment = calc.equipment.cost ?? 0;
  let fee = a.initialFee ?? null;
  if (fee === null && a.initialFeePercent != null && carCost !== null) fee = feeOfPercent(a.initialFeePercent, carCost);
  const feePercent =
    fee !== null && carCost !== null && carCost > 0 ? feePercentOf(fee, carCost) : (a.initialFeePercent ?? null);
  const costRequested = a.costRequested ?? (carCost !== null ? creditSumOf(carCost, equipment, fee ?? 0) : null);
  const term = a.term ?? null;
  const interestRate = term !== null && r.pkg ? rateOf(baseRateOf(r), term, r.pkg.rateAdd) : null;
  const optionalServices = calc.optionalServices.map((s) => serviceOf(s, carCost, costRequested, term));
  const credit = costRequested === null ? null : costRequested + inCreditSum(optionalServices);
  const paymentMonthly =
    credit !== null && interestRate !== null && term !== null ? monthlyPayment(credit, interestRate, term) : null;
  return {
    ...calc,
    autocredit: {
      ...a,
      initialFee: fee,
      initialFeePercent: feePercent,
      costRequested,
      interestRate,
      paymentMonthly,
    },
    optionalServices,
  };
}

/** The default cost of each of the partner's services: the fixed price, or the first rate of the car or the credit. */
function serviceCosts(calc: Calculator, kinds: readonly CalculatorServiceKind[]): Record<string, number> {
  const a = calc.autocredit;
  const costs: Record<string, number> = {};
  for (const kind of kinds) {
    if ('fixed' in kind.price) costs[kind.code] = kind.price.fixed;
    else {
      const base = kind.price.ratedOn === 'car' ? a.carCostRequested : a.costRequested;
      const rate = kind.rates[0];
      if (base != null && rate !== undefined) {
        costs[kind.code] = ratedServiceCost(kind.price.ratedOn, rate, base, a.term ?? 12);
      }
    }
  }
  return costs;
}

/** The calculator's dictionaries for its state: the partner's programs, services and their providers and rates. */
export function additionalOf(calc: Calculator, r: Resolved = resolve(calc)): CalculatorAdditional {
  const kinds = r.partner ? partnerServices(r.partner) : [];
  const rates = [...new Set(kinds.flatMap((k) => k.rates))].sort((x, y) => x - y);
  return {
    product: [...PRODUCTS],
    partners: [...PARTNER_OPTIONS],
    program: r.program ? programOption(r.program) : null,
    terms: [...programTerms(r.program)],
    dealTerms: dealTermsOf(calc, r.program),
    package: PACKAGES.map((p) => ({ id: p.id, name: p.name })),
    autoProduction: [...AUTO_PRODUCTION],
    autoConditions: [...AUTO_CONDITIONS],
    rates,
    providers: kinds.flatMap((k) => providersOf(k.code)),
    programs: r.programs.map(programOption),
    serviceCost: serviceCosts(calc, kinds),
  };
}

/** The calculator as the screen opens it: the car credit, 60 months, the full package, a new foreign car. */
export const INITIAL_CALCULATOR: Calculator = {
  autocredit: {
    product: { id: 1 },
    program: null,
    partner: null,
    carCostRequested: null,
    costRequested: null,
    initialFee: null,
    initialFeePercent: null,
    interestRate: null,
    term: 60,
    paymentMonthly: null,
    documentsPackage: 'full',
    programPromo: null,
  },
  auto: { condition: 'new', production: 'foreign', year: null },
  equipment: { cost: null },
  optionalServices: [],
};

/** The calculator and its dictionaries. */
export function calculatorData(calc: Calculator): CalculatorData {
  const r = resolve(calc);
  const filled = computed(calc, r);
  return { additional: additionalOf(filled, r), calculator: filled };
}

/**
 * The variants of a (complete, valid) calculator, one per term the deal may take: the rate for the term, the credit
 * with the services paid from it, its payment and overpayment, the initial fee percent and the largest credit the
 * program allows on the car.
 */
export function variantsOf(calc: Calculator): Variant[] {
  const r = resolve(calc);
  const c = computed(calc, r);
  const a = c.autocredit;
  const carCost = a.carCostRequested ?? 0;
  const additionalSum = inCreditSum(c.optionalServices);
  const credit = (a.costRequested ?? 0) + additionalSum;
  const packageAdd = r.pkg?.rateAdd ?? 0;
  return dealTermsOf(c, r.program).map((term) => {
    const interestRate = rateOf(baseRateOf(r), term, packageAdd);
    const paymentMonthly = monthlyPayment(credit, interestRate, term);
    return {
      autocredit: {
        term,
        interestRate,
        costRequested: credit,
        paymentMonthly,
        initialFeePercent: a.initialFeePercent ?? 0,
        maxCreditSum: maxCreditSum(carCost, programMinFee(r.program), c.equipment.cost ?? 0, additionalSum),
      },
      additionalSum,
      loanOverpayment: overpayment(paymentMonthly, term, credit),
    };
  });
}
