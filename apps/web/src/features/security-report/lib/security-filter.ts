import { FILTER_FIELDS, type FilterField } from '@/shared/list';

/** The filter of the security report (000 §2.9): id, last, first and middle name, birthday, created from/to. */
export const SECURITY_FILTER_FIELDS: readonly FilterField[] = [
  { key: 'id', label: 'ID', kind: 'digits', maxLength: 12 },
  { key: 'lastName', label: 'Фамилия', kind: 'text' },
  FILTER_FIELDS.firstName,
  FILTER_FIELDS.middleName,
  FILTER_FIELDS.birthday,
  FILTER_FIELDS.createdFrom,
  FILTER_FIELDS.createdTo,
];
