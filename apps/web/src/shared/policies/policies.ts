import type { AccessRule } from './access';
import {
  ADMIN_ROLES,
  AUDITOR_ROLES,
  GOZ_ROLES,
  NEW_TASK_ROLES,
  OPERATOR_ROLES,
  PLEDGE_ROLES,
  REPORT_PRIVILEGES,
  UNDERWRITER_ROLES,
  VIEWER_ROLES,
  WORKER_ROLES,
} from './roles';

/**
 * The one table of who may do what (000 §2.1, §6; 002 §6). The route table, the side menu, the
 * guards and the pages read their rules from here.
 */
export const policies = {
  /** login required, nothing more */
  anyUser: {},
  users: { roles: ADMIN_ROLES },
  newTaskList: { roles: NEW_TASK_ROLES },
  myTaskList: { roles: WORKER_ROLES },
  gozTask: { roles: GOZ_ROLES },
  underwriterTask: { roles: UNDERWRITER_ROLES },
  dealList: { roles: [...WORKER_ROLES, ...VIEWER_ROLES, ...AUDITOR_ROLES] },
  dealView: { privileges: ['deal-view-info'] },
  reports: { privileges: REPORT_PRIVILEGES },
  underwriterNewTaskList: { roles: UNDERWRITER_ROLES },
  underwriterDocuments: { privileges: ['get-static-file'] },
  securityReport: { privileges: ['security-service'] },
  pledges: { roles: PLEDGE_ROLES },
  /** 'Создать заявку', 'Быстрое решение' */
  createDeal: { roles: OPERATOR_ROLES },
  switchUser: { privileges: ['switch-user'] },
} as const satisfies Record<string, AccessRule>;

export type PolicyName = keyof typeof policies;
