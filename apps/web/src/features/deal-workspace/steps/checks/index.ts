/**
 * The scoring and checks steps (scoring groups, additional checks, the check cache, history checks, the FSSP report):
 * what the pages and the other steps use.
 */
export { fsspLinkQuery } from './fssp/fssp-api';
export { FsspReportDialog } from './fssp/fssp-report-dialog';
export { FSSP_TEXTS } from './fssp/fssp-report';
export { HistoryChecksStep } from './history-checks-step';
export { ScoringStep } from './scoring-step';
export { scoringAccess } from './scoring';
