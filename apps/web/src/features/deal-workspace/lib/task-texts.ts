/** The texts of the task pages (002 §2, §8). */
export const TASK_GONE = 'Задача завершена и более недоступна.';
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
