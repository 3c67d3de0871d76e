import type { Form } from '@autocredit/generated/api';
import { describe, expect, it } from 'vitest';
import { isPreliminaryDecision, stateSupportParts } from './goz-task';

const step6 = (fields: Form['fields']): Form => ({
  formName: 'stateSupport',
  steps: { '6': 'Господдержка' },
  current_step: '6',
  next_step: '7',
  errors: [],
  fields,
});

describe('the GOZ task', () => {
  it('tells a preliminary decision by its type', () => {
    expect(isPreliminaryDecision('preliminaryApproved')).toBe(true);
    expect(isPreliminaryDecision('preliminaryRejected')).toBe(true);
    expect(isPreliminaryDecision('approved')).toBe(false);
    expect(isPreliminaryDecision(null)).toBe(false);
    expect(isPreliminaryDecision(undefined)).toBe(false);
  });

  it('reads the state-support step: the notice, the programs, the choice without subsidy', () => {
    const parts = stateSupportParts(
      step6({
        notice: { type: 'hidden', label: null, value: 'Доступна господдержка' },
        stateSupport: {
          type: 'choice',
          label: 'Программа',
          value: null,
          choices: [
            { value: 'none', label: 'Продолжить без субсидии' },
            { value: 'first_car', label: 'Первый автомобиль' },
          ],
        },
      }),
    );
    expect(parts.notice).toBe('Доступна господдержка');
    expect(parts.programs).toEqual([{ value: 'first_car', label: 'Первый автомобиль' }]);
    expect(parts.withoutSubsidy).toEqual({ value: 'none', label: 'Продолжить без субсидии' });
    expect(parts.field?.label).toBe('Программа');
  });

  it('shows its own notice when the server sends none, and no way without subsidy when it offers none', () => {
    const parts = stateSupportParts(
      step6({
        stateSupport: { type: 'choice', label: 'Программа', choices: [{ value: 'family_car', label: 'Семья' }] },
      }),
    );
    expect(parts.notice).toBe(
      'Доступен кредит с государственной поддержкой: выберите программу или продолжите без субсидии',
    );
    expect(parts.withoutSubsidy).toBeUndefined();
    expect(parts.programs).toHaveLength(1);
  });
});
