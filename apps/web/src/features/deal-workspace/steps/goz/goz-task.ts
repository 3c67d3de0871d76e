import type { Form, FormField, FormFieldChoice } from '@autocredit/generated/api';
import { STATE_SUPPORT_NOTICE, WITHOUT_SUBSIDY } from './goz-texts';

/** A decision type starting with `preliminary` marks a preliminary decision (002 §3 Deal). */
export const isPreliminaryDecision = (decisionType: string | null | undefined): boolean =>
  typeof decisionType === 'string' && decisionType.startsWith('preliminary');

/** The state-support step's fields (GOZ step 6): the notice (a value to show) and the program choice. */
export const NOTICE_FIELD = 'notice';
export const STATE_SUPPORT_FIELD = 'stateSupport';
/** The choice that goes on without a subsidy. */
export const WITHOUT_SUBSIDY_VALUE = 'none';

export interface StateSupportParts {
  /** The notice: the server's text, or the web's when it sends none. */
  notice: string;
  /** The choice field, when the step has it. */
  field: FormField | undefined;
  /** The subsidy programs (every choice but the one without subsidy). */
  programs: FormFieldChoice[];
  /** The choice without subsidy ('Продолжить без субсидии'), when the server offers it. */
  withoutSubsidy: FormFieldChoice | undefined;
}

/** What the state-support step shows, read from its form. */
export function stateSupportParts(form: Form | null | undefined): StateSupportParts {
  const value = form?.fields[NOTICE_FIELD]?.value;
  const field = form?.fields[STATE_SUPPORT_FIELD];
  const choices = field?.choices ?? [];
  const without = choices.find((c) => c.value === WITHOUT_SUBSIDY_VALUE);
  return {
    notice: typeof value === 'string' && value.trim() !== '' ? value : STATE_SUPPORT_NOTICE,
    field,
    programs: choices.filter((c) => c.value !== WITHOUT_SUBSIDY_VALUE),
    withoutSubsidy: without && { ...without, label: without.label || WITHOUT_SUBSIDY },
  };
}
