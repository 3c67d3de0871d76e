/** The texts of the deal's comments (001 §8). */
export const COMMENT_SENT = 'Комментарий отправлен.';
export const COMMENTS_LOAD_FAILED = 'Не удалось получить комментарии';
export const COMMENT_SEND_FAILED = 'Не удалось отправить комментарий';
export const UNDERWRITER_COMMENTS = 'Комментарии андеррайтера';
export const COMMON_COMMENTS = 'Общие комментарии';
/** The comments step of an auditor, who sees no comments (001 §6): the empty panel's text (001 §8). */
export const NO_COMMENTS_FOR_AUDITORS = 'Нет данных для отображения';
