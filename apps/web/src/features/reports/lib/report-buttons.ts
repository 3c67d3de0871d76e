import type { ReportType } from '@autocredit/generated/api';
import { isAllowed, type Subject } from '@/shared/policies/access';
import { policies, type PolicyName } from '@/shared/policies/policies';

/** The texts of the reports page (002 §8), copied as the seeds give them (typos included). */
export const reportTexts = {
  needsFilter: 'Необходимо указать параметры фильтрации',
  building: 'Ваш отчет формируется',
  wait: 'Пожалуйста, подождите',
  buildFailed: 'Не получилось сформировать отчет. Поробуйте еще раз.',
  listFailed: 'Не удалось получить список отчетов',
  downloadFailed: 'Не удалось скачать отчет',
} as const;

/** How long the build notice stays (002 §9: 5 s). */
export const BUILD_NOTICE_LIFE_MS = 5000;

/** A build button of the reports page: the report type, its label and the policy that shows it. */
export interface ReportButton {
  type: ReportType;
  label: string;
  policy: PolicyName;
  /** Disabled until a filter is set (every report but no-one-day and released deals). */
  needsFilter: boolean;
}

/** The build buttons, one per report privilege (002 §2 'Reports page'; the underwriter's privilege gives two). */
export const REPORT_BUTTONS: readonly ReportButton[] = [
  { type: 'goz', label: 'Отчет ГОЗ', policy: 'reportGoz', needsFilter: true },
  { type: 'clientListReport', label: 'Список клиентов', policy: 'reportClientList', needsFilter: true },
  { type: 'failedChecks', label: 'Отчет по непройденным проверкам', policy: 'reportFailedChecks', needsFilter: true },
  { type: 'timing', label: 'Отчет по таймингу', policy: 'reportTiming', needsFilter: true },
  { type: 'underDeal', label: 'Отчет андеррайтера по сделкам', policy: 'reportUnderwriter', needsFilter: true },
  { type: 'newUnderDeal', label: 'Отчет андеррайтера по решениям', policy: 'reportUnderwriter', needsFilter: true },
  { type: 'clientDeal', label: 'Отчет по заявкам клиентов РКО', policy: 'reportRkoClients', needsFilter: true },
  { type: 'carLoans', label: 'Отчет по автокредитам (полный)', policy: 'reportCarLoans', needsFilter: true },
  {
    type: 'noOneDayRelease',
    label: 'Отчет по сделкам, не выданным за один день',
    policy: 'reportNoOneDayRelease',
    needsFilter: false,
  },
  { type: 'releasedDeals', label: 'Отчет по выданным сделкам', policy: 'reportReleasedDeals', needsFilter: false },
];

/** The buttons the user's privileges show, in the page's order. */
export const reportButtonsFor = (user: Subject): ReportButton[] =>
  REPORT_BUTTONS.filter((button) => isAllowed(user, policies[button.policy]));

/** Whether a button is disabled: it needs a filter and none is set. */
export const buildDisabled = (button: ReportButton, hasFilters: boolean): boolean => button.needsFilter && !hasFilters;

/** The name of a downloaded report: '{title}.{format}' (002 §7). */
export const reportFileName = (title: string, format: string): string => (format ? `${title}.${format}` : title);
