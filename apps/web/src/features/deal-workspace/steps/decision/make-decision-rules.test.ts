import type { Form } from '@autocredit/generated/api';
import { describe, expect, it } from 'vitest';
import { hiddenDecisionFields, splitPopupValues, verificationTables } from './make-decision-rules';

const statuses = [
  { value: 'confirmed', label: 'Подтверждено' },
  { value: 'not_confirmed', label: 'Не подтверждено' },
];
const radio = (label: string, value: string | null = null) => ({
  type: 'choice' as const,
  label,
  value,
  choices: statuses,
  attributes: { expanded: true },
});

const fields: Form['fields'] = {
  verifications: {
    type: 'form',
    label: 'Верификация',
    children: { passport: radio('Паспорт клиента', 'confirmed'), income: radio('Доход клиента') },
  },
  mixed: {
    type: 'form',
    label: 'Прочее',
    children: { passport: radio('Паспорт'), note: { type: 'text', label: 'Заметка', value: null } },
  },
  decision: {
    type: 'choice',
    label: 'Решение',
    value: null,
    choices: [{ value: 'approved', label: 'Одобрить' }],
    attributes: { expanded: true },
  },
  reasons: { type: 'choice', label: 'Коды причин', value: [], choices: [], attributes: { multiple: true } },
  comment: { type: 'textarea', label: 'Комментарий', value: null },
  delayReason: { type: 'choice', label: 'Причина задержки', value: null, choices: [] },
};

describe('verificationTables', () => {
  it('takes the groups of radio choices among the same statuses, a row per check', () => {
    expect(verificationTables(fields)).toEqual([
      {
        key: 'verifications',
        label: 'Верификация',
        statuses,
        rows: [
          { key: 'passport', path: 'verifications.passport', label: 'Паспорт клиента', node: expect.any(Object) },
          { key: 'income', path: 'verifications.income', label: 'Доход клиента', node: expect.any(Object) },
        ],
      },
    ]);
  });

  it('leaves groups with other fields, other statuses or dropdowns to the form engine', () => {
    const other = { ...radio('Телефон'), choices: [{ value: 'x', label: 'X' }] };
    const dropdown = { ...radio('Телефон'), attributes: {} };
    for (const child of [other, dropdown]) {
      const group = { type: 'form' as const, label: 'В', children: { passport: radio('Паспорт'), phone: child } };
      expect(verificationTables({ verifications: group })).toEqual([]);
    }
  });
});

describe('hiddenDecisionFields', () => {
  it('hides the tables and the popup’s fields; the comment from auditors only', () => {
    const tables = verificationTables(fields);
    expect([...hiddenDecisionFields(tables, false)].sort()).toEqual(
      ['delayReason', 'delayReasonText', 'reasons', 'verifications'].sort(),
    );
    expect(hiddenDecisionFields(tables, true).has('comment')).toBe(true);
  });
});

describe('splitPopupValues', () => {
  it('keeps in the form what it has fields for, except the reasons; the rest goes with the post alone', () => {
    expect(
      splitPopupValues(fields, { reasons: ['R12'], comment: 'Отказ', delayReason: 'other', delayReasonText: 'Ждали' }),
    ).toEqual({
      kept: { comment: 'Отказ', delayReason: 'other' },
      posted: { reasons: ['R12'], delayReasonText: 'Ждали' },
    });
  });
});
