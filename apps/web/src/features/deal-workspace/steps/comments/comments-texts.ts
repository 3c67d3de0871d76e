/** The titles of the deal's comment threads (001 §8). */
export const UNDERWRITER_COMMENTS = 'Комментарии андеррайтера';
export const COMMON_COMMENTS = 'Общие комментарии';
/** The comments step of an auditor, who sees no comments (001 §6): the empty panel's text (001 §8). */
export const NO_COMMENTS_FOR_AUDITORS = 'Нет данных для отображения';
