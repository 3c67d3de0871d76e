import { FILTER_FIELDS, type FilterField, type FilterKey } from '@/shared/list';

/** The shared filter's keys the report build takes (002 §7), without the status and the process id (002 §2). */
const SHARED_KEYS: readonly FilterKey[] = [
  'id',
  'surName',
  'firstName',
  'middleName',
  'birthday',
  'phone',
  'passportSeries',
  'passportNumber',
  'address',
  'createdFrom',
  'createdTo',
  'partnerName',
];

/** The filter drawer of the reports page: the list kit's fields plus a release-date range (002 §2). */
export const REPORT_FILTER_FIELDS: readonly FilterField[] = [
  ...SHARED_KEYS.map((key) => FILTER_FIELDS[key]),
  { key: 'releasedFrom', label: 'Дата выдачи с', kind: 'date', range: 'from' },
  { key: 'releasedTo', label: 'Дата выдачи по', kind: 'date', range: 'to' },
];

/** The applied filters the build takes (the URL may hold others: they are not sent). */
export function buildFilters(filters: Record<string, string>): Record<string, string> {
  const keys = new Set(REPORT_FILTER_FIELDS.map((f) => f.key));
  return Object.fromEntries(Object.entries(filters).filter(([key, value]) => keys.has(key) && value !== ''));
}
