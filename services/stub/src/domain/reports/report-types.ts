import { reportPrivilegeValues, type Privilege, type ReportType } from '@autocredit/generated/api';
import { RELEASE_REPORTS } from './release-reports';
import type { ReportKind } from './report-kind';
import { SALES_REPORTS } from './sales-reports';
import { UNDERWRITING_REPORTS } from './underwriting-reports';

export { releasedAt, type ReportFormat, type ReportKind, type RowContext } from './report-kind';

/** Every report, one per build button (002 §2, §7), in the order of the page's buttons. */
export const REPORT_KINDS: Readonly<Record<ReportType, ReportKind>> = {
  goz: SALES_REPORTS.goz,
  clientListReport: SALES_REPORTS.clientListReport,
  failedChecks: UNDERWRITING_REPORTS.failedChecks,
  timing: UNDERWRITING_REPORTS.timing,
  underDeal: UNDERWRITING_REPORTS.underDeal,
  newUnderDeal: UNDERWRITING_REPORTS.newUnderDeal,
  clientDeal: SALES_REPORTS.clientDeal,
  carLoans: SALES_REPORTS.carLoans,
  noOneDayRelease: RELEASE_REPORTS.noOneDayRelease,
  releasedDeals: RELEASE_REPORTS.releasedDeals,
};

export const REPORT_TYPES = Object.keys(REPORT_KINDS) as ReportType[];

/**
 * The report privileges that open the reports route (000 §2.1): the buttons' and those of reports this page does not
 * build (FSPD, multiproduct, additional service, RKO).
 */
export const REPORT_PRIVILEGES: readonly Privilege[] = reportPrivilegeValues;
