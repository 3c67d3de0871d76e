import { describe, expect, it } from 'vitest';
import { PROGRAMS } from '../world/seed/catalog-deals';
import { carSpecs } from './car-specs';
import type { DealService } from './deal-services';
import {
  everyVariant,
  loanVariant,
  programVariants,
  variantTexts,
  type VariantBudget,
  type VariantTerms,
} from './loan-variants';

const STANDARD = PROGRAMS.find((p) => p.id === 14)!;
const EXPRESS = PROGRAMS.find((p) => p.id === 15)!;

const terms: VariantTerms = {
  carCost: 2_000_000,
  initialFee: 500_000,
  costRequested: 1_500_000,
  carYear: 2026,
  used: false,
  equipmentsSum: 0,
};
const budget: VariantBudget = {
  srd: 150_000,
  pd: 10_000,
  paymentMonthlyMax: 60_000,
  incomeType: 'Подтвержденный доход',
};
const service = (over: Partial<DealService>): DealService => ({
  code: 'kasko',
  name: 'КАСКО',
  cost: 90_000,
  rate: 4.5,
  term: 12,
  isCredit: true,
  isActive: true,
  tariff: '4,5 %',
  ...over,
});

describe('a loan variant', () => {
  it('the annuity of the credit at the program rate; the largest sum the largest payment repays; the ПДН', () => {
    const v = loanVariant(STANDARD, 60, terms, [], budget);
    // 1 500 000 at 15.9 % a year for 60 months: 1 500 000 × i / (1 − (1 + i)^−60), i = 15.9 / 1200.
    expect(v.paymentMonthly).toBe(36_397.43);
    expect(v).toMatchObject({
      term: 60,
      rate: 15.9,
      program: 'Автокредит Стандарт',
      sumRequested: 1_500_000,
      carCost: 2_000_000,
      initialFeePercent: 25,
      paymentMonthlyMax: 60_000,
      valid: true,
      errorMessages: [],
      pdnIncomeType: 'Подтвержденный доход',
    });
    // 60 000 a month repays 2 472 701.80 at 15.9 % for 60 months: rounded down to 1 000.
    expect(v.sumMax).toBe(2_472_000);
    expect(v.pdn).toBe(Math.round(((10_000 + v.paymentMonthly) / 150_000) * 1000) / 10);
  });

  it('the services paid from the loan and the equipment add to the credit; the others are only listed', () => {
    const services = [
      service({}),
      service({ name: 'Карта помощи на дорогах', cost: 20_000, rate: null, isCredit: false }),
    ];
    const plain = loanVariant(STANDARD, 36, terms, [], budget);
    const v = loanVariant(STANDARD, 36, { ...terms, equipmentsSum: 50_000 }, services, budget);
    const expected = loanVariant(STANDARD, 36, { ...terms, costRequested: 1_640_000 }, [], budget).paymentMonthly;
    expect(v.paymentMonthly).toBe(expected);
    expect(v.paymentMonthly).toBeGreaterThan(plain.paymentMonthly);
    expect(v.services).toEqual([
      { name: 'КАСКО', cost: 90_000, rate: 4.5, term: 12, isCredit: true },
      { name: 'Карта помощи на дорогах', cost: 20_000, rate: null, term: 12, isCredit: false },
    ]);
    expect(v.equipmentsSum).toBe(50_000);
  });

  it('services the client did not take are not in the variant', () => {
    const v = loanVariant(STANDARD, 36, terms, [service({ isActive: false })], budget);
    expect(v.services).toEqual([]);
    expect(v.paymentMonthly).toBe(loanVariant(STANDARD, 36, terms, [], budget).paymentMonthly);
  });

  it('lists every reason it is invalid', () => {
    const poor: VariantBudget = {
      srd: 40_000,
      pd: 5_000,
      paymentMonthlyMax: 15_000,
      incomeType: 'Заявленный доход (анкета)',
    };
    const v = loanVariant(EXPRESS, 12, { ...terms, initialFee: 200_000 }, [], poor);
    expect(v.valid).toBe(false);
    expect(v.errorMessages).toEqual([
      variantTexts.paymentTooHigh,
      variantTexts.pdnTooHigh,
      'Первоначальный взнос меньше минимального по программе (20 %)',
    ]);
  });

  it('a credit above 12 million is invalid', () => {
    const rich: VariantBudget = { ...budget, srd: 10_000_000, paymentMonthlyMax: 5_000_000 };
    const v = loanVariant(
      STANDARD,
      60,
      { ...terms, carCost: 15_000_000, initialFee: 2_000_000, costRequested: 13_000_000 },
      [],
      rich,
    );
    expect(v.errorMessages).toEqual(['Максимальная сумма кредита - 12 млн. рублей']);
    expect(v.sumMax).toBe(12_000_000);
  });

  it('a used car older than 12 years at the end of the term is invalid', () => {
    const used = { ...terms, used: true, carYear: 2016 };
    const rich: VariantBudget = { ...budget, srd: 1_000_000, paymentMonthlyMax: 200_000 };
    expect(loanVariant(STANDARD, 24, used, [], rich).valid).toBe(true);
    expect(loanVariant(STANDARD, 36, used, [], rich).errorMessages).toEqual([
      'Возраст автомобиля на дату погашения кредита превышает 12 лет',
    ]);
  });

  it('without incomes there is no ПДН', () => {
    const v = loanVariant(STANDARD, 60, terms, [], { srd: 0, pd: 0, paymentMonthlyMax: 0, incomeType: 'x' });
    expect(v).toMatchObject({ pdn: null, pdnIncomeType: null, sumMax: 0, valid: false });
  });
});

describe('the variants of a deal', () => {
  it("the program's terms: Express up to 60 months, Standard up to 84", () => {
    expect(programVariants(EXPRESS, terms, [], budget).map((v) => v.term)).toEqual([12, 24, 36, 48, 60]);
    expect(programVariants(STANDARD, terms, [], budget).map((v) => v.term)).toEqual([12, 24, 36, 48, 60, 72, 84]);
  });

  it('every variant: the programs of a new car, or of a used one', () => {
    const names = (used: boolean) => new Set(everyVariant({ ...terms, used }, [], budget).map((v) => v.program));
    expect(names(false).has('Автокредит Господдержка')).toBe(true);
    expect(names(false).has('Автокредит Подержанный автомобиль')).toBe(false);
    expect(names(true).has('Автокредит Подержанный автомобиль')).toBe(true);
    expect(names(true).has('Автокредит Семейный')).toBe(false);
  });
});

describe('the specs of a car modification', () => {
  it.each([
    ['1.6 MT (106 л.с.)', 'Механическая', 1600, 106],
    ['1.5T CVT (150 л.с.)', 'Вариатор', 1500, 150],
    ['1.4 TSI DSG (125 л.с.)', 'Роботизированная', 1400, 125],
    ['2.5 AT (200 л.с.)', 'Автоматическая', 2500, 200],
    ['xDrive30d AT (249 л.с.)', 'Автоматическая', null, 249],
  ])('%s', (name, transmissionType, engineDisplacement, engineCapacity) => {
    expect(carSpecs(name)).toEqual({ transmissionType, engineDisplacement, engineCapacity });
  });
});
