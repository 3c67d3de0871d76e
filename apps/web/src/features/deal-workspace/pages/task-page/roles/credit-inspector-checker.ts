import { checkerRole } from './checker';
import type { TaskRole } from './task-role';

/** The credit inspector's checker's task (002 §2, route `tacheck-ci`): a checker's page. */
export const creditInspectorCheckerRole: TaskRole = checkerRole;
