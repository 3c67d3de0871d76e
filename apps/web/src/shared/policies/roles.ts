import { reportPrivilegeValues, type Privilege, type Role } from '@autocredit/generated/api';

/** Groups of roles and privileges named by the documents (000 §2.1, §6). */
export const OPERATOR_ROLES = ['ROLE_GOZ'] as const satisfies readonly Role[];
export const GOZ_ROLES = ['ROLE_GOZ', 'ROLE_GOZ_CHIEF'] as const satisfies readonly Role[];
export const UNDERWRITER_ROLES = [
  'ROLE_UNDERWRITER',
  'ROLE_UNDERWRITER_EXTERNAL',
  'ROLE_UNDERWRITER_CHIEF',
] as const satisfies readonly Role[];
/** Roles with the plain new-task list (/task-new). */
export const NEW_TASK_ROLES = [
  'ROLE_GOZ',
  'ROLE_GOZ_CHIEF',
  'ROLE_CREDIT_INSPECTOR',
  'ROLE_RELEASE_MANAGER',
] as const satisfies readonly Role[];
/** 'Workers': goz, goz chief, underwriters (incl. external and chief), credit inspector, release manager. */
export const WORKER_ROLES = [
  ...GOZ_ROLES,
  ...UNDERWRITER_ROLES,
  'ROLE_CREDIT_INSPECTOR',
  'ROLE_RELEASE_MANAGER',
] as const;
export const VIEWER_ROLES = ['ROLE_VIEWER', 'ROLE_ALL_VIEWER'] as const satisfies readonly Role[];
export const AUDITOR_ROLES = ['ROLE_AUDITOR'] as const satisfies readonly Role[];
export const PLEDGE_ROLES = ['ROLE_PLEDGE_EDITOR', 'ROLE_PLEDGE_VIEWER'] as const satisfies readonly Role[];
export const ADMIN_ROLES = ['ROLE_ADMIN'] as const satisfies readonly Role[];
export const CALCULATOR_ROLE = 'ROLE_CREDIT_CALCULATOR' satisfies Role;

/** The report-* privileges; any of them opens the reports route. */
export const REPORT_PRIVILEGES = reportPrivilegeValues satisfies readonly Privilege[];
