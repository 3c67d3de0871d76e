import type { Calculator, OptionalService } from '@autocredit/generated/api';
import { describe, expect, it } from 'vitest';
import { applyCarInfo, changeCredit, changePartner, formPathOf } from './calculator-edit';
import {
  changeService,
  creditSumOf,
  creditTotalOf,
  feeOfPercent,
  feePercentOf,
  mainFieldsSet,
  requiredErrors,
  servicePercentOf,
  servicesFromInfo,
  servicesInCredit,
  yearOptions,
} from './calculator-rules';
import { CALCULATOR_REQUIRED } from './calculator-texts';

const service = (patch: Partial<OptionalService> = {}): OptionalService => ({
  service: { name: 'Страхование жизни и здоровья', code: 'lifeInsurance' },
  active: false,
  isCredit: false,
  cost: null,
  rate: null,
  term: null,
  provider: null,
  isTelemedicine: false,
  isWithRate: false,
  ...patch,
});

const calc = (autocredit: Partial<Calculator['autocredit']> = {}, services: OptionalService[] = []): Calculator => ({
  autocredit: {
    product: { id: 1 },
    program: { id: 14 },
    partner: { id: 3 },
    carCostRequested: 2_150_000,
    costRequested: null,
    initialFee: 500_000,
    initialFeePercent: null,
    interestRate: null,
    term: 60,
    paymentMonthly: null,
    documentsPackage: 'full',
    programPromo: null,
    ...autocredit,
  },
  auto: { condition: 'new', production: 'foreign', year: 2026 },
  equipment: { cost: null },
  optionalServices: services,
});

describe('the calculator’s required fields (000 §5)', () => {
  it('asks for nothing of a complete calculator', () => {
    expect(requiredErrors(calc(), 8)).toEqual({});
  });

  it.each([
    ['autocredit.product', { product: null }],
    ['autocredit.partner', { partner: null }],
    ['autocredit.carCostRequested', { carCostRequested: null }],
    ['autocredit.term', { term: null }],
    ['autocredit.documentsPackage', { documentsPackage: null }],
    ['autocredit.program', { program: null }],
  ] as const)('%s: «Пожалуйста, заполните это поле.»', (path, patch) => {
    expect(requiredErrors(calc(patch), 8)).toEqual({ [path]: CALCULATOR_REQUIRED });
    expect(CALCULATOR_REQUIRED).toBe('Пожалуйста, заполните это поле.');
  });

  it('needs no program of a partner without programs', () => {
    expect(requiredErrors(calc({ program: null }), 0)).toEqual({});
  });

  it('needs an active service’s term, not of telemedicine nor of the auto card', () => {
    const errors = requiredErrors(
      calc({}, [
        service({ active: true }),
        service({ active: true, isTelemedicine: true, service: { name: 'Телемедицина', code: 'telemedicine' } }),
        service({ active: true, service: { name: 'Помощь на дорогах', code: 'roadAssistance' } }),
        service({ active: false }),
      ]),
      8,
    );
    expect(errors).toEqual({ 'optionalServices.0.term': CALCULATOR_REQUIRED });
  });

  it('needs the rate and the cost of an active service with a rate (in the credit is active too)', () => {
    const errors = requiredErrors(calc({}, [service({ isCredit: true, isWithRate: true, term: 60 })]), 8);
    expect(errors).toEqual({
      'optionalServices.0.rate': CALCULATOR_REQUIRED,
      'optionalServices.0.cost': CALCULATOR_REQUIRED,
    });
  });
});

describe('the automatic recalculation (000 §4)', () => {
  it('waits for every main field, the initial fee (or its percent) among them', () => {
    expect(mainFieldsSet(calc(), 8)).toBe(true);
    expect(mainFieldsSet(calc({ initialFee: null }), 8)).toBe(false);
    expect(mainFieldsSet(calc({ initialFee: null, initialFeePercent: 20 }), 8)).toBe(true);
    expect(mainFieldsSet(calc({ carCostRequested: null }), 8)).toBe(false);
    expect(mainFieldsSet(calc({ program: null }), 8)).toBe(false);
    expect(mainFieldsSet(calc({ program: null }), 0)).toBe(true);
  });

  it('does not wait for what it computes: the credit sum, the rate, the payment, a rated service’s cost', () => {
    const rated = service({ active: true, isWithRate: true, rate: 1, term: 60 });
    expect(mainFieldsSet(calc({ costRequested: null, interestRate: null }, [rated]), 8)).toBe(true);
    expect(mainFieldsSet(calc({}, [service({ active: true })]), 8)).toBe(false);
  });
});

