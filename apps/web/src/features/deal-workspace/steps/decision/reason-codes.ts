import {
  decisionPopupTypeButtons,
  type DecisionCode,
  type DecisionCodeGroup,
  type DecisionPopupType,
} from '@autocredit/generated/api';
import { APPROVE_WITHOUT_CODE, SAVE_REASONS } from './decision-texts';

/** The delay reason that needs the underwriter's own words (001 §5). */
export const OTHER_DELAY_REASON = 'other';

/** A reason with the reasons that name it as their parent. */
export interface ReasonNode {
  reason: DecisionCode;
  children: ReasonNode[];
}

/** A group's reasons as a tree: the roots are those without a parent in the group. */
export function reasonTree(group: DecisionCodeGroup): ReasonNode[] {
  const nodes = new Map(group.reasons.map((reason) => [reason.reasonId, { reason, children: [] as ReasonNode[] }]));
  const roots: ReasonNode[] = [];
  for (const node of nodes.values()) {
    const parentId = node.reason.reasonParentId;
    const parent = parentId == null || parentId === node.reason.reasonId ? undefined : nodes.get(parentId);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

/**
 * The reasons chosen after a checkbox changes (001 §4): choosing a reason chooses its parents too; unchoosing one
 * unchooses its children (and theirs).
 */
export function toggleReason(
  groups: readonly DecisionCodeGroup[],
  selected: ReadonlySet<number>,
  reasonId: number,
  checked: boolean,
): Set<number> {
  const reasons = new Map(groups.flatMap((g) => g.reasons).map((r) => [r.reasonId, r]));
  const next = new Set(selected);
  if (checked) {
    const seen = new Set<number>();
    for (let id: number | null | undefined = reasonId; id != null && !seen.has(id);) {
      seen.add(id);
      if (!reasons.has(id)) break;
      next.add(id);
      id = reasons.get(id)?.reasonParentId;
    }
    return next;
  }
  const drop = [reasonId];
  while (drop.length > 0) {
    const id = drop.pop()!;
    next.delete(id);
    for (const r of reasons.values()) if (r.reasonParentId === id && next.has(r.reasonId)) drop.push(r.reasonId);
  }
  return next;
}

/** The codes of the chosen reasons, in the order the groups give them. */
export function chosenCodes(groups: readonly DecisionCodeGroup[], selected: ReadonlySet<number>): string[] {
  return groups.flatMap((g) => g.reasons.filter((r) => selected.has(r.reasonId)).map((r) => r.reasonCode));
}

/** What the reason popup holds. */
export interface ReasonChoice {
  reasons: ReadonlySet<number>;
  delayReason: string | null;
  delayReasonText: string;
  comment: string;
}

const blank = (text: string) => text.trim() === '';

/**
 * Whether the reason popup may be saved (001 §5): a timed-out deal needs a delay reason first, and 'other' needs its
 * text; an approval and a cancellation (`refuse`) need nothing else; a rescoring needs a comment; a rejection and a
 * rework need a reason and a comment.
 */
export function canSaveReasons(type: DecisionPopupType, timedOut: boolean, choice: ReasonChoice): boolean {
  if (timedOut) {
    if (!choice.delayReason) return false;
    if (choice.delayReason === OTHER_DELAY_REASON && blank(choice.delayReasonText)) return false;
  }
  switch (type) {
    case 'approved':
    case 'refuse':
      return true;
    case 'rescoring':
      return !blank(choice.comment);
    default:
      return choice.reasons.size > 0 && !blank(choice.comment);
  }
}

/** The save button of the popup: 'Одобрить без кода' for an approval without reasons, else 'Сохранить'. */
export const saveReasonsLabel = (type: DecisionPopupType, reasons: number) =>
  type === 'approved' && reasons === 0 ? APPROVE_WITHOUT_CODE : SAVE_REASONS;

/**
 * The kind of decision a button opens the reason popup for (001 §4): the final decision is the one chosen in the
 * form (a rejection by default); rework, rescoring and the cancellation (`refuse`) as the contract ties them to their
 * buttons. Null: the button posts at once (full rescoring, any other).
 */
export function popupTypeOf(button: string, decision: unknown): DecisionPopupType | null {
  if (button === 'btnFinal') return decision === 'approved' ? 'approved' : 'rejected';
  return Object.hasOwn(decisionPopupTypeButtons, button)
    ? decisionPopupTypeButtons[button as keyof typeof decisionPopupTypeButtons]
    : null;
}
