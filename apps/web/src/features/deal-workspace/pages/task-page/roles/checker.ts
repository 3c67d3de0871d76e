import { PLAIN_DOCUMENTS, PLAIN_FRAME, type TaskRole } from './task-role';

/**
 * A checker's task (002 §2: the GOZ checker, the credit inspector's checker): the account-documents panel on its
 * step and on the signing form; the members and the car saved in place.
 */
export const checkerRole: TaskRole = {
  header: 'task',
  steps: 'task',
  stepOverrides: { byStep: { accountDocuments: 'accountDocuments' }, byForm: { sign_documents: 'accountDocuments' } },
  savedInPlace: ['members', 'car'],
  freeJumps: null,
  editOnRequest: false,
  documents: PLAIN_DOCUMENTS,
  frame: PLAIN_FRAME,
};
