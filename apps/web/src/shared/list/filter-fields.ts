import type { DictionaryItem } from '@autocredit/generated/api';
import { PHONE_MASK, formatPhone, phoneDigits, phoneValue } from '@/shared/ui/inputs/phone';
import { isBlankTypedDate, parseTypedDate, typedDate } from '@/shared/ui/inputs/typed-date';

export { phoneValue };

/** The keys of the shared list filter (000 §3) as the list operations take them. */
export type FilterKey =
  | 'id'
  | 'surName'
  | 'firstName'
  | 'middleName'
  | 'birthday'
  | 'passportSeries'
  | 'passportNumber'
  | 'phone'
  | 'address'
  | 'status'
  | 'filterUsers'
  | 'camundaId'
  | 'partnerName'
  | 'createdFrom'
  | 'createdTo'
  | 'businessLogic'
  | 'inn'
  | 'lastDecisionFrom'
  | 'lastDecisionTo'
  | 'creditProgram'
  | 'strategy'
  | 'region'
  | 'salePointId'
  | 'underwritingStageStartedAt';

/**
 * text: as typed; digits: digits only (maxLength); mask: PrimeReact InputMask; phone: the phone mask that takes a
 * pasted phone in any common form, sent '+7' and 10 digits; date: typed dd.MM.yyyy (or picked in a calendar), sent
 * yyyy-MM-dd; select / multiselect: a dictionary of the list answer (multi-values as a comma list); address: a line
 * sent as the JSON of an Address; vin: the letters and digits a VIN may have (no I, O, Q), upper-cased.
 */
export type FilterFieldKind =
  'text' | 'digits' | 'mask' | 'phone' | 'date' | 'select' | 'multiselect' | 'address' | 'vin';

/** What a VIN field keeps of what was typed: its letters (no I, O, Q) and digits, upper-cased. */
export const vinText = (value: string): string => value.toUpperCase().replace(/[^A-HJ-NPR-Z0-9]/g, '');

/** The dictionaries of a list answer's `filter` (DealListFilter / TaskListFilter). */
export type FilterDictionaries = Partial<
  Record<
    'statuses' | 'users' | 'businessLogic' | 'programs' | 'strategies' | 'regions' | 'salePoints',
    DictionaryItem[]
  >
>;

export interface FilterField {
  /** The API query key. */
  key: string;
  label: string;
  kind: FilterFieldKind;
  mask?: string;
  maxLength?: number;
  /** Lengths a digits field may have (INN: 10 or 12). */
  lengths?: readonly number[];
  dictionary?: keyof FilterDictionaries;
  /** The start or the end of a range: the drawer shows the two side by side ('с' on the left, 'по' on the right). */
  range?: 'from' | 'to';
  /** Takes the whole width of the drawer (the address). */
  wide?: boolean;
}

const field = (key: FilterKey, label: string, kind: FilterFieldKind, rest: Partial<FilterField> = {}): FilterField => ({
  key,
  label,
  kind,
  ...rest,
});

/**
 * The shared filter of the deal and task lists with the masks of 000 §5, in the drawer's order: the client (name,
 * birthday, phone, passport), the address across, the date ranges side by side, then the deal's own keys. The INN
 * (underwriters only) comes last, so that the pairs stay side by side for everyone.
 */
