import type { Calculator, CalculatorAutocredit, OptionalService, ProgramCarInfo } from '@autocredit/generated/api';
import { changeService, feeOfPercent, feePercentOf } from './calculator-rules';

/*
 * How a change of the form changes the calculator (000 §4): pure functions. What the server computes (the credit sum,
 * the rate, the payment) is dropped when what it is computed from changes, so that the recalculation counts it anew.
 */

/** The autocredit fields the form edits. */
export type CreditField = Exclude<keyof CalculatorAutocredit, 'interestRate' | 'paymentMonthly'>;

/** The fields the credit sum is computed from: a change of one drops the sum. */
const SUM_SOURCES: readonly string[] = ['carCostRequested', 'initialFee', 'initialFeePercent'];

/** The calculator with an autocredit field changed; the fee and its percent follow each other (2 decimals). */
export function changeCredit<K extends CreditField>(
  calc: Calculator,
  field: K,
  value: CalculatorAutocredit[K],
): Calculator {
  const a: CalculatorAutocredit = { ...calc.autocredit, [field]: value, paymentMonthly: null };
  if (field === 'initialFee') {
    a.initialFeePercent = value == null ? null : feePercentOf(value as number, a.carCostRequested);
  }
  if (field === 'initialFeePercent') {
    a.initialFee = value == null ? null : feeOfPercent(value as number, a.carCostRequested);
  }
  if (field === 'carCostRequested' && a.initialFee != null) {
    a.initialFeePercent = feePercentOf(a.initialFee, a.carCostRequested);
  }
  if (SUM_SOURCES.includes(field)) a.costRequested = null;
  if (field === 'term' || field === 'documentsPackage' || field === 'program' || field === 'programPromo') {
    a.interestRate = null;
  }
  if (field === 'program') a.programPromo = null;
  return { ...calc, autocredit: a };
}

/** The calculator of a new partner: no program, no promo program, the partner's services to come. */
export function changePartner(calc: Calculator, partnerId: number | null): Calculator {
  const next = changeCredit(calc, 'partner', partnerId === null ? null : { id: partnerId });
  return {
    ...next,
    autocredit: { ...next.autocredit, program: null, programPromo: null, interestRate: null },
    optionalServices: [],
  };
}

/** The calculator with the car changed. */
export function changeAuto(calc: Calculator, patch: Partial<Calculator['auto']>): Calculator {
  return { ...calc, auto: { ...calc.auto, ...patch }, autocredit: { ...calc.autocredit, paymentMonthly: null } };
}

/**
 * The calculator after the program's car info came: a condition or production the program does not finance becomes
 * the first it does, and the year is cleared when the car is new (000 §4).
 */
export function applyCarInfo(calc: Calculator, info: ProgramCarInfo): Calculator {
  const allowed = <T>(value: T, options: readonly { id: unknown }[]): T =>
    options.length === 0 || options.some((o) => o.id === value) ? value : (options[0]!.id as T);
  const condition = allowed(calc.auto.condition, info.autoConditions);
  const production = allowed(calc.auto.production, info.autoProduction);
  return { ...calc, auto: { condition, production, year: condition === 'new' ? null : calc.auto.year } };
}

/** The calculator with the equipment's cost changed (the credit sum is counted anew). */
export function changeEquipment(calc: Calculator, cost: number | null): Calculator {
  return {
    ...calc,
    equipment: { cost },
    autocredit: { ...calc.autocredit, costRequested: null, paymentMonthly: null },
  };
}

/** The calculator with one of its services changed (`changeService`'s rules). */
export function changeServiceAt(calc: Calculator, index: number, patch: Partial<OptionalService>): Calculator {
  return {
    ...calc,
    autocredit: { ...calc.autocredit, paymentMonthly: null },
    optionalServices: calc.optionalServices.map((s, i) => (i === index ? changeService(s, patch) : s)),
  };
}

/** A server field error's path as the form names it ('calculator.autocredit.term' → 'autocredit.term'). */
export const formPathOf = (propertyPath: string): string => propertyPath.replace(/^calculator\./, '');
