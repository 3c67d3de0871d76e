import type { Form } from '@autocredit/generated/api';
import { describe, expect, it } from 'vitest';
import { isTaskClosed } from './task-closed';

const form = (current_step: string, next_step: string | null): Form =>
  ({ formName: 'f', fields: {}, steps: {}, current_step, next_step, errors: [] }) as Form;

describe('isTaskClosed', () => {
  it('is closed when the last step is saved', () => {
    expect(isTaskClosed({ kind: 'saved', before: form('car', null), form: form('car', null) })).toBe(true);
  });
  it('is closed when a closing button answers its own step without a next one', () => {
    expect(isTaskClosed({ kind: 'saved', before: form('decision', 'members'), form: form('decision', null) })).toBe(
      true,
    );
  });
  it('is open when a plain save answers the last step (its next step is null too)', () => {
    expect(isTaskClosed({ kind: 'saved', before: form('checks', 'decision'), form: form('decision', null) })).toBe(
      false,
    );
  });
  it('is open after a button that keeps the step (its next step stays)', () => {
    expect(
      isTaskClosed({ kind: 'saved', before: form('decision', 'members'), form: form('decision', 'members') }),
    ).toBe(false);
  });
  it('is open when nothing was saved', () => {
    expect(isTaskClosed({ kind: 'invalid' })).toBe(false);
  });
});
