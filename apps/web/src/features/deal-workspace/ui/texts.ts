/** The texts the steps and the pages share. */
export const EDIT = 'Редактировать';
export const SAVE = 'Сохранить';
/** The toolbar of a step with its own buttons (the release decision, the error form). */
export const DECISION_STEP_ACTIONS = 'Решение по задаче';
