const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Parses 'yyyy-MM-dd' as a local calendar date (no time-zone shift), anything else with Date;
 * null when empty or invalid.
 */
export function parseDate(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'string') {
    const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    if (day) return new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3]));
  }
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** dd.MM.yyyy ('' when empty or invalid). */
export function formatDate(value: string | number | Date | null | undefined): string {
  const date = parseDate(value);
  return date ? `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${date.getFullYear()}` : '';
}

/** dd.MM.yyyy HH:mm ('' when empty or invalid). */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  const date = parseDate(value);
  return date ? `${formatDate(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}` : '';
}

/** dd.MM.yyyy HH:mm:ss of a moment in unix seconds ('' when absent). */
export function formatUnixSeconds(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds)) return '';
  const date = new Date(seconds * 1000);
  return `${formatDateTime(date)}:${pad(date.getSeconds())}`;
}

/** The value form of a date: yyyy-MM-dd. */
export function toIsoDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
