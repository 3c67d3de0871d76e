import type { Calculator, FieldError } from '@autocredit/generated/api';
import { CAR_AGE_LIMIT, VARIANT_CREDIT_MAX, VARIANT_YEAR, variantTexts } from '../decisions/loan-variants';
import { DomainError } from '../errors';
import {
  AUTO_CARD_CODES,
  PRODUCTS,
  partnerServices,
  programCarInfo,
  programMinFee,
  programTerms,
  providersOf,
} from './catalog';
import { computed, inCreditSum, resolve, serviceKindOf } from './calculator';

/**
 * The calculator's messages. The required one and the credit limit's are the documents' (000 §5); the others are the
 * stub's (the documents give none), the fee and car-age ones shared with the deal page's variants.
 */
export const calculatorTexts = {
  required: 'Пожалуйста, заполните это поле.',
  creditTooHigh: variantTexts.creditTooHigh,
  notAllowed: 'Выбранное значение недопустимо',
  feeAboveCost: 'Первоначальный взнос не может превышать стоимость автомобиля',
  feeTooLow: variantTexts.feeTooLow,
  programNotOfPartner: 'Программа недоступна для выбранного партнера',
  promoNotAllowed: 'Акция недоступна для выбранных партнера и программы',
  termNotOfProgram: 'Срок недоступен для выбранной программы',
  conditionNotOfProgram: 'Программа не кредитует автомобили в таком состоянии',
  productionNotOfProgram: 'Программа не кредитует автомобили такого производства',
  yearInFuture: `Год выпуска не может быть позже ${VARIANT_YEAR}`,
  carTooOld: variantTexts.carTooOld(CAR_AGE_LIMIT),
  serviceNotOfPartner: 'Услуга недоступна у выбранного партнера',
  providerNotOfService: 'Поставщик не оказывает эту услугу',
  serviceTermNotOffered: 'Срок недоступен для этой услуги',
} as const;

const providersOfKind = (code: string) => providersOf(code).map((p) => p.id);

const AUTOCREDIT = 'calculator.autocredit';
const AUTO = 'calculator.auto';
const SERVICES = 'calculator.optionalServices';

/**
 * The calculator's field errors (000 §5). Always: the ids must be the world's and the partner's (program, promo
 * program, services, providers), the term the program's, the car one the program finances, the initial fee within
 * the car's cost and the program's least, the credit (with the services paid from it) within 12,000,000. When
 * `complete` (the variants): product, partner, car cost, term and documents package; the program when the partner has
 * programs; an active service's term (not telemedicine, not the auto card), and its rate and cost when it has a rate.
 */
