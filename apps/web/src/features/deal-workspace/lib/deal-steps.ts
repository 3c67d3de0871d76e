/** How the deal page shows a step (001 §2.1): the server's form, the comments, the finance, or not yet. */
export type DealStepKind = 'form' | 'comments' | 'finance' | 'not-yet';

/** The steps whose server-driven form is the whole screen. */
const FORM_STEPS: ReadonlySet<string> = new Set(['client', 'credit', 'car', 'workInfo', 'contacts']);

export function dealStepKind(step: string | null): DealStepKind {
  if (step === null) return 'form';
  if (step === 'dealComments') return 'comments';
  if (step === 'financial') return 'finance';
  return FORM_STEPS.has(step) ? 'form' : 'not-yet';
}
