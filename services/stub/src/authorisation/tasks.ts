import type { OperationId } from '../contract/spec';
import { ROLE_GROUPS } from '../domain/auth/roles';
import { processTexts } from '../domain/process/texts';
import { taskWorkTexts } from '../domain/deal-book/task-work';
import { onDeal, type AccessRule } from './access-rule';

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
/** A task of a deal the user sees (a task of a deal one does not see is gone, as the deal is not found). */
const ON_TASK = onDeal('see', 'taskId', 'task', processTexts.gone);
/** The deal of the path's `dealId`, seen. */
const SEEN = onDeal('see');

/**
 * Task pages and the deal page's form (002 §6, §7). The documents do not say which roles may call
 * which endpoint; the table gives each call to the roles of the screens that make it. Which task a user may open,
 * claim or work is the process's rule (its candidate group, its assignee; domain/process/tasks.ts), checked per
 * task: 403 'Завершите предыдущий шаг' on a GOZ task, 'Нет доступа' otherwise.
 */
export const taskRules = {
  getTask: { roles: TASK_WORKERS, deal: ON_TASK },
  saveTaskForm: { roles: TASK_WORKERS, deal: ON_TASK },
  claimTask: { roles: TASK_WORKERS, deal: ON_TASK },
  unclaimTask: { roles: TASK_WORKERS, deal: ON_TASK },
  getTaskTimesInfo: { roles: TASK_WORKERS, deal: ON_TASK },
  // Refusing a task with reasons: the pledge editor's pledge task, the credit inspector's or release manager's deal.
  listRefusalReasons: { roles: REFUSERS },
  refuseTask: { roles: REFUSERS, deal: ON_TASK },
  // The fast-decision short form: the operators.
  getFastDecisionPersonForm: { roles: OPERATORS, deal: onDeal('see', 'taskId', 'task', taskWorkTexts.noSuchTask) },
  saveFastDecisionPersonForm: { roles: OPERATORS, deal: onDeal('see', 'taskId', 'task', taskWorkTexts.noSuchTask) },
  // The deal page's form: read by whoever sees the deal; a save is kept only for whoever works the deal (the domain's).
  getDealInfoForm: { ...DEAL_PAGE, deal: SEEN },
  saveDealInfoForm: { ...DEAL_PAGE, deal: SEEN },
  getAutocreditInfo: { ...DEAL_PAGE, deal: SEEN },
  // The underwriter task page's warnings and timers.
  getIpConfig: { roles: UNDERWRITERS, deal: SEEN },
  getStrategyTime: { roles: UNDERWRITERS, deal: SEEN },
  listTimerMessages: { roles: UNDERWRITERS },
  getTimeOut: { roles: UNDERWRITERS, deal: SEEN },
  // The decision forms of the underwriter, the credit inspector and the release manager; the GOZ fee popup.
  getServiceLimitsWithVariants: { roles: TASK_WORKERS, deal: SEEN },
  getServiceLimitsWithoutVariants: { roles: TASK_WORKERS, deal: SEEN },
  getInitialFeePopup: { roles: TASK_WORKERS, deal: SEEN },
  // The release decision's changes: whoever works the deal.
  changeAgreedAuto: { roles: TASK_WORKERS, deal: onDeal('work') },
  cancelOptionalService: { roles: TASK_WORKERS, deal: onDeal('work') },
  // A task's file: its assignee deletes what they uploaded (the domain's rule, as `deleteFile`).
  deleteTaskFile: { roles: TASK_WORKERS, deal: onDeal('see', 'taskId', 'task', processTexts.noTask) },
} satisfies Partial<Record<OperationId, AccessRule>>;
