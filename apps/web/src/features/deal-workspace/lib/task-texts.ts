/** The texts of the task pages (002 §2, §8). */
export { TASK_GONE } from '@/shared/tasks/task-texts';
export const FINISH_PREVIOUS_STEP = 'Завершите предыдущий шаг';
export const RETURN_TO_QUEUE = 'Возвратить в общую очередь';
export const WITHOUT_ACCEPT_ACT = 'Сделка без акта ПП';
export const TASK_LOAD_FAILED = 'Не удалось загрузить задачу';
export const DEAL_COMMENTS = 'Комментарии';
/** The collapsible deal history of every task page (002 §2). */
export const DEAL_HISTORY = 'История сделки';
export const EDIT = 'Редактировать';
export const SAVE = 'Сохранить';
/** Asked on the GOZ wizard before jumping to a step other than the next one or the fifth (002 §4). */
export const JUMP_CONFIRM = 'Вы действительно хотите перейти?';
export const JUMP_CONFIRM_DETAIL = 'Несохраненные данные будут потеряны.';
/** The deal page (001 §2.1). */
export const NO_DECISION_YET = 'Решения по заявке еще не принято';
export const DEAL_LOAD_FAILED = 'Не удалось загрузить заявку';
/** A step of the deal page whose screen is not built yet: its title and this. */
export const STEP_NOT_YET = 'Этот шаг пока недоступен на странице заявки';
/** The deal page's comments (001 §8). */
export const COMMENT_SENT = 'Комментарий отправлен.';
export const COMMENTS_LOAD_FAILED = 'Не удалось получить комментарии';
export const COMMENT_SEND_FAILED = 'Не удалось отправить комментарий';
export const UNDERWRITER_COMMENTS = 'Комментарии андеррайтера';
export const COMMON_COMMENTS = 'Общие комментарии';
/** The comments step of an auditor, who sees no comments (001 §6): the empty panel's text (001 §8). */
export const NO_COMMENTS_FOR_AUDITORS = 'Нет данных для отображения';
/*
 * The task timers and the strategy countdown (002 §2 'Underwriter task', 'Release manager task', §4). The seeds give
 * no labels for them: these are ours.
 */
export const TIMER_SINCE_TASK = 'С начала задачи';
export const TIMER_SINCE_GROUP = 'С первой задачи группы';
export const STRATEGY_LIMIT = 'Лимит по стратегии';
export const STRATEGY_LEFT = 'Осталось';
export const STRATEGY_TIMED_OUT = 'Время вышло';
export const TIMERS_NO_TIME = '—';
/** The GOZ task (002 §2 'GOZ task', §5). */
export const DOWNLOAD_PRIOR_DECISION = 'Скачать предварительное решение';
/** The stub's text: the seeds say nothing of a deal whose decision has no file. */
export const PRIOR_DECISION_MISSING = 'Файл предварительного решения не найден';
/** The notice of the state-support step when the server sends none (its words are the seeds' description). */
export const STATE_SUPPORT_NOTICE =
  'Доступен кредит с государственной поддержкой: выберите программу или продолжите без субсидии';
/** The button that goes on without a subsidy, when the server's choice of that value has no label. */
export const WITHOUT_SUBSIDY = 'Продолжить без субсидии';
/** The decision-change popup's header: the seeds give none (the popup's text is the server's). */
export const DECISION_CHANGE_HEADER = 'Изменение решения по заявке';
export const CLOSE = 'Закрыть';
/** Below the initial fee on the credit step when its percent changes and is below 30 (002 §5, §9). */
export const INITIAL_FEE_WARNING =
  'Обратите внимание, что в случае изменения данного параметра, возможно увеличение времени рассмотрения заявки и изменение решения по заявке';

// --- The release decision step, the refusal dialog and the error form (002 §2 'Credit inspector task', §4, §5, §8)
/** The error form (notify_about_error): the title over the server's message (002 §2, §8). */
export const ERROR_FORM_TITLE = 'Произошла ошибка!';
/** The service limits line (002 §7 get-service-limits); the seeds give no labels, these are ours. */
export const SERVICE_LIMITS = 'Лимиты по заявке';
export const MAX_ADDITIONAL_EQUIPMENT = 'Доп. оборудование: не более';
export const MIN_BANK_SERVICE = 'Услуги банка: не менее';
export const SERVICE_LIMITS_LOADING = 'Расчет лимитов';
export const SERVICE_LIMITS_FAILED = 'Не удалось рассчитать лимиты';
/** The refusal dialog (002 §4, §7 refusal reasons); the seeds give no title, ours. */
export const REFUSAL_TITLE = 'Причины отказа';
export const REFUSAL_DEFAULT_CONFIRM = 'Отказать';
export const REFUSAL_CANCEL = 'Отмена';
export const REFUSAL_REASONS_FAILED = 'Не удалось загрузить причины отказа';
export const REFUSAL_NO_REASONS = 'Нет данных';
/** The toolbar of the decision step. */
export const DECISION_STEP_ACTIONS = 'Решение по задаче';
