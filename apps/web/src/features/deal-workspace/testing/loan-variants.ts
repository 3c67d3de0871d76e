import type { LoanVariant } from '@autocredit/generated/api';

/** Loan variants for the tests of the variants table and panel: two valid, one invalid with two reasons. */
export const VALID_36: LoanVariant = {
  term: 36,
  rate: 15.9,
  program: 'Автокредит Стандарт',
  sumMax: 1_800_000,
  sumRequested: 1_500_000,
  carCost: 2_000_000,
  paymentMonthlyMax: 60_000,
  paymentMonthly: 52_660.2,
  initialFeePercent: 25,
  equipmentsSum: 50_000,
  services: [
    { name: 'КАСКО', cost: 85_000, rate: 4.5, term: 12, isCredit: true },
    { name: 'Карта помощи на дорогах', cost: 15_000, rate: null, term: 12, isCredit: false },
  ],
  valid: true,
  errorMessages: [],
  pdn: 42.1,
  pdnIncomeType: 'Подтвержденный доход (справка 2-НДФЛ)',
};
export const VALID_60: LoanVariant = { ...VALID_36, term: 60, paymentMonthly: 36_397.43, services: [], pdn: 31.2 };
export const INVALID_12: LoanVariant = {
  ...VALID_36,
  term: 12,
  paymentMonthly: 136_250.5,
  services: [],
  valid: false,
  errorMessages: ['Ежемесячный платёж превышает максимально допустимый', 'Показатель долговой нагрузки превышает 80 %'],
  pdn: 97.3,
};
