import { checkerRole } from './checker';
import type { TaskRole } from './task-role';

/** The GOZ checker's task (002 §2): a checker's page. */
export const gozCheckerRole: TaskRole = checkerRole;
