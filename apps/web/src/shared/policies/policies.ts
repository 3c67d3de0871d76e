import { reportTypePrivileges } from '@autocredit/generated/api';
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
  /** what pledge viewers may not do: take work, take off, restart, assign (002 §2 'Pledge lists', §6) */
  pledgeActions: { roles: ['ROLE_PLEDGE_EDITOR'] },
  /** 'Создать заявку', 'Быстрое решение' */
  createDeal: { roles: OPERATOR_ROLES },
  switchUser: { privileges: ['switch-user'] },

  // Lists (000 §2.6, §2.7, §5, §6)
  /** underwriters (not the chief): the strategy column, the 'Номер заявки' label, the INN filter */
  underwriterColumns: { roles: ['ROLE_UNDERWRITER', 'ROLE_UNDERWRITER_EXTERNAL'] },
  /** underwriters and the chief underwriter: the credit-program column of the task lists (instead of the deal date) */
  creditProgramColumn: { roles: UNDERWRITER_ROLES },
  /** the underwriter decision column of the deal list */
  underwriterDecisionColumn: { privileges: ['can-view-underwriter-info'] },
  /** the priority select with its Save button */
  changePriority: { privileges: ['change-goz-priority'] },
  /** 'Клиент согласился' / 'Клиент отказался' on client_waiting deals */
  clientDecision: { roles: GOZ_ROLES },
  /** the context menu of a deal row with the process-viewer links */
  processViewerLinks: { roles: ['ROLE_GOZ_CHIEF', 'ROLE_UNDERWRITER_CHIEF'] },
  /** 'Снять': return someone's task to the queue */
  unclaimAll: { privileges: ['unclaim-all-tasks'] },

  // Task pages and forms (002 §6)
  /** after a task is done or returned: the underwriter list instead of the new-task list */
  underwriterListRedirect: { privileges: ['can-view-underwriter-list'] },
  /** the underwriter's view of a form: address hints, employer details, 'Стоимость Автостат', age, changed fields */
  underwriterFormView: { roles: UNDERWRITER_ROLES },
  /** the source and call columns of phones: underwriters, or the pbx privileges */
  phoneActions: { roles: UNDERWRITER_ROLES, privileges: ['pbx-call', 'pbx-get-info'] },
  /** who reads the deal page without writing: no comments, no calculators, no PDN (001 §6) */
  auditor: { roles: AUDITOR_ROLES },
  /** the finance step's calculators (the salary estimate 'Калькулятор ГКС'): underwriters and administrators, never auditors (001 §6) */
  financeCalculators: { roles: [...UNDERWRITER_ROLES, 'ROLE_ADMIN'] },
  /** the contract number in the deal's header (001 §2.1: chief GOZ only) */
  contractNumber: { roles: ['ROLE_GOZ_CHIEF'] },
  /** downloading the records of calls (call chat; a call's record also needs its `downloaded`) */
  pbxDownload: { privileges: ['pbx-download'] },
  /** placing a call through the exchange (call chat): underwriters, or the pbx call privilege (001 §6, 002 §6) */
  pbxCall: { roles: UNDERWRITER_ROLES, privileges: ['pbx-call'] },
  /** the past calls to a contact (call chat): underwriters, or the pbx get-info privilege (001 §6, 002 §6) */
  pbxCallList: { roles: UNDERWRITER_ROLES, privileges: ['pbx-get-info'] },
  /** writing the deal's common comments (those who work tasks, as the server allows; never auditors, 001 §6) */
  dealCommonCommentWrite: { roles: [...WORKER_ROLES, 'ROLE_PLEDGE_EDITOR'] },
  /** the check button of a contact (its phone searched in other deals): underwriters and admin (001 §2.3, §6) */
  contactCheck: { roles: [...UNDERWRITER_ROLES, ...ADMIN_ROLES] },
  /** the scoring step's cache column, a check's cache button and 'Расчитать ПДН' (001 §6: admin or the rescoring privilege) */
  scoringCache: { roles: ADMIN_ROLES, privileges: ['rescoring-check-entity'] },
  /** 'Отключить кэш проверок' of the scoring step (001 §6: admin) */
  scoringCacheReset: { roles: ADMIN_ROLES },
  /** running an additional check (the bank's reviewers: underwriters, credit inspectors, release managers, admin) */
  additionalChecks: { roles: [...UNDERWRITER_ROLES, 'ROLE_CREDIT_INSPECTOR', 'ROLE_RELEASE_MANAGER', ...ADMIN_ROLES] },
  /** uploading documents and files */
  uploadDocument: { privileges: ['upload-document'] },
  /** verifying documents on the documents screen (001 §4, §6), where the screen allows it */
  verifyDocuments: { roles: ['ROLE_RELEASE_MANAGER'] },
  /** deleting files on the documents screen (001 §6), together with the screen's allow-delete flag */
  deleteFiles: { roles: ADMIN_ROLES },
  /** the personal-info panel of the document viewer (001 §6) */
  viewPersonInfo: { privileges: ['person-view-info'] },
  /** the loan variants' calculated max sum (001 §6) */
  variantsSumMax: { privileges: ['view-variants-sum-max'] },
  /** the max monthly payment of the loan variants and of the finance results panel: viewers and underwriters (001 §6; not credit inspectors in the admissible variants, see below) */
  variantsPaymentMax: { roles: [...VIEWER_ROLES, ...UNDERWRITER_ROLES] },
  /** credit inspectors: no max monthly payment in the admissible-variants table (001 §6) */
  creditInspector: { roles: ['ROLE_CREDIT_INSPECTOR'] },
  /** GOZ (operators and their chief) cannot apply loan variants (001 §6, 002 §6) */
  goz: { roles: GOZ_ROLES },

  // Reports (002 §2 'Reports page', §6; 000 §2.9): one build button per report privilege, the privilege the contract
  // ties to its report type (ReportType's x-privileges)
  /** 'Отчет ГОЗ' (goz) */
  reportGoz: { privileges: [reportTypePrivileges.goz] },
  /** the client list for the security service (clientListReport) */
  reportClientList: { privileges: [reportTypePrivileges.clientListReport] },
  /** the failed checks (failedChecks) */
  reportFailedChecks: { privileges: [reportTypePrivileges.failedChecks] },
  /** the timing (timing) */
  reportTiming: { privileges: [reportTypePrivileges.timing] },
  /** the underwriter's two reports, deals and decisions (underDeal, newUnderDeal) */
  reportUnderwriter: { privileges: [reportTypePrivileges.underDeal] },
  /** the applications of RKO clients (clientDeal) */
  reportRkoClients: { privileges: [reportTypePrivileges.clientDeal] },
  /** the car loans, full (carLoans) */
  reportCarLoans: { privileges: [reportTypePrivileges.carLoans] },
  /** the deals not released within a day (noOneDayRelease) */
  reportNoOneDayRelease: { privileges: [reportTypePrivileges.noOneDayRelease] },
  /** the released deals (releasedDeals) */
  reportReleasedDeals: { privileges: [reportTypePrivileges.releasedDeals] },
  /** the photos of the security report's people (000 §2.9, §6) */
  securityReportPhotos: { privileges: ['has-all-operations'] },
} as const satisfies Record<string, AccessRule>;

export type PolicyName = keyof typeof policies;
