import type { FormField } from '@autocredit/generated/api';
import { describe, expect, it } from 'vitest';
import {
  fieldDomId,
  fieldErrorsOf,
  fieldPaths,
  isBlank,
  mergeValues,
  tabsOf,
  valueAt,
  valuesOf,
  withValueAt,
} from './form-tree';

const fields: Record<string, FormField> = {
  surName: { type: 'surName', label: 'Фамилия', value: 'Иванов', rules: ['required'] },
  salary: { type: 'money', label: 'Доход', value: null },
  passport: {
    type: 'form',
    label: 'Паспорт',
    children: {
      series: { type: 'text', label: 'Серия', value: '4520', errors: ['Серия паспорта должна содержать 4 цифры'] },
    },
  },
  equipments: {
    type: 'collection',
    label: 'Оборудование',
    children: {
      '1': { type: 'form', label: null, children: { name: { type: 'text', label: 'Название', value: 'Коврики' } } },
      '0': {
        type: 'form',
        label: null,
        children: { name: { type: 'text', label: 'Название', value: 'Сигнализация' } },
      },
    },
  },
  decisionFile: { type: 'downloadFile', label: 'Решение', value: { path: '/x.pdf', name: 'x.pdf' } },
};

const empty = (type: string) => (type === 'money' ? null : '');

describe('the form tree', () => {
  it('gives the values in the shape of the tree: groups as objects, collections as lists, valueless fields left out', () => {
    expect(valuesOf(fields, empty)).toEqual({
      surName: 'Иванов',
      salary: null,
      passport: { series: '4520' },
      equipments: [{ name: 'Сигнализация' }, { name: 'Коврики' }],
    });
    expect(valuesOf(fields, empty, { blank: true })).toEqual({
      surName: '',
      salary: null,
      passport: { series: '' },
      equipments: [],
    });
  });

  it('lists the value fields and the server errors by path, in display order', () => {
    expect(fieldPaths(fields)).toEqual([
      'surName',
      'salary',
      'passport.series',
      'equipments.0.name',
      'equipments.1.name',
    ]);
    expect(fieldErrorsOf(fields)).toEqual([
      { path: 'passport.series', messages: ['Серия паспорта должна содержать 4 цифры'] },
    ]);
  });

  it('makes tabs of a form made only of groups, and none of a flat form', () => {
    expect(tabsOf(fields)).toBeNull();
    const people = {
      client: { type: 'form', label: 'Заемщик', children: {} },
      spouse: { type: 'form', label: 'Супруг(а)', children: {} },
    } satisfies Record<string, FormField>;
    expect(tabsOf(people)?.map((tab) => tab.key)).toEqual(['client', 'spouse']);
    // A deal with only a borrower: its one person is still a tab.
    expect(tabsOf({ client: people.client })?.map((tab) => tab.key)).toEqual(['client']);
    expect(tabsOf({})).toBeNull();
  });

  it('lays a stored draft over a fresh form where the fields are the same', () => {
    const base = valuesOf(fields, empty);
    const merged = mergeValues(fields, base, {
      surName: 'Петров',
      passport: { series: '1111', gone: 'x' },
      equipments: [{ name: 'Коврики' }],
      unknown: 1,
    });
    expect(merged).toEqual({
      surName: 'Петров',
      salary: null,
      passport: { series: '1111' },
      equipments: [{ name: 'Коврики' }],
    });
    expect(mergeValues(fields, base, null)).toBe(base);
  });

  it('tells a blank value (an empty address object too) from a filled one', () => {
    expect(isBlank('  ')).toBe(true);
    expect(isBlank(null)).toBe(true);
    expect(isBlank([])).toBe(true);
    expect(isBlank({ value: '', postalCode: null })).toBe(true);
    expect(isBlank({ value: 'г Москва' })).toBe(false);
    expect(isBlank(0)).toBe(false);
    expect(isBlank('false')).toBe(false);
  });

  it('makes a DOM id of the form name and the path', () => {
    expect(fieldDomId('client', 'passport.series')).toBe('client-passport-series');
  });

  it('reads and sets a value by its path, leaving the original as it was', () => {
    const values = { passport: { series: '4520' }, equipments: [{ name: 'Коврики' }] };
    const next = withValueAt(values, 'equipments.0.name', 'Сигнализация');
    expect(valueAt(next, 'equipments.0.name')).toBe('Сигнализация');
    expect(Array.isArray(next.equipments)).toBe(true);
    expect(valueAt(values, 'equipments.0.name')).toBe('Коврики');
    expect(valueAt(withValueAt(values, 'passport.number', '885582'), 'passport')).toEqual({
      series: '4520',
      number: '885582',
    });
  });
});
