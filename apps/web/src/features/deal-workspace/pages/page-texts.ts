/** The texts of the task page and the deal page (002 §2, §8; 001 §2.1). */
export { TASK_GONE } from '@/shared/tasks/task-texts';
export const FINISH_PREVIOUS_STEP = 'Завершите предыдущий шаг';
export const RETURN_TO_QUEUE = 'Возвратить в общую очередь';
export const TASK_LOAD_FAILED = 'Не удалось загрузить задачу';
/** Asked on the GOZ wizard before jumping to a step other than the next one or the fifth (002 §4). */
export const JUMP_CONFIRM = 'Вы действительно хотите перейти?';
export const JUMP_CONFIRM_DETAIL = 'Несохраненные данные будут потеряны.';
export const DEAL_LOAD_FAILED = 'Не удалось загрузить заявку';
/** A step of the deal page whose screen is not built yet: its title and this. */
export const STEP_NOT_YET = 'Этот шаг пока недоступен на странице заявки';
