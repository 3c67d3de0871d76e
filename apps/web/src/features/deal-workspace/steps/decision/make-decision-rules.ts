import type { Form, FormField, FormFieldChoice } from '@autocredit/generated/api';

/** One check of a verification table: its field (a radio choice of the statuses) and where its value lives. */
export interface VerificationRow {
  key: string;
  /** The value's path in the form (`verifications.passport`). */
  path: string;
  label: string;
  node: FormField;
}

/** A group of the decision form drawn as a table: a row per check, a column per status. */
export interface VerificationTable {
  key: string;
  label: string | null;
  statuses: FormFieldChoice[];
  rows: VerificationRow[];
}

const sameChoices = (a: FormFieldChoice[], b: FormFieldChoice[]) =>
  a.length === b.length && a.every((c, i) => c.value === b[i]?.value && c.label === b[i]?.label);

const isRadio = (node: FormField) =>
  node.type === 'choice' && node.attributes?.expanded === true && node.attributes?.multiple !== true;

/**
 * The verification tables of a decision form (001 §2.6): each top-level group whose fields are all radio choices
 * (`expanded`) among the same statuses. Any other field is drawn by the form engine.
 */
export function verificationTables(fields: Form['fields']): VerificationTable[] {
  const tables: VerificationTable[] = [];
  for (const [key, node] of Object.entries(fields)) {
    if (node.type !== 'form') continue;
    const children = Object.entries(node.children ?? {});
    const first = children[0]?.[1];
    if (!first?.choices || first.choices.length === 0) continue;
    const statuses = first.choices;
    if (!children.every(([, child]) => isRadio(child) && sameChoices(child.choices ?? [], statuses))) continue;
    tables.push({
      key,
      label: node.label ?? null,
      statuses,
      rows: children.map(([childKey, child]) => ({
        key: childKey,
        path: `${key}.${childKey}`,
        label: child.label ?? childKey,
        node: child,
      })),
    });
  }
  return tables;
}

/** The fields the reason popup fills: never drawn in the step. */
export const POPUP_FIELDS = ['reasons', 'delayReason', 'delayReasonText'] as const;
/** The decision's comment: hidden from auditors (001 §6). */
export const COMMENT_FIELD = 'comment';
/** The decision chosen (approve, reject): the final button opens the popup of that kind. */
export const DECISION_FIELD = 'decision';

/** The top-level fields the step does not give to the form engine: its tables, the popup's, the comment for auditors. */
export function hiddenDecisionFields(tables: readonly VerificationTable[], auditor: boolean): Set<string> {
  return new Set([...tables.map((t) => t.key), ...POPUP_FIELDS, ...(auditor ? [COMMENT_FIELD] : [])]);
}

/** The chosen reason codes: sent with the button's post alone (a failed post leaves them out, 001 §4). */
export const REASONS_FIELD = 'reasons';

/**
 * The popup's values the form has fields for are kept in it (the comment, the delay reason); the reason codes, and
 * what the form has no field for, go with the button's post alone.
 */
export function splitPopupValues(
  fields: Form['fields'],
  values: Record<string, unknown>,
): { kept: Record<string, unknown>; posted: Record<string, unknown> } {
  const kept: Record<string, unknown> = {};
  const posted: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (key in fields && key !== REASONS_FIELD) kept[key] = value;
    else posted[key] = value;
  }
  return { kept, posted };
}
