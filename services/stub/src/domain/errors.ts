import type { FieldError } from '@autocredit/generated/api';

/** What went wrong, in the domain's words; the errors plugin turns each kind into an HTTP status. */
export type DomainErrorKind = 'invalid' | 'unauthorized' | 'forbidden' | 'not-found' | 'conflict';

/** A refusal of the domain: a rule was broken, a thing is missing or not allowed. Never a stub bug. */
export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    readonly fieldErrors: FieldError[] = [],
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const texts = {
  authRequired: 'Требуется авторизация',
  badCredentials: 'Неверное имя пользователя или пароль',
  passwordExpired: 'Необходима смена пароля',
  forbidden: 'Нет доступа',
  notFound: 'Не найдено',
} as const;
