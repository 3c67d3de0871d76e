/** The states of an autocomplete (002 §5, §8, §9). */
export const SUGGEST_MIN_CHARS = 3;
export const SUGGEST_TOO_SHORT = 'Введите не менее трех символов';
export const SUGGEST_WAIT = 'Пожайлуйста подождите';
export const SUGGEST_EMPTY = 'Нет данных';
/** An HTTP error of a suggestion call; without a status (no answer) the failure is only logged. */
export const suggestFailed = (status: number) => `Что-то пошло не так: ошибка ${status}`;
