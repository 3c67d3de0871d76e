/** The error form (notify_about_error): the title over the server's message (002 §2, §8). */
export const ERROR_FORM_TITLE = 'Произошла ошибка!';