describe('sums and percents with 2 decimals (000 §9)', () => {
  it('counts the fee from its percent and the percent from the fee', () => {
    expect(feePercentOf(500_000, 2_150_000)).toBe(23.26);
    expect(feeOfPercent(12.5, 999_999)).toBe(124_999.88);
    expect(feePercentOf(1, null)).toBeNull();
  });

  it('keeps the two in step as either is typed, and drops the credit sum the server gave', () => {
    const given = calc({ costRequested: 1_650_000 });
    expect(changeCredit(given, 'initialFee', 430_000).autocredit).toMatchObject({
      initialFeePercent: 20,
      costRequested: null,
    });
    expect(changeCredit(given, 'initialFeePercent', 10).autocredit).toMatchObject({ initialFee: 215_000 });
    expect(changeCredit(given, 'term', 36).autocredit.costRequested).toBe(1_650_000);
  });

  it('computes the credit sum only when the server gave none', () => {
    expect(creditSumOf(calc({ costRequested: 1_000_000 }))).toBe(1_000_000);
    expect(creditSumOf({ ...calc(), equipment: { cost: 45_000.5 } })).toBe(1_695_000.5);
    expect(creditSumOf(calc({ carCostRequested: null }))).toBeNull();
  });

  it('sums the services paid from the credit and their percent of the car’s cost', () => {
    const services = [
      service({ active: true, isCredit: true, cost: 82_500.556 }),
      service({ active: true, isCredit: false, cost: 10_000 }),
      service({ active: false, isCredit: false, cost: 5_000 }),
    ];
    expect(servicesInCredit(services)).toBe(82_500.56);
    expect(servicePercentOf(82_500, 2_150_000)).toBe(3.84);
    expect(creditTotalOf(calc({}, services))).toBe(1_732_500.56);
  });
});

describe('the services', () => {
  it('are activated by isCredit, and leave the credit when switched off', () => {
    expect(changeService(service(), { isCredit: true })).toMatchObject({ active: true, isCredit: true });
    expect(changeService(service({ active: true, isCredit: true }), { active: false })).toMatchObject({
      active: false,
      isCredit: false,
    });
  });

  it('drop the cost of a rated service when its rate or term changes (the server counts it anew)', () => {
    expect(changeService(service({ isWithRate: true, cost: 5 }), { rate: 1.2 }).cost).toBeNull();
    expect(changeService(service({ cost: 5 }), { term: 12 }).cost).toBe(5);
  });

  it('come from the partner’s services off, with their default cost and only provider', () => {
    const [s] = servicesFromInfo([
      {
        service: { name: 'Телемедицина', code: 'telemedicine' },
        providers: [{ id: 7, name: 'ООО «Доктор рядом»', serviceCode: 'telemedicine' }],
        terms: [],
        rates: [],
        isTelemedicine: true,
        isWithRate: false,
        cost: 9_900,
      },
    ]);
    expect(s).toMatchObject({ active: false, isCredit: false, cost: 9_900, provider: { id: 7 }, isTelemedicine: true });
  });
});

describe('the partner, the program and the year', () => {
  it('a new partner drops the program, the promo program and the services', () => {
    const next = changePartner(calc({ programPromo: 31 }, [service()]), 12);
    expect(next.autocredit).toMatchObject({ partner: { id: 12 }, program: null, programPromo: null });
    expect(next.optionalServices).toEqual([]);
  });

  it('the car info of a program clears the year of a new car only, and keeps the car to what the program finances', () => {
    const info = (conditions: ('new' | 'uses')[]) => ({
      autoConditions: conditions.map((id) => ({ id, name: id })),
      autoProduction: [{ id: 'domestic', name: 'Отечественный' }],
      years: [2026],
    });
    expect(applyCarInfo(calc(), info(['new', 'uses'])).auto).toEqual({
      condition: 'new',
      production: 'domestic',
      year: null,
    });
    const used = { ...calc(), auto: { condition: 'uses' as const, production: 'foreign' as const, year: 2018 } };
    expect(applyCarInfo(used, info(['new', 'uses'])).auto.year).toBe(2018);
    expect(applyCarInfo(used, info(['new'])).auto).toMatchObject({ condition: 'new', year: null });
  });

  it('the year picker lists 100 years, this year first', () => {
    const years = yearOptions(2026);
    expect(years).toHaveLength(100);
    expect([years[0], years[99]]).toEqual([2026, 1927]);
  });

  it('a server error’s path is the form’s', () => {
    expect(formPathOf('calculator.optionalServices.0.term')).toBe('optionalServices.0.term');
  });
});
