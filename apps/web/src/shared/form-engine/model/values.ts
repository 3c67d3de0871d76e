import type { FormFieldChoice } from '@autocredit/generated/api';
import { plural } from '@/shared/lib/plural';

/** The value rules of the form widgets (002 §5). */

/** Choices as the server lists them; when every key is a number they are sorted numerically. */
export function sortedChoices(choices: readonly FormFieldChoice[] | undefined): FormFieldChoice[] {
  const list = [...(choices ?? [])];
  const numeric = list.length > 0 && list.every((choice) => /^-?\d+(\.\d+)?$/.test(choice.value.trim()));
  return numeric ? list.sort((a, b) => Number(a.value) - Number(b.value)) : list;
}

/** A checkbox is sent as '1' when checked, 'false' when not. */
export const checkboxValue = (checked: boolean): '1' | 'false' => (checked ? '1' : 'false');
export const isChecked = (value: unknown): boolean =>
  value === '1' || value === 1 || value === true || value === 'true';

/** Money is sent as a number, 0 when empty. */
export function moneyValue(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0;
  if (typeof value === 'string') {
    const number = Number(value.replace(/[\s\u00a0]/g, '').replace(',', '.'));
    return value.trim() !== '' && Number.isFinite(number) ? number : 0;
  }
  return 0;
}

/** The decimals of a number field: the given precision, else 2. */
export const precisionOf = (precision: number | undefined): number => precision ?? 2;

/**
 * The text of a number field as it is typed or pasted: digits with one decimal separator (a comma becomes a dot), a
 * minus first, at most `precision` decimals; other characters are dropped, never shifted into the number.
 */
export function typingNumber(raw: string, precision = 2): string {
  const text = raw.replace(/[\s\u00a0]/g, '').replace(/,/g, '.');
  const negative = text.startsWith('-');
  const [whole = '', ...rest] = text.replace(/[^\d.]/g, '').split('.');
  const decimals = rest.join('');
  let result = (negative ? '-' : '') + whole;
  if (precision > 0 && text.replace(/[^\d.]/g, '').includes('.')) result += `.${decimals.slice(0, precision)}`;
  return result;
}

/** A number field's value from its text: a number, or null when empty or unfinished ('-', '.'). */
export function numberValue(text: unknown): number | null {
  if (typeof text === 'number') return Number.isFinite(text) ? text : null;
  if (typeof text !== 'string') return null;
  const normalised = typingNumber(text, 6);
  if (!/\d/.test(normalised)) return null;
  const number = Number(normalised);
  return Number.isFinite(number) ? number : null;
}

/** The text of a number value (a dot as the server gives it, a comma is accepted as typed). */
export const numberText = (value: unknown): string =>
  typeof value === 'number' && Number.isFinite(value) ? String(value) : typeof value === 'string' ? value : '';

/** A name part with `ucfirst`: the first letter capitalised, the rest lowercased ('иВАНОВ' → 'Иванов'). */
export function ucfirst(text: string): string {
  return text ? text.charAt(0).toLocaleUpperCase('ru-RU') + text.slice(1).toLocaleLowerCase('ru-RU') : text;
}

/** A name part on leaving the field: its first letter capitalised, the rest left as typed ('петров-водкин' → 'Петров-водкин'). */
export function capitalised(text: string): string {
  const trimmed = text.trim();
  return trimmed ? trimmed.charAt(0).toLocaleUpperCase('ru-RU') + trimmed.slice(1) : trimmed;
}

/** Full years between a birth date 'yyyy-MM-dd' and today; null when it is not a date. */
export function fullYears(birthDate: unknown, today: Date = new Date()): number | null {
  const match = typeof birthDate === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthDate) : null;
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  let years = today.getFullYear() - year;
  if (today.getMonth() + 1 < month || (today.getMonth() + 1 === month && today.getDate() < day)) years -= 1;
  return years >= 0 ? years : null;
}

/** 'Полных N лет' with год/года/лет. */
export const ageLabel = (years: number): string => `Полных ${years} ${plural(years, ['год', 'года', 'лет'])}`;

/** Where the birth-date picker opens when the field is empty: 1 January 1980 (002 §5). */
export const BIRTH_DATE_PICKER_START = new Date(1980, 0, 1);

/** The date format of a field when it gives none (002 §3). */
export const DEFAULT_DATE_FORMAT = 'dd.MM.yyyy';

/** A 'yyyy-MM-dd' date written in a field's `format` (dd, MM, yyyy, yy); '' when it is not a date. */
export function formatDateAs(value: unknown, format: string = DEFAULT_DATE_FORMAT): string {
  const match = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})/.exec(value) : null;
  if (!match) return '';
  const [, year, month, day] = match as unknown as [string, string, string, string];
  return format.replace(/yyyy|yy|MM|dd/g, (token) =>
    token === 'yyyy' ? year : token === 'yy' ? year.slice(2) : token === 'MM' ? month : day,
  );
}
