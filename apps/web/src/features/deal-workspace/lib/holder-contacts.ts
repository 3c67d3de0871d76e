import type { Comment, HolderContactType } from '@autocredit/generated/api';

/** The Russian titles of a person's contact kinds (001 §3). */
export const HOLDER_CONTACT_TYPES: Readonly<Record<HolderContactType, string>> = {
  mobilePhone: 'Мобильный телефон',
  registrationPhone: 'Телефон по адресу регистрации',
  actualPhone: 'Телефон по фактическому адресу',
  email: 'E-mail',
  socialNetwork: 'Социальная сеть',
};

/** The title of a contact kind; an unknown one as it came. */
export const holderContactType = (type: string): string => HOLDER_CONTACT_TYPES[type as HolderContactType] ?? type;

/** The people of a deal's contacts, in the step's order, with their titles. */
export const HOLDERS = [
  ['client', 'Клиент'],
  ['spouse', 'Супруг(а)'],
  ['thirdFace', 'Третье лицо'],
] as const;

/** The last comment of a contact (the underwriters' last-comment column). */
export const lastComment = (comments: readonly Comment[] | undefined): Comment | null =>
  comments && comments.length > 0 ? comments[comments.length - 1]! : null;

/** The contact kinds that are phones (the call column, the call chat). */
export const PHONE_TYPES: ReadonlySet<string> = new Set(['mobilePhone', 'registrationPhone', 'actualPhone']);
