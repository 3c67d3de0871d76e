import type { FormField } from '@autocredit/generated/api';
import { describe, expect, it } from 'vitest';
import { submissionOf } from './submission';

const form = {
  formName: 'credit',
  fields: {
    initialFee: { type: 'money', label: 'Первоначальный взнос' },
    rate: { type: 'number', label: 'Ставка' },
    isHaveActual: { type: 'checkbox', label: 'Фактический адрес' },
    file: { type: 'downloadFile', label: 'Решение', value: { path: '/a', name: 'a' } },
    services: {
      type: 'collection',
      label: 'Услуги',
      children: { '0': { type: 'form', label: null, children: { cost: { type: 'carCost', label: 'Стоимость' } } } },
    },
  } satisfies Record<string, FormField>,
};

describe('the body of a form post', () => {
  it('is {formName: values}: money a number (0 when empty), a number with a comma read as a dot', () => {
    expect(
      submissionOf(form, {
        initialFee: null,
        rate: '12,5',
        isHaveActual: 'false',
        services: [{ cost: 150000 }, { cost: null }],
      }),
    ).toEqual({
      credit: { initialFee: 0, rate: 12.5, isHaveActual: 'false', services: [{ cost: 150000 }, { cost: 0 }] },
    });
  });

  it('adds the flag of a pressed button, and only to that post', () => {
    const values = { initialFee: 100, rate: null, isHaveActual: '1', services: [] };
    expect(submissionOf(form, values, 'btnConfirm')).toEqual({
      credit: { initialFee: 100, rate: null, isHaveActual: '1', services: [], btnConfirm: 1 },
    });
    expect(submissionOf(form, values)).toEqual({
      credit: { initialFee: 100, rate: null, isHaveActual: '1', services: [] },
    });
  });

  it('lays the values given with a button over the form’s, the flag last', () => {
    const values = { initialFee: 100, rate: null, isHaveActual: '1', services: [] };
    expect(submissionOf(form, values, 'btnFinal', { rate: 7, reasons: ['R12'], btnFinal: 0 })).toEqual({
      credit: { initialFee: 100, rate: 7, isHaveActual: '1', services: [], reasons: ['R12'], btnFinal: 1 },
    });
  });
});
