import type { FormDefinition } from '../spec';
import { DEAL_STEPS, underwriterTaskDecisionStep } from './deal-steps';

/**
 * The underwriter's review (task-underwriter): the deal's steps, then the decision, the final step (approve or reject with
 * `btnFinal`, rework, rescoring, full rescoring); returning the task to the queue is the unclaim call.
 */
export const underwriterForm: FormDefinition = {
  key: 'underwriter',
  steps: [
    DEAL_STEPS.client,
    DEAL_STEPS.credit,
    DEAL_STEPS.car,
    DEAL_STEPS.workInfo,
    DEAL_STEPS.contacts,
    DEAL_STEPS.financial,
    DEAL_STEPS.commonDocuments,
    DEAL_STEPS.underwriterFiles,
    DEAL_STEPS.history,
    DEAL_STEPS.decisions,
    DEAL_STEPS.checks,
    DEAL_STEPS.reuseCharacteristics,
    underwriterTaskDecisionStep,
  ],
};
