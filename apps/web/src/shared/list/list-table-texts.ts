/** What an empty list or panel shows (000 §8). */
export const EMPTY_LIST = 'Нет данных для отображения';
/** What a list shows when its first load failed (000 §8: the failure is only logged; the list claims no emptiness). */
export const LIST_LOAD_FAILED = 'Не удалось загрузить список';
/** The accessible name of a list's loading state and progress bar. */
export const LIST_LOADING = 'Загрузка списка';
