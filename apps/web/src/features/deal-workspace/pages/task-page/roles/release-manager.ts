import { PLAIN_FRAME, type TaskRole } from './task-role';

/**
 * The release manager's task (002 §2 'Release manager task'): the documents screen, where the files are verified and
 * none deleted; the release decision; the task timers.
 */
export const releaseManagerRole: TaskRole = {
  header: 'task',
  steps: 'task',
  stepOverrides: { byStep: { documents: 'documents', decision: 'releaseDecision' } },
  savedInPlace: [],
  freeJumps: null,
  editOnRequest: false,
  documents: { verificationAllowed: true, noDeletion: true },
  frame: { ...PLAIN_FRAME, timers: 'release' },
};
