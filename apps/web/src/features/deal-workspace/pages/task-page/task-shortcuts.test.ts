import { describe, expect, it } from 'vitest';
import { stepBeside } from './task-shortcuts';

describe("the task page's step keys", () => {
  const steps = { client: 'Клиент', finance: 'Финансы', documents: 'Документы' };

  it('find the step after and before the current one in the step bar, none at its ends', () => {
    expect(stepBeside(steps, 'client', 1)).toBe('finance');
    expect(stepBeside(steps, 'finance', -1)).toBe('client');
    expect(stepBeside(steps, 'documents', 1)).toBeNull();
    expect(stepBeside(steps, 'client', -1)).toBeNull();
    expect(stepBeside(steps, 'unknown', 1)).toBeNull();
    expect(stepBeside(null, 'client', 1)).toBeNull();
  });
});
