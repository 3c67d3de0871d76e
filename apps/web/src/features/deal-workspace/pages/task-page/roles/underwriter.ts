import { PLAIN_DOCUMENTS, type TaskRole } from './task-role';

/**
 * The underwriter's task (002 §2 'Underwriter task'): the deal's head and the deal page's steps, read-only until
 * 'Редактировать'; the call chats, the timers with the strategy countdown, the deal's warnings.
 */
export const underwriterRole: TaskRole = {
  header: 'deal',
  steps: 'deal',
  stepOverrides: {},
  savedInPlace: [],
  freeJumps: null,
  editOnRequest: true,
  documents: PLAIN_DOCUMENTS,
  frame: {
    chats: true,
    timers: 'underwriter',
    warnings: true,
    priorDecision: false,
    decisionChangePopup: false,
    creditFeeWarning: false,
  },
};
