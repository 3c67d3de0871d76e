import type { Calculator, CalculatorServiceInfo, OptionalService } from '@autocredit/generated/api';
import { creditSumFrom } from '@/shared/lib/credit-sum';
import { CALCULATOR_REQUIRED } from './calculator-texts';

/*
 * The credit calculator's rules (000 §4 'Calculator', §5 'Calculator required', §9): pure functions of the
 * calculator as the form holds it.
 */

/**
 * The services that are an 'auto card' (000 §5: an active one needs no term). The documents do not say how a client
 * tells one; the server names its services by code, and the road-assistance card is the auto card (the stub's
 * AUTO_CARD_CODES in services/stub/src/domain/calculator/catalog.ts says the same). Another card: add its code here.
 */
export const AUTO_CARD_CODES: readonly string[] = ['roadAssistance'];

/** Whether a service is an auto card. */
export const isAutoCard = (service: Pick<OptionalService, 'service'>): boolean =>
  AUTO_CARD_CODES.includes(service.service.code);

/** Whether an active service needs a term: not telemedicine, not an auto card. */
export const needsTerm = (service: OptionalService): boolean => !service.isTelemedicine && !isAutoCard(service);

/** Rounds to kopecks (2 decimals). */
export const round2 = (value: number): number => Math.round((value + Number.EPSILON) * 100) / 100;

/** The initial fee as a percent of the car's cost, 2 decimals (null without a cost). */
export const feePercentOf = (fee: number, carCost: number | null | undefined): number | null =>
  carCost != null && carCost > 0 ? round2((fee / carCost) * 100) : null;

/** The initial fee of a percent of the car's cost, 2 decimals (null without a cost). */
export const feeOfPercent = (percent: number, carCost: number | null | undefined): number | null =>
  carCost != null ? round2((carCost * percent) / 100) : null;

/**
 * The credit sum shown (000 §4: computed only when the server gave none): the server's, else the car and the
 * equipment less the initial fee (never below 0), else null without a car cost.
 */
export function creditSumOf(calc: Calculator): number | null {
  const a = calc.autocredit;
  if (a.costRequested != null) return a.costRequested;
  return creditSumFrom({ carCost: a.carCostRequested, initialFee: a.initialFee, equipment: calc.equipment.cost });
}

/** What the active services paid from the credit add to it, roubles (2 decimals). */
export const servicesInCredit = (services: readonly OptionalService[]): number =>
  round2(services.filter((s) => s.active && s.isCredit).reduce((sum, s) => sum + (s.cost ?? 0), 0));

/** The credit with the services paid from it: what the 12,000,000 limit is about (null without a credit sum). */
export function creditTotalOf(calc: Calculator): number | null {
  const credit = creditSumOf(calc);
  return credit === null ? null : round2(credit + servicesInCredit(calc.optionalServices));
}

/** A service's cost as a percent of the car's cost, 2 decimals (000 §9; null without a cost or a car cost). */
export const servicePercentOf = (cost: number | null | undefined, carCost: number | null | undefined): number | null =>
  cost != null && carCost != null && carCost > 0 ? round2((cost / carCost) * 100) : null;

/**
 * A service with a change: enabling `isCredit` activates it (000 §4); switching it off also takes it out of the
 * credit. A new rate or term of a service priced by rate drops its cost, which the server then counts anew.
 */
export function changeService(service: OptionalService, patch: Partial<OptionalService>): OptionalService {
  const next = { ...service, ...patch };
  if (patch.isCredit === true) next.active = true;
  if (patch.active === false) next.isCredit = false;
  if (service.isWithRate && ('rate' in patch || 'term' in patch) && !('cost' in patch)) next.cost = null;
  return next;
}

/** The calculator's services from what the partner sells: off, with the default cost and the only provider. */
export const servicesFromInfo = (infos: readonly CalculatorServiceInfo[]): OptionalService[] =>
  infos.map((info) => ({
    service: { ...info.service },
    active: false,
    isCredit: false,
    cost: info.cost ?? null,
    rate: null,
    term: null,
    provider: info.providers.length === 1 ? { id: info.providers[0]!.id } : null,
    isTelemedicine: info.isTelemedicine,
    isWithRate: info.isWithRate,
  }));

/** The 100 years of the year picker (000 §5), this year first. */
export function yearOptions(thisYear: number = new Date().getFullYear()): number[] {
  return Array.from({ length: 100 }, (_, i) => thisYear - i);
}

/** A year as typed: 4 digits (000 §5). */
export const isYear = (text: string): boolean => /^\d{4}$/.test(text);

/** A field error of the calculator, by path ('autocredit.term', 'optionalServices.0.rate'). */
export type CalculatorErrors = Record<string, string>;

/**
 * The required fields of 000 §5 'Calculator required' left empty: product, partner, car cost, term, documents
 * package; the program when the partner has programs; an active service's term (not telemedicine, not an auto card);
 * its rate and cost when it is one with a rate. `programCount`: how many programs the partner has.
 */
export function requiredErrors(calc: Calculator, programCount: number): CalculatorErrors {
  const errors: CalculatorErrors = {};
  const a = calc.autocredit;
  const need = (path: string, empty: boolean) => {
    if (empty) errors[path] = CALCULATOR_REQUIRED;
  };
  need('autocredit.product', !a.product);
  need('autocredit.partner', !a.partner);
  need('autocredit.program', !a.program && programCount > 0);
  need('autocredit.carCostRequested', a.carCostRequested == null);
  need('autocredit.term', a.term == null);
  need('autocredit.documentsPackage', a.documentsPackage == null || a.documentsPackage === '');
  calc.optionalServices.forEach((s, i) => {
    const active = s.active || s.isCredit;
    if (!active) return;
    need(`optionalServices.${i}.term`, s.term == null && needsTerm(s));
    need(`optionalServices.${i}.rate`, Boolean(s.isWithRate) && s.rate == null);
    need(`optionalServices.${i}.cost`, Boolean(s.isWithRate) && s.cost == null);
  });
  return errors;
}

/**
 * Whether every main field is set, so that the calculator recalculates by itself (000 §4): the required fields and
 * the initial fee (or its percent); the computed fields (credit sum, rate, payment, a rated service's cost, which
 * the recalculation counts) are not waited for.
 */
export function mainFieldsSet(calc: Calculator, programCount: number): boolean {
  const a = calc.autocredit;
  if (a.initialFee == null && a.initialFeePercent == null) return false;
  return Object.keys(requiredErrors(calc, programCount)).every((path) => path.endsWith('.cost'));
}
