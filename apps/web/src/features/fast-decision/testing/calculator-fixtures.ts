import type {
  Calculator,
  CalculatorData,
  CalculatorServiceInfo,
  ProgramCarInfo,
  Variant,
} from '@autocredit/generated/api';

/*
 * The calculator as the tests' fake server gives it: partner 3 with two programs, a promo program and two services
 * (life insurance with a rate, telemedicine); the recalculation counts the fee percent, the credit sum and a fixed
 * rate and payment.
 */

export const INITIAL: CalculatorData = {
  additional: {
    product: [{ id: 1, name: 'Автокредит' }],
    partners: [
      { id: 3, name: 'Дилерский центр «Рольф»' },
      { id: 59, name: 'Автосалон «Северный»' },
    ],
    program: null,
    terms: [12, 24, 36, 48, 60],
    dealTerms: [12, 24, 36, 48, 60],
    package: [
      { id: 'full', name: 'Полный пакет документов' },
      { id: 'twoDocuments', name: 'По двум документам' },
    ],
    autoProduction: [
      { id: 'domestic', name: 'Отечественный' },
      { id: 'foreign', name: 'Иностранный' },
    ],
    autoConditions: [
      { id: 'new', name: 'Новый' },
      { id: 'uses', name: 'С пробегом' },
    ],
    rates: [],
    providers: [],
    programs: [],
    serviceCost: {},
  },
  calculator: {
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
  },
};

export const PROGRAMS = [
  { id: 14, name: 'Автокредит Стандарт' },
  { id: 15, name: 'Автокредит Экспресс' },
];

export const PROMOS = [{ id: 31, name: 'Акция «Ставка 9,9 %»' }];

export const SERVICES: CalculatorServiceInfo[] = [
  {
    service: { name: 'Страхование жизни и здоровья', code: 'lifeInsurance' },
    providers: [
      { id: 3, name: 'АО «СОГАЗ»', serviceCode: 'lifeInsurance' },
      { id: 4, name: 'САО «ВСК»', serviceCode: 'lifeInsurance' },
    ],
    terms: [12, 24, 36, 48, 60],
    rates: [0.9, 1.2],
    isTelemedicine: false,
    isWithRate: true,
    cost: null,
  },
  {
    service: { name: 'Телемедицина', code: 'telemedicine' },
    providers: [{ id: 7, name: 'ООО «Доктор рядом»', serviceCode: 'telemedicine' }],
    terms: [],
    rates: [],
    isTelemedicine: true,
    isWithRate: false,
    cost: 9_900,
  },
];

export const CAR_INFO: ProgramCarInfo = {
  autoConditions: [{ id: 'new', name: 'Новый' }],
  autoProduction: [
    { id: 'domestic', name: 'Отечественный' },
    { id: 'foreign', name: 'Иностранный' },
  ],
  years: [2026, 2025],
};

/** The fake recalculation: the fee percent and the credit sum from the car cost, 15.9 % and a fixed payment. */
export function recalculated(calc: Calculator): CalculatorData {
  const a = calc.autocredit;
  const car = a.carCostRequested ?? 0;
  const fee = a.initialFee ?? 0;
  return {
    additional: { ...INITIAL.additional, programs: PROGRAMS },
    calculator: {
      ...calc,
      autocredit: {
        ...a,
        initialFeePercent: car > 0 ? Math.round((fee / car) * 10_000) / 100 : null,
        costRequested: a.costRequested ?? car - fee,
        interestRate: 15.9,
        paymentMonthly: 40_037.18,
      },
    },
  };
}

const variant = (term: number, rate: number, payment: number, overpayment: number): Variant => ({
  autocredit: {
    term,
    interestRate: rate,
    costRequested: 1_650_000,
    paymentMonthly: payment,
    initialFeePercent: 23.26,
    maxCreditSum: 1_935_000,
  },
  additionalSum: 0,
  loanOverpayment: overpayment,
});

export const VARIANTS: Variant[] = [
  variant(36, 15.9, 57_927.53, 435_391.08),
  variant(48, 15.9, 46_678.77, 590_580.96),
  variant(60, 15.9, 40_037.18, 752_230.8),
];
