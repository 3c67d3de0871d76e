import { formatDateTime, parseDate } from '@/shared/lib/format-date';
import { plural } from '@/shared/lib/plural';

/** The texts of the history and decisions steps (001 §2.6, §8). */
export const EMPTY_PANEL = 'Нет данных для отображения';
export const HISTORY_LOAD_FAILED = 'Не удалось загрузить историю заявки';
export const DECISIONS_LOAD_FAILED = 'Не удалось загрузить решения';
export const RETRY = 'Повторить';
export const YES = 'Да';
export const NO = 'Нет';

/** 'Да' or 'Нет' ('' when unknown). */
export const yesNo = (value: boolean | null | undefined): string => (value == null ? '' : value ? YES : NO);

const pad = (n: number) => String(n).padStart(2, '0');

/** dd.MM.yyyy HH:mm:ss of a moment (001 §9; '' when absent or invalid). */
export function formatDateTimeSeconds(value: string | null | undefined): string {
  const date = parseDate(value);
  return date ? `${formatDateTime(date)}:${pad(date.getSeconds())}` : '';
}

const UNITS: readonly [number, readonly [string, string, string]][] = [
  [86_400, ['день', 'дня', 'дней']],
  [3_600, ['час', 'часа', 'часов']],
  [60, ['минута', 'минуты', 'минут']],
  [1, ['секунда', 'секунды', 'секунд']],
];

/**
 * A span of seconds in Russian with the plural forms (001 §9): its largest unit and the next one when not zero,
 * `1 час 5 минут`, `2 минуты 3 секунды`, `3 дня`, `0 секунд`; '' when absent.
 */
export function formatDuration(seconds: number | null | undefined): string {
  if (seconds == null || !Number.isFinite(seconds) || seconds < 0) return '';
  let rest = Math.round(seconds);
  const counts = UNITS.map(([size]) => {
    const count = Math.floor(rest / size);
    rest -= count * size;
    return count;
  });
  const first = counts.findIndex((count) => count > 0);
  if (first < 0) return `0 ${plural(0, UNITS[3]![1])}`;
  const text = (k: number) => `${counts[k]} ${plural(counts[k]!, UNITS[k]![1])}`;
  const next = first + 1 < counts.length && counts[first + 1]! > 0;
  return next ? `${text(first)} ${text(first + 1)}` : text(first);
}

const decimal = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 2 });

/** A number in the Russian format (`15,9`, `1 596`); '' when absent. */
export const formatNumber = (value: number | null | undefined): string =>
  value == null || !Number.isFinite(value) ? '' : decimal.format(value);

/** A percent in the Russian format (`15,9 %`); '' when absent. */
export const formatPercent = (value: number | null | undefined): string =>
  value == null || !Number.isFinite(value) ? '' : `${decimal.format(value)} %`;
