import { formatDateTime, parseDate } from '@/shared/lib/format-date';

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

/** A span of seconds in words: the shared rule (also the pledge view's history). */
export { formatDuration } from '@/shared/lib/format-duration';

const decimal = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 2 });

/** A number in the Russian format (`15,9`, `1 596`); '' when absent. */
export const formatNumber = (value: number | null | undefined): string =>
  value == null || !Number.isFinite(value) ? '' : decimal.format(value);

/** A percent in the Russian format (`15,9 %`); '' when absent. */
export const formatPercent = (value: number | null | undefined): string =>
  value == null || !Number.isFinite(value) ? '' : `${decimal.format(value)} %`;
