import { checkerRole } from './checker';
import type { TaskRole } from './task-role';

/**
 * The credit inspector's task (002 §2 'Credit inspector task'): a checker's page, with the documents screen on its
 * documents step and the release decision on its decision step.
 */
export const creditInspectorRole: TaskRole = {
  ...checkerRole,
  stepOverrides: {
    byStep: { documents: 'documents', decision: 'releaseDecision', accountDocuments: 'accountDocuments' },
    byForm: { sign_documents: 'accountDocuments' },
  },
};
