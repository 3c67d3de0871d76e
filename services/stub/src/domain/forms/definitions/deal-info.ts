import type { FormDefinition } from '../spec';
import { DEAL_STEPS, dealDecisionStep, underwriterDecisionStep } from './deal-steps';

/** The deal page's form (`GET /api/autocredit/deal-info/{id}`), steps of 001 §2.1. */
export const dealInfoForm: FormDefinition = {
  key: 'deal-info',
  steps: [
    DEAL_STEPS.client,
    DEAL_STEPS.credit,
    DEAL_STEPS.car,
    DEAL_STEPS.workInfo,
    DEAL_STEPS.dealComments,
    DEAL_STEPS.contacts,
    DEAL_STEPS.financial,
    DEAL_STEPS.commonDocuments,
    DEAL_STEPS.underwriterFiles,
    DEAL_STEPS.additionalFile,
    DEAL_STEPS.history,
    DEAL_STEPS.decisions,
    DEAL_STEPS.checks,
    DEAL_STEPS.historyChecks,
    dealDecisionStep,
    underwriterDecisionStep,
    DEAL_STEPS.reuseCharacteristics,
  ],
};
