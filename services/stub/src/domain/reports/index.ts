export { REPORT_KINDS, REPORT_PRIVILEGES, REPORT_TYPES, type ReportKind, type ReportFormat } from './report-types';
export {
  filtersAsText,
  hasFilter,
  parseReportFilter,
  reportQueryOf,
  type ReportFilter,
  type ReportQuery,
} from './report-filters';
export { mayBuildReport, reportOrder, reportOrderTexts } from './report-order';
export { ReportBook, STATUS_TITLES, reportTexts, type ReportRecord, type ReportStatus } from './report-book';
export {
  BuildCancelled,
  buildReportFile,
  reportRows,
  runReportBuild,
  WORKER_DEALS,
  type BuildContext,
  type BuiltReport,
  type ReportEvent,
} from './build-job';
export { MEDIA_TYPES, csvText, csvWriter, xlsxWorkerWriter, xlsxWriter } from './writers';
export { csvField, csvRecord } from './csv';
