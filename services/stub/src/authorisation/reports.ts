import type { OperationId } from '../contract/spec';
import { REPORT_PRIVILEGES } from '../domain/reports/report-types';
import type { AccessRule } from './access-rule';

/**
 * The reports page (002 §2 'Reports page', §6, §7): any report privilege opens it (000 §2.1), so it lets the user
 * list and download their own reports; each build type needs its own button's privilege, which the domain checks
 * (domain/reports/report-types.ts, 403 otherwise).
 */
const REPORT_USERS: AccessRule = { privileges: REPORT_PRIVILEGES };

export const reportRules = {
  buildReport: REPORT_USERS,
  listReports: REPORT_USERS,
  downloadReport: REPORT_USERS,
} satisfies Partial<Record<OperationId, AccessRule>>;
