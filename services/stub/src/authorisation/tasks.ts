import type { OperationId } from '../contract/spec';
import { ROLE_GROUPS } from '../domain/auth/roles';
import type { AccessRule } from './access-rule';

const {
  operators: OPERATORS,
  underwriters: UNDERWRITERS,
  pledgeEditors: PLEDGE_EDITORS,
  creditInspectors: CREDIT_INSPECTORS,
  releaseManagers: RELEASE_MANAGERS,
} = ROLE_GROUPS;
/** Who refuses a task with reasons: the pledge editor (a pledge task), the credit inspector and the release manager (a deal). */
const REFUSERS = [...PLEDGE_EDITORS, ...CREDIT_INSPECTORS, ...RELEASE_MANAGERS];
/** The roles that work tasks (000 §6 'worker') and the pledge editor, who works the pledge tasks. */
const TASK_WORKERS = ROLE_GROUPS.taskWorkers;
/** The deal's forms beside a task: whoever works its tasks, and whoever may view the deal page. */
const DEAL_PAGE: AccessRule = { roles: TASK_WORKERS, privileges: ['deal-view-info'] };

/**
 * Task pages and the deal page's form (002 §6, §7). The documents do not say which roles may call
 * which endpoint; the table gives each call to the roles of the screens that make it. Which task a user may open,
 * claim or work is the process's rule (its candidate group, its assignee; domain/process/tasks.ts), checked per
 * task: 403 'Завершите предыдущий шаг' on a GOZ task, 'Нет доступа' otherwise.
 */
export const taskRules = {
  getTask: { roles: TASK_WORKERS },
  saveTaskForm: { roles: TASK_WORKERS },
  claimTask: { roles: TASK_WORKERS },
  unclaimTask: { roles: TASK_WORKERS },
  getTaskTimesInfo: { roles: TASK_WORKERS },
  // Refusing a task with reasons: the pledge editor's pledge task, the credit inspector's or release manager's deal.
  listRefusalReasons: { roles: REFUSERS },
  refuseTask: { roles: REFUSERS },
  // The fast-decision short form: the operators.
  getFastDecisionPersonForm: { roles: OPERATORS },
  saveFastDecisionPersonForm: { roles: OPERATORS },
  getDealInfoForm: DEAL_PAGE,
  saveDealInfoForm: DEAL_PAGE,
  getAutocreditInfo: DEAL_PAGE,
  // The underwriter task page's warnings and timers.
  getIpConfig: { roles: UNDERWRITERS },
  getStrategyTime: { roles: UNDERWRITERS },
  listTimerMessages: { roles: UNDERWRITERS },
  getTimeOut: { roles: UNDERWRITERS },
  // The decision forms of the underwriter, the credit inspector and the release manager; the GOZ fee popup.
  getServiceLimitsWithVariants: { roles: TASK_WORKERS },
  getServiceLimitsWithoutVariants: { roles: TASK_WORKERS },
  getInitialFeePopup: { roles: TASK_WORKERS },
  changeAgreedAuto: { roles: TASK_WORKERS },
  cancelOptionalService: { roles: TASK_WORKERS },
  deleteTaskFile: { roles: TASK_WORKERS },
} satisfies Partial<Record<OperationId, AccessRule>>;