export function calculatorErrors(calc: Calculator, complete: boolean): FieldError[] {
  const errors: FieldError[] = [];
  const add = (propertyPath: string, message: string) => {
    if (!errors.some((e) => e.propertyPath === propertyPath)) errors.push({ propertyPath, message });
  };
  const r = resolve(calc);
  const c = computed(calc, r);
  const a = c.autocredit;

  if (complete) {
    if (!a.product) add(`${AUTOCREDIT}.product`, calculatorTexts.required);
    if (!a.partner) add(`${AUTOCREDIT}.partner`, calculatorTexts.required);
    if (a.carCostRequested == null) add(`${AUTOCREDIT}.carCostRequested`, calculatorTexts.required);
    if (a.term == null) add(`${AUTOCREDIT}.term`, calculatorTexts.required);
    if (a.documentsPackage == null) add(`${AUTOCREDIT}.documentsPackage`, calculatorTexts.required);
    if (!a.program && r.programs.length > 0) add(`${AUTOCREDIT}.program`, calculatorTexts.required);
  }

  if (a.product && !PRODUCTS.some((p) => p.id === a.product!.id))
    add(`${AUTOCREDIT}.product`, calculatorTexts.notAllowed);
  if (a.partner && !r.partner) add(`${AUTOCREDIT}.partner`, calculatorTexts.notAllowed);
  if (a.documentsPackage != null && !r.pkg) add(`${AUTOCREDIT}.documentsPackage`, calculatorTexts.notAllowed);
  if (a.program && (!r.program || (r.partner && !r.programs.some((p) => p.id === r.program!.id)))) {
    add(`${AUTOCREDIT}.program`, r.program ? calculatorTexts.programNotOfPartner : calculatorTexts.notAllowed);
  }
  if (a.programPromo != null && (!r.promo || !r.program || !r.promo.programs.includes(r.program.id))) {
    add(`${AUTOCREDIT}.programPromo`, calculatorTexts.promoNotAllowed);
  }
  if (a.term != null && r.program && !programTerms(r.program).includes(a.term)) {
    add(`${AUTOCREDIT}.term`, calculatorTexts.termNotOfProgram);
  }

  const carCost = a.carCostRequested;
  if (carCost != null && a.initialFee != null) {
    const minFee = programMinFee(r.program);
    if (a.initialFee > carCost) add(`${AUTOCREDIT}.initialFee`, calculatorTexts.feeAboveCost);
    else if ((a.initialFeePercent ?? 0) < minFee) add(`${AUTOCREDIT}.initialFee`, calculatorTexts.feeTooLow(minFee));
  }
  if (a.costRequested != null && a.costRequested + inCreditSum(c.optionalServices) > VARIANT_CREDIT_MAX) {
    add(`${AUTOCREDIT}.costRequested`, calculatorTexts.creditTooHigh);
  }

  const { condition, production, year } = c.auto;
  if (r.program) {
    const cars = programCarInfo(r.program);
    if (condition && !cars.autoConditions.some((o) => o.id === condition)) {
      add(`${AUTO}.condition`, calculatorTexts.conditionNotOfProgram);
    }
    if (production && !cars.autoProduction.some((o) => o.id === production)) {
      add(`${AUTO}.production`, calculatorTexts.productionNotOfProgram);
    }
  }
  if (year != null && year > VARIANT_YEAR) add(`${AUTO}.year`, calculatorTexts.yearInFuture);
  else if (
    year != null &&
    condition === 'uses' &&
    a.term != null &&
    VARIANT_YEAR - year + a.term / 12 > CAR_AGE_LIMIT
  ) {
    add(`${AUTO}.year`, calculatorTexts.carTooOld);
  }

  const offered = r.partner ? partnerServices(r.partner).map((k) => k.code) : null;
  calc.optionalServices.forEach((given, i) => {
    const s = c.optionalServices[i]!;
    const at = `${SERVICES}.${i}`;
    const kind = serviceKindOf(s.service.code);
    if (!kind || (offered && !offered.includes(kind.code))) add(`${at}.service`, calculatorTexts.serviceNotOfPartner);
    if (s.provider && kind && !providersOfKind(kind.code).includes(s.provider.id)) {
      add(`${at}.provider`, calculatorTexts.providerNotOfService);
    }
    if (s.term != null && kind && kind.terms.length > 0 && !kind.terms.includes(s.term)) {
      add(`${at}.term`, calculatorTexts.serviceTermNotOffered);
    }
    if (!complete || !s.active) return;
    if (s.term == null && !s.isTelemedicine && !AUTO_CARD_CODES.includes(s.service.code)) {
      add(`${at}.term`, calculatorTexts.required);
    }
    if (s.isWithRate && s.rate == null) add(`${at}.rate`, calculatorTexts.required);
    if (s.isWithRate && given.cost == null && s.cost == null) add(`${at}.cost`, calculatorTexts.required);
  });
  return errors;
}

/** Refuses (400 with the field errors) a calculator that is not valid (`complete`: nor complete for its variants). */
export function assertCalculator(calc: Calculator, complete: boolean): void {
  const errors = calculatorErrors(calc, complete);
  if (errors.length > 0) throw new DomainError('invalid', errors[0]!.message, errors);
}
