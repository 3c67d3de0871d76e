/** What an empty list or panel shows (000 §8). */
export const EMPTY_LIST = 'Нет данных для отображения';
