import type { DecisionCodeGroup } from '@autocredit/generated/api';
import { describe, expect, it } from 'vitest';
import {
  canSaveReasons,
  chosenCodes,
  popupTypeOf,
  reasonTree,
  saveReasonsLabel,
  toggleReason,
  type ReasonChoice,
} from './reason-codes';

const reason = (reasonId: number, reasonCode: string, reasonParentId: number | null = null) => ({
  reasonId,
  reasonCode,
  reasonName: `Причина ${reasonCode}`,
  reasonParentId,
});

const groups: DecisionCodeGroup[] = [
  {
    groupName: 'Платёжеспособность',
    reasons: [reason(41, 'R12'), reason(42, 'R12.1', 41), reason(43, 'R12.2', 41), reason(44, 'R12.2.1', 43)],
  },
  { groupName: 'Документы', reasons: [reason(51, 'D03')] },
];

const choice = (overrides: Partial<ReasonChoice> = {}): ReasonChoice => ({
  reasons: new Set(),
  delayReason: null,
  delayReasonText: '',
  comment: '',
  ...overrides,
});

describe('reasonTree', () => {
  it('puts each child under its parent; the roots are the reasons without a parent in the group', () => {
    const tree = reasonTree(groups[0]!);
    expect(tree.map((n) => n.reason.reasonCode)).toEqual(['R12']);
    expect(tree[0]!.children.map((n) => n.reason.reasonCode)).toEqual(['R12.1', 'R12.2']);
    expect(tree[0]!.children[1]!.children.map((n) => n.reason.reasonCode)).toEqual(['R12.2.1']);
    const orphan = reasonTree({ groupName: 'x', reasons: [reason(1, 'X', 999)] });
    expect(orphan.map((n) => n.reason.reasonCode)).toEqual(['X']);
  });
});

describe('toggleReason (001 §4)', () => {
  it('choosing a child chooses its parent, and the parent’s parent', () => {
    expect([...toggleReason(groups, new Set(), 42, true)].sort()).toEqual([41, 42]);
    expect([...toggleReason(groups, new Set([51]), 44, true)].sort()).toEqual([41, 43, 44, 51]);
  });

  it('unchoosing a parent unchooses its children and theirs; unchoosing a child leaves the parent', () => {
    expect([...toggleReason(groups, new Set([41, 42, 43, 44, 51]), 41, false)]).toEqual([51]);
    expect([...toggleReason(groups, new Set([41, 42]), 42, false)]).toEqual([41]);
  });

  it('gives the chosen codes in the groups’ order', () => {
    expect(chosenCodes(groups, new Set([51, 42, 41]))).toEqual(['R12', 'R12.1', 'D03']);
  });
});

describe('canSaveReasons (001 §5)', () => {
  it('a rejection and a rework need a reason and a comment', () => {
    for (const type of ['rejected', 'reworked'] as const) {
      expect(canSaveReasons(type, false, choice())).toBe(false);
      expect(canSaveReasons(type, false, choice({ reasons: new Set([41]) }))).toBe(false);
      expect(canSaveReasons(type, false, choice({ comment: 'Доход не подтвержден' }))).toBe(false);
      expect(canSaveReasons(type, false, choice({ reasons: new Set([41]), comment: '   ' }))).toBe(false);
      expect(canSaveReasons(type, false, choice({ reasons: new Set([41]), comment: 'Доход' }))).toBe(true);
    }
  });

  it('a rescoring needs a comment only; an approval and a cancellation need nothing', () => {
    expect(canSaveReasons('rescoring', false, choice({ reasons: new Set([41]) }))).toBe(false);
    expect(canSaveReasons('rescoring', false, choice({ comment: 'Новые данные' }))).toBe(true);
    expect(canSaveReasons('approved', false, choice())).toBe(true);
    expect(canSaveReasons('refuse', false, choice())).toBe(true);
  });

  it('a timed-out deal needs a delay reason first, and the reason other its text', () => {
    expect(canSaveReasons('approved', true, choice())).toBe(false);
    expect(canSaveReasons('approved', true, choice({ delayReason: 'client_unavailable' }))).toBe(true);
    expect(canSaveReasons('approved', true, choice({ delayReason: 'other', delayReasonText: ' ' }))).toBe(false);
    expect(canSaveReasons('approved', true, choice({ delayReason: 'other', delayReasonText: 'Ждали' }))).toBe(true);
    const full = { reasons: new Set([41]), comment: 'Отказ' };
    expect(canSaveReasons('rejected', true, choice(full))).toBe(false);
    expect(canSaveReasons('rejected', true, choice({ ...full, delayReason: 'documents_check' }))).toBe(true);
  });
});

describe('the popup’s button and kind', () => {
  it("says 'Одобрить без кода' for an approval without reasons, else 'Сохранить'", () => {
    expect(saveReasonsLabel('approved', 0)).toBe('Одобрить без кода');
    expect(saveReasonsLabel('approved', 1)).toBe('Сохранить');
    expect(saveReasonsLabel('rejected', 0)).toBe('Сохранить');
    expect(saveReasonsLabel('refuse', 0)).toBe('Сохранить');
  });

  it('opens for the decision chosen (a rejection by default), rework, rescoring, cancellation; not a full rescoring', () => {
    expect(popupTypeOf('btnFinal', 'approved')).toBe('approved');
    expect(popupTypeOf('btnFinal', 'rejected')).toBe('rejected');
    expect(popupTypeOf('btnFinal', null)).toBe('rejected');
    expect(popupTypeOf('btnRework', 'approved')).toBe('reworked');
    expect(popupTypeOf('btnRescoring', null)).toBe('rescoring');
    expect(popupTypeOf('btnCancel', null)).toBe('refuse');
    expect(popupTypeOf('btnFullRescoring', 'approved')).toBeNull();
    expect(popupTypeOf('btnRelease', null)).toBeNull();
  });
});
