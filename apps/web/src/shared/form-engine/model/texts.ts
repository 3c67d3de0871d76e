/** The engine's texts (002 §5, §8). */
export const REQUIRED = 'Это поле обязательно для заполнения';
export const SAVED = 'Успешно сохранено.';
/** A form with the car that could not be saved (002 §8 'car save failure'). */
export const CAR_SAVE_FAILED = 'Ошибка сохранения данных';
export const SOMETHING_WRONG_STATUS = (status: number) => `Что-то пошло не так: Ошибка ${status}`;
export const NEXT = 'Далее';
export const SAVE = 'Сохранить';
/** Shown over a form whose first load failed. */
export const FORM_LOAD_FAILED = 'Не удалось загрузить форму';
