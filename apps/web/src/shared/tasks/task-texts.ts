/** The texts every task page shares (002 §8). */

/** A task load that answers 404: the task is closed. */
export const TASK_GONE = 'Задача завершена и более недоступна.';
