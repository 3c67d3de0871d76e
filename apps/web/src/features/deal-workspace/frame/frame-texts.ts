/** The texts of the page frame: the heads, the history and comments panels, the timers (002 §2, §4; 001 §2.1). */
export const WITHOUT_ACCEPT_ACT = 'Сделка без акта ПП';
export const NO_DECISION_YET = 'Решения по заявке еще не принято';
export const DEAL_COMMENTS = 'Комментарии';
/** The collapsible deal history of every task page (002 §2). */
export const DEAL_HISTORY = 'История сделки';
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
/**
 * A statistics call answering 404 (000 §8, 001 §8: warning 'Данные отсутствуют'). The seeds name no statistics call;
 * the task's times (`times-info`), the statistics of its timers, are the one the pages make.
 */
export const STATISTICS_MISSING = 'Данные отсутствуют';
