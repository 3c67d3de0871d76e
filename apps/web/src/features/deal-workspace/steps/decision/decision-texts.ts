/** The texts of the deal page's decision steps and the reason popup (001 §2.6, §5, §8). */
export const REASON_DIALOG_TITLE = 'Коды причин';
/** The popup's save button (001 §5). */
export const SAVE_REASONS = 'Сохранить';
/** The popup's save button for an approval without reasons (001 §5). */
export const APPROVE_WITHOUT_CODE = 'Одобрить без кода';
export const CANCEL = 'Отмена';
export const DELAY_REASON = 'Причина задержки';
export const OTHER_DELAY_REASON_TEXT = 'Другая причина задержки';
export const COMMENT = 'Комментарий';
export const RISK_LEVEL = 'Уровень риска';
export const RISK_CLASS = 'Класс риска';
export const REJECT_REASONS = 'Причины отказа';
export const MANUAL = 'Вручную';
export const AUTOMATIC = 'Автоматически';
/** An empty panel (001 §8). */
export const NO_DATA = 'Нет данных для отображения';
export const DECISION_ACTIONS = 'Решение по заявке';
