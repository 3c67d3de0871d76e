import type { Comment, HolderContactType, SnapshotChangeSet } from '@autocredit/generated/api';

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

/** The title of the employer's block (and of its phones in 'Чаты'). */
export const EMPLOYER = 'Работодатель';

/** The type of an employer's contact: its phone type's title, the site as 'Сайт организации', else the code. */
export const employerContactType = (contact: { phoneTypeTitle?: string | null; contactType?: string | null }): string =>
  contact.phoneTypeTitle ??
  (contact.contactType === 'clientWorkSite' ? 'Сайт организации' : (contact.contactType ?? ''));

/** Whose contacts: a person of the deal or the employer (the `{role}Contact` of their comments, the snapshot paths). */
export type HolderKey = 'client' | 'spouse' | 'thirdFace' | 'employer';
export const HOLDER_KEYS: readonly HolderKey[] = ['client', 'spouse', 'thirdFace', 'employer'];
/** Whose contact a call chat is about: a holder's, or the deal's own ('Контакты сделки', comments `additionalDealContact`). */
export type ChatRole = HolderKey | 'additionalDeal';
/** The title of the deal's own contacts (001 §2.3 'Contacts of the deal'). */
export const DEAL_CONTACTS = 'Контакты сделки';

/** The last comment of a contact (the underwriters' last-comment column). */
export const lastComment = (comments: readonly Comment[] | undefined): Comment | null =>
  comments && comments.length > 0 ? comments[comments.length - 1]! : null;

/** The contact kinds that are phones (the call column, the call chat). */
export const PHONE_TYPES: ReadonlySet<string> = new Set(['mobilePhone', 'registrationPhone', 'actualPhone']);

/** Whether an employer's contact is a phone (the site is not): its check and phone actions. */
export const isEmployerPhone = (contact: { contactType?: string | null }): boolean =>
  contact.contactType !== 'clientWorkSite';

/** The change marker of a contact since the deal's previous snapshot (001 §2.3), none without changes to compare. */
export function holderContactMarker(
  contactId: number,
  changes: SnapshotChangeSet | undefined,
): 'added' | 'changed' | null {
  const has = (ids: readonly (number | string)[] | undefined) => !!ids?.some((id) => String(id) === String(contactId));
  if (has(changes?.added)) return 'added';
  if (has(changes?.changed)) return 'changed';
  return null;
}

/** How many of a holder's contacts were deleted since the previous snapshot (contact ids; a person's field path is not one). */
export const deletedContactCount = (changes: SnapshotChangeSet | undefined): number =>
  changes?.deleted.filter((id) => /^\d+$/.test(String(id))).length ?? 0;

/** The note under a holder's table (001 §2.3), the noun agreeing with the count. */
export { deletedContactsText } from '@/shared/lib/plural';

/** The comments popover's texts (001 §8). */
export const CONTACT_COMMENTS = 'Комментарии';
/** The check of a phone: its other deals (001 §2.3, §7 'Duplicate-search list'). */
export const CONTACT_CHECK = 'Проверить';
