/** The engine's texts (002 §5, §8). */
export const REQUIRED = 'Это поле обязательно для заполнения';
export const SAVED = 'Успешно сохранено.';
export const SOMETHING_WRONG_STATUS = (status: number) => `Что-то пошло не так: Ошибка ${status}`;
export const NEXT = 'Далее';
export const SAVE = 'Сохранить';
/** Shown over a form whose first load failed. */
export const FORM_LOAD_FAILED = 'Не удалось загрузить форму';
