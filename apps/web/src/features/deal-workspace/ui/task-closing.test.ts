import { describe, expect, it } from 'vitest';
import { checkWaitMove } from './task-closing';

describe('checkWaitMove', () => {
  it('opens the next task on success, waits the seconds plus the fallback on wait, lists on cancel', () => {
    expect(checkWaitMove({ status: 'success', task: { id: 7, currentRole: 'goz' }, dealId: 1 }, 1)).toEqual({
      kind: 'open',
      task: { id: 7, currentRole: 'goz' },
    });
    expect(checkWaitMove({ status: 'wait', seconds: 3, message: 'Ждите', dealId: 1 }, 1)).toEqual({
      kind: 'wait',
      ms: 13_000,
      message: 'Ждите',
    });
    expect(checkWaitMove({ status: 'cancel', dealId: null }, 1)).toEqual({ kind: 'list' });
  });
  it("ignores another deal's event", () => {
    expect(checkWaitMove({ status: 'cancel', dealId: 2 }, 1)).toEqual({ kind: 'ignore' });
  });
});
