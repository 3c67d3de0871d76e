import { plural } from './plural';

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
