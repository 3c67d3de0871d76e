import { FINISH_PREVIOUS_STEP } from '../../page-texts';
import { PLAIN_DOCUMENTS, PLAIN_FRAME, type TaskRole } from './task-role';

/**
 * The GOZ task (002 §2 'GOZ task', §4, §5): the wizard over the server's forms, its state-support step, the initial-fee
 * warning and the decision-change popup; a jump other than to the next step or the fifth ('5') asks first.
 */
export const gozRole: TaskRole = {
  header: 'task',
  steps: 'task',
  stepOverrides: { byForm: { stateSupport: 'stateSupport' } },
  savedInPlace: [],
  freeJumps: ['5'],
  editOnRequest: false,
  forbiddenNotice: FINISH_PREVIOUS_STEP,
  documents: PLAIN_DOCUMENTS,
  frame: { ...PLAIN_FRAME, priorDecision: true, decisionChangePopup: true, creditFeeWarning: true },
};
