/** The texts of the release decision step and its refusal dialog (002 §2 'Credit inspector task', §4, §5, §8). */
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
