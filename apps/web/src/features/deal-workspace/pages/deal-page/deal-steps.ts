/**
 * How the deal page shows a step (001 §2.1): the server's form, the comments, the finance, a decision step, or a step
 * not built yet.
 */
export type DealStepKind =
  | 'form'
  | 'comments'
  | 'finance'
  | 'decision'
  | 'documents'
  | 'comparison'
  | 'history'
  | 'decisions'
  | 'checks'
  | 'historyChecks'
  | 'not-yet';

/** The steps whose server-driven form is the whole screen. */
const FORM_STEPS: ReadonlySet<string> = new Set(['client', 'credit', 'car', 'workInfo', 'contacts']);

/** The steps drawn by their own part of the page. */
const OWN_STEPS: Readonly<Record<string, DealStepKind>> = {
  dealComments: 'comments',
  financial: 'finance',
  decision: 'decision',
  underwriterDecision: 'decision',
  commonDocuments: 'documents',
  underwriterFiles: 'documents',
  additionalFile: 'documents',
  reuseCharacteristics: 'comparison',
  history: 'history',
  decisions: 'decisions',
  checks: 'checks',
  historyChecks: 'historyChecks',
};

export function dealStepKind(step: string | null): DealStepKind {
  if (step === null) return 'form';
  return OWN_STEPS[step] ?? (FORM_STEPS.has(step) ? 'form' : 'not-yet');
}