export const FILTER_FIELDS: Readonly<Record<FilterKey, FilterField>> = {
  id: field('id', 'ID заявки', 'digits', { maxLength: 12 }),
  surName: field('surName', 'Фамилия', 'text'),
  firstName: field('firstName', 'Имя', 'text'),
  middleName: field('middleName', 'Отчество', 'text'),
  birthday: field('birthday', 'Дата рождения', 'date'),
  phone: field('phone', 'Телефон', 'phone', { mask: PHONE_MASK }),
  passportSeries: field('passportSeries', 'Серия паспорта', 'mask', { mask: '9999' }),
  passportNumber: field('passportNumber', 'Номер паспорта', 'mask', { mask: '999999' }),
  address: field('address', 'Адрес', 'address', { wide: true }),
  createdFrom: field('createdFrom', 'Дата создания с', 'date', { range: 'from' }),
  createdTo: field('createdTo', 'Дата создания по', 'date', { range: 'to' }),
  lastDecisionFrom: field('lastDecisionFrom', 'Дата последнего решения с', 'date', { range: 'from' }),
  lastDecisionTo: field('lastDecisionTo', 'Дата последнего решения по', 'date', { range: 'to' }),
  status: field('status', 'Статус', 'multiselect', { dictionary: 'statuses' }),
  filterUsers: field('filterUsers', 'Сотрудники', 'multiselect', { dictionary: 'users' }),
  underwritingStageStartedAt: field('underwritingStageStartedAt', 'Начало этапа андеррайтинга', 'date'),
  camundaId: field('camundaId', 'ID процесса', 'text'),
  partnerName: field('partnerName', 'Партнер', 'text'),
  businessLogic: field('businessLogic', 'Бизнес-логика', 'select', { dictionary: 'businessLogic' }),
  creditProgram: field('creditProgram', 'Кредитная программа', 'select', { dictionary: 'programs' }),
  strategy: field('strategy', 'Стратегия', 'select', { dictionary: 'strategies' }),
  region: field('region', 'Регион', 'select', { dictionary: 'regions' }),
  salePointId: field('salePointId', 'Точка продаж', 'select', { dictionary: 'salePoints' }),
  inn: field('inn', 'ИНН', 'digits', { maxLength: 12, lengths: [10, 12] }),
};

export function filterFields(keys: readonly FilterKey[]): FilterField[] {
  return keys.map((key) => FILTER_FIELDS[key]);
}

/** The message of a value that is not complete or not valid (001 §5 'incomplete mask'). */
export const INCOMPLETE = 'Неверные данные!';

/** The error of a field's value, or null: incomplete masks and dates, digits of a wrong length. */
export function fieldError(f: FilterField, value: string): string | null {
  if (!value) return null;
  if (f.kind === 'date') return isBlankTypedDate(value) || parseTypedDate(value) ? null : INCOMPLETE;
  if (f.kind === 'phone') return phoneDigits(value).length === 10 ? null : INCOMPLETE;
  if (f.kind === 'mask') {
    if (value.includes('_')) return INCOMPLETE;
    const needed = (f.mask ?? '').replace(/[^9]/g, '').length;
    if (value.replace(/\D/g, '').length < needed) return INCOMPLETE;
  }
  if (f.kind === 'digits' && f.lengths && !f.lengths.includes(value.length)) return INCOMPLETE;
  return null;
}

/** The address filter's text of its URL value (the JSON of an Address) and back. */
export function addressText(value: string | undefined): string {
  if (!value) return '';
  try {
    const parsed: unknown = JSON.parse(value);
    return typeof parsed === 'object' && parsed !== null && typeof (parsed as { value?: unknown }).value === 'string'
      ? (parsed as { value: string }).value
      : '';
  } catch {
    return '';
  }
}
export const addressValue = (text: string): string => (text.trim() ? JSON.stringify({ value: text.trim() }) : '');

/** What a field's input shows for an applied value (from the URL). */
export function formValueOf(f: FilterField, value: string | undefined): string {
  if (!value) return '';
  if (f.kind === 'address') return addressText(value);
  if (f.kind === 'phone') return formatPhone(phoneDigits(value));
  if (f.kind === 'date') return typedDate(value) || value;
  return value;
}

/** The applied value of what a field's input shows ('' for nothing); call it on values `fieldError` accepts. */
export function appliedValueOf(f: FilterField, text: string): string {
  const v = text.trim();
  if (!v) return '';
  if (f.kind === 'address') return addressValue(v);
  if (f.kind === 'phone') return phoneValue(v);
  if (f.kind === 'date') return isBlankTypedDate(v) ? '' : (parseTypedDate(v) ?? '');
  return v;
}

/** Every key of the shared filter, in the panel's order: the deal lists take them all (000 §3, §7). */
export const LIST_FILTER_KEYS = Object.keys(FILTER_FIELDS) as readonly FilterKey[];
