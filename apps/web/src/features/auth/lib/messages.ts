/** Texts of 000 §5 and §8 for the sign-in forms. */
export const REQUIRED = 'Пожалуйста, заполните это поле.';
export const NO_ACCESS = 'Нет доступа';
export const CONNECTION_FAILURE = 'Неполадки подключения. Попробуйте позже.';
export const PASSWORD_MUST_CHANGE = 'Необходимо сменить пароль';
export const PASSWORD_CHANGED = 'Пароль успешно изменен';
