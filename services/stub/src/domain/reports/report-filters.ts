import type { FieldError } from '@autocredit/generated/api';
import { parseFilter, parseMoment, type ListFilter, type TimeRange } from '../lists/filters';

/** The filters of a report build: the deal list's filter keys (000 §3) plus the release-date range (002 §7). */
export interface ReportQuery {
  id?: number;
  surName?: string;
  firstName?: string;
  middleName?: string;
  birthday?: string;
  passportSeries?: string;
  passportNumber?: string;
  phone?: string;
  camundaId?: string;
  partnerName?: string;
  address?: string;
  createdFrom?: string;
  createdTo?: string;
  releasedFrom?: string;
  releasedTo?: string;
}

/** The Russian name of each filter key in a report's `filtersAsText`, in the filter panel's order. */
const LABELS: Readonly<Record<keyof ReportQuery, string>> = {
  id: 'Номер заявки',
  surName: 'Фамилия',
  firstName: 'Имя',
  middleName: 'Отчество',
  birthday: 'Дата рождения',
  passportSeries: 'Серия паспорта',
  passportNumber: 'Номер паспорта',
  phone: 'Телефон',
  camundaId: 'ID процесса',
  partnerName: 'Партнер',
  address: 'Адрес',
  createdFrom: 'Дата создания с',
  createdTo: 'Дата создания по',
  releasedFrom: 'Дата выдачи с',
  releasedTo: 'Дата выдачи по',
};

/** The filters of a build, checked. */
export interface ReportFilter {
  list: ListFilter;
  /** Released within [from, to] (ms, inclusive). */
  released?: TimeRange;
}

const given = (value: unknown): boolean =>
  value !== undefined && value !== null && (typeof value !== 'string' || value.trim() !== '');

/** Only the report's keys, the empty ones left out (a query may carry others: they are not filters of a report). */
export function reportQueryOf(query: Record<string, unknown>): ReportQuery {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(LABELS)) if (given(query[key])) out[key] = query[key];
  return out as ReportQuery;
}

/** Whether any filter is set. */
export const hasFilter = (query: ReportQuery): boolean => Object.keys(reportQueryOf({ ...query })).length > 0;

/** Checks and converts the filters; field errors for values that are well-formed but wrong. */
export function parseReportFilter(
  query: ReportQuery,
): { filter: ReportFilter; errors?: undefined } | { errors: FieldError[]; filter?: undefined } {
  const { releasedFrom, releasedTo, ...listQuery } = query;
  const parsed = parseFilter(listQuery);
  const errors: FieldError[] = [...(parsed.errors ?? [])];
  let released: TimeRange | undefined;
  if (given(releasedFrom) || given(releasedTo)) {
    const lo = given(releasedFrom) ? parseMoment(releasedFrom!, false) : -Infinity;
    const hi = given(releasedTo) ? parseMoment(releasedTo!, true) : Infinity;
    if (lo === undefined) errors.push({ propertyPath: 'releasedFrom', message: 'Неверный формат значения' });
    if (hi === undefined) errors.push({ propertyPath: 'releasedTo', message: 'Неверный формат значения' });
    if (lo !== undefined && hi !== undefined) released = [lo, hi];
  }
  if (errors.length > 0 || !parsed.filter) return { errors };
  return { filter: { list: parsed.filter, ...(released && { released }) } };
}

/** `yyyy-MM-dd[ HH:mm:ss]` as the list shows dates: `dd.MM.yyyy[ HH:mm:ss]`. */
const shownMoment = (value: string) =>
  value.replace(/^(\d{4})-(\d{2})-(\d{2})/, (_, y: string, m: string, d: string) => `${d}.${m}.${y}`);

/** The address's `value` when it is a JSON address, else the text as given. */
function shownAddress(json: string): string {
  try {
    const value = (JSON.parse(json) as { value?: unknown }).value;
    return typeof value === 'string' ? value : json;
  } catch {
    return json;
  }
}

/** The filters as the reports list shows them: `Дата создания с: 01.11.2026; Дата создания по: 20.11.2026`. */
export function filtersAsText(query: ReportQuery): string {
  const parts: string[] = [];
  for (const [key, label] of Object.entries(LABELS) as [keyof ReportQuery, string][]) {
    const value = query[key];
    if (!given(value)) continue;
    const raw = String(value).trim();
    const shown =
      key === 'address'
        ? shownAddress(raw)
        : key === 'birthday' || key.endsWith('From') || key.endsWith('To')
          ? shownMoment(raw)
          : raw;
    parts.push(`${label}: ${shown}`);
  }
  return parts.join('; ');
}
