import type { Form } from '@autocredit/generated/api';
import { describe, expect, it } from 'vitest';
import { formFeePercent, formFieldAt, initialFeePercent, showsFeeWarning } from './initial-fee';

const creditStep = (initialFee: unknown, carCostRequested: unknown): Form => ({
  formName: 'credit',
  steps: { '4': 'Автомобиль и кредит' },
  current_step: '4',
  next_step: '5',
  errors: [],
  fields: {
    car: { type: 'form', label: 'Автомобиль', children: {} },
    credit: {
      type: 'form',
      label: 'Условия кредита',
      children: {
        carCostRequested: { type: 'carCost', label: 'Стоимость автомобиля', value: carCostRequested },
        initialFee: { type: 'money', label: 'Первоначальный взнос', value: initialFee },
      },
    },
  },
});

describe('the initial fee’s percent', () => {
  it('is the fee over the car’s cost, unrounded (29.9999 stays below 30)', () => {
    expect(initialFeePercent(750_000, 2_750_000)).toBeCloseTo(27.27, 2);
    expect(initialFeePercent(450_000, 1_500_000)).toBe(30);
    expect(initialFeePercent(0, 1_500_000)).toBe(0);
    expect(initialFeePercent('250 000,50', '1 500 000')).toBeCloseTo(16.67, 2);
    expect(initialFeePercent(449_999, 1_500_000)).toBeLessThan(30);
  });

  it('is unknown without a fee or a cost above zero', () => {
    expect(initialFeePercent(null, 1_500_000)).toBeNull();
    expect(initialFeePercent(250_000, null)).toBeNull();
    expect(initialFeePercent(250_000, 0)).toBeNull();
    expect(initialFeePercent('', 1_500_000)).toBeNull();
    expect(initialFeePercent('много', 1_500_000)).toBeNull();
  });

  it('is read from a form’s credit group', () => {
    expect(formFeePercent(creditStep(300_000, 1_500_000))).toBe(20);
    expect(formFieldAt(creditStep(300_000, 1_500_000), 'credit.initialFee')?.label).toBe('Первоначальный взнос');
    expect(formFieldAt(creditStep(300_000, 1_500_000), 'credit.term')).toBeUndefined();
    expect(formFeePercent(null)).toBeNull();
  });
});

describe('the initial-fee warning', () => {
  it('shows when the percent changes and is below 30', () => {
    expect(showsFeeWarning(35, 29.99)).toBe(true);
    expect(showsFeeWarning(20, 25)).toBe(true);
  });

  it('does not show at 30 % or more, unchanged, or without a saved fee', () => {
    expect(showsFeeWarning(20, 30)).toBe(false);
    expect(showsFeeWarning(20, 45)).toBe(false);
    expect(showsFeeWarning(20, 20)).toBe(false);
    expect(showsFeeWarning(null, 20)).toBe(false);
    expect(showsFeeWarning(20, null)).toBe(false);
  });
});
