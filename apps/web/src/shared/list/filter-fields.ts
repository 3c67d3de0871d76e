import type { DictionaryItem } from '@autocredit/generated/api';

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
 * text: as typed; digits: digits only (maxLength); mask: PrimeReact InputMask; date: a calendar sent yyyy-MM-dd;
 * select / multiselect: a dictionary of the list answer (multi-values as a comma list); address: a line sent as the
 * JSON of an Address.
 */
export type FilterFieldKind = 'text' | 'digits' | 'mask' | 'date' | 'select' | 'multiselect' | 'address';

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
}

const field = (key: FilterKey, label: string, kind: FilterFieldKind, rest: Partial<FilterField> = {}): FilterField => ({
  key,
  label,
  kind,
  ...rest,
});

/** The shared filter of the deal and task lists with the masks of 000 §5. */
export const FILTER_FIELDS: Readonly<Record<FilterKey, FilterField>> = {
  id: field('id', 'ID заявки', 'digits', { maxLength: 12 }),
  surName: field('surName', 'Фамилия', 'text'),
  firstName: field('firstName', 'Имя', 'text'),
  middleName: field('middleName', 'Отчество', 'text'),
  birthday: field('birthday', 'Дата рождения', 'date'),
  passportSeries: field('passportSeries', 'Серия паспорта', 'mask', { mask: '9999' }),
  passportNumber: field('passportNumber', 'Номер паспорта', 'mask', { mask: '999999' }),
  phone: field('phone', 'Телефон', 'mask', { mask: '+7 (999) 999-99-99' }),
  address: field('address', 'Адрес', 'address'),
  status: field('status', 'Статус', 'multiselect', { dictionary: 'statuses' }),
  filterUsers: field('filterUsers', 'Сотрудники', 'multiselect', { dictionary: 'users' }),
  camundaId: field('camundaId', 'ID процесса', 'text'),
  partnerName: field('partnerName', 'Партнер', 'text'),
  createdFrom: field('createdFrom', 'Дата создания с', 'date'),
  createdTo: field('createdTo', 'Дата создания по', 'date'),
  businessLogic: field('businessLogic', 'Бизнес-логика', 'select', { dictionary: 'businessLogic' }),
  inn: field('inn', 'ИНН', 'digits', { maxLength: 12, lengths: [10, 12] }),
  lastDecisionFrom: field('lastDecisionFrom', 'Дата последнего решения с', 'date'),
  lastDecisionTo: field('lastDecisionTo', 'Дата последнего решения по', 'date'),
  creditProgram: field('creditProgram', 'Кредитная программа', 'select', { dictionary: 'programs' }),
  strategy: field('strategy', 'Стратегия', 'select', { dictionary: 'strategies' }),
  region: field('region', 'Регион', 'select', { dictionary: 'regions' }),
  salePointId: field('salePointId', 'Точка продаж', 'select', { dictionary: 'salePoints' }),
  underwritingStageStartedAt: field('underwritingStageStartedAt', 'Начало этапа андеррайтинга', 'date'),
};

export function filterFields(keys: readonly FilterKey[]): FilterField[] {
  return keys.map((key) => FILTER_FIELDS[key]);
}

/** The message of a value that is not complete or not valid (001 §5 'incomplete mask'). */
export const INCOMPLETE = 'Неверные данные!';

/** The phone as the API takes it: '+7' and 10 digits; a masked value in, '' when incomplete. */
export function phoneValue(masked: string): string {
  const digits = masked.replace(/\D/g, '');
  return digits.length === 11 ? `+${digits}` : '';
}

/** The error of a field's value, or null: incomplete masks and digits of a wrong length. */
export function fieldError(f: FilterField, value: string): string | null {
  if (!value) return null;
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

/** Every key of the shared filter, in the panel's order: the deal lists take them all (000 §3, §7). */
export const LIST_FILTER_KEYS = Object.keys(FILTER_FIELDS) as readonly FilterKey[];
