import type { FieldError } from '@autocredit/generated/api';
import { searchForm } from '../world/columns';
import { STATUS_INDEX } from '../world/seed/catalog-deals';
import { DAY, HOUR, dateToDay, moscowDayStart } from '../world/time';
import { normaliseAddress } from './hash';

/** The filter keys of the lists as the contract names them (000 §3, §7; components/parameters.yaml). */
export interface ListQuery {
  id?: number;
  surName?: string;
  firstName?: string;
  middleName?: string;
  birthday?: string;
  passportSeries?: string;
  passportNumber?: string;
  phone?: string;
  status?: string;
  camundaId?: string;
  partnerName?: string;
  address?: string;
  createdFrom?: string;
  createdTo?: string;
  filterUsers?: string;
  businessLogic?: string;
  inn?: string;
  lastDecisionFrom?: string;
  lastDecisionTo?: string;
  creditProgram?: number;
  strategy?: number;
  region?: string;
  salePointId?: number;
  underwritingStageStartedAt?: string;
  excludeDealId?: number;
  group?: 'dealBorrower';
  'taskStatuses[]'?: ('task_claim' | 'task_unclaim' | 'task_create')[];
  needAssignee?: boolean;
  isFree?: boolean;
}

/** [from, to], inclusive, in milliseconds. */
export type TimeRange = [number, number];

/** A list query, checked and in the form the indexes take. */
export interface ListFilter {
  dealId?: number;
  /** Name prefixes in search form. */
  surname?: string;
  firstName?: string;
  middleName?: string;
  /** Days since the epoch. */
  birthday?: number;
  passportSeries?: number;
  passportNumber?: number;
  /** The ten digits after +7. */
  phone?: number;
  /** Only the borrower's own phones (`group=dealBorrower`). */
  borrowerPhonesOnly: boolean;
  /** Indexes of STATUSES. */
  statuses?: number[];
  processId?: string;
  partnerName?: string;
  /** The address line in search form. */
  address?: string;
  created?: TimeRange;
  /** Staff ids. */
  users?: number[];
  businessLogic?: string;
  inn?: string;
  lastDecision?: TimeRange;
  creditProgram?: number;
  strategy?: number;
  region?: string;
  salePointId?: number;
  underwriting?: TimeRange;
  excludeDealId?: number;
  taskStatuses?: ReadonlySet<'task_claim' | 'task_unclaim' | 'task_create'>;
  needAssignee?: boolean;
  isFree?: boolean;
}

export type ParsedFilter = { filter: ListFilter; errors?: undefined } | { errors: FieldError[]; filter?: undefined };

const BAD_FORMAT = 'Неверный формат значения';
const BAD_CHOICE = 'Выбранное значение недопустимо';

const given = (value: string | undefined): value is string => value !== undefined && value.trim() !== '';

/**
 * A moment of a filter: `yyyy-MM-dd HH:mm:ss` is already in UTC (the browser shifts it by its offset, 002 §5);
 * `yyyy-MM-dd` is a day of Moscow time, from its start (`end`: to its end).
 */
export function parseMoment(text: string, end: boolean): number | undefined {
  const m = /^(\d{4}-\d{2}-\d{2})(?: (\d{2}):(\d{2}):(\d{2}))?$/.exec(text.trim());
  if (!m) return undefined;
  const day = dateToDay(m[1]!);
  if (day === undefined) return undefined;
  if (m[2] === undefined) return end ? moscowDayStart(day) + DAY - 1 : moscowDayStart(day);
  const [h, mi, s] = [Number(m[2]), Number(m[3]), Number(m[4])];
  if (h > 23 || mi > 59 || s > 59) return undefined;
  const ms = day * DAY + h * HOUR + mi * 60_000 + s * 1000;
  return end ? ms + 999 : ms;
}

/** Checks and converts the filter keys; field errors for values that are well-formed but wrong. */
export function parseFilter(query: ListQuery): ParsedFilter {
  const errors: FieldError[] = [];
  const error = (propertyPath: string, message = BAD_FORMAT) => errors.push({ propertyPath, message });
  const filter: ListFilter = { borrowerPhonesOnly: query.group === 'dealBorrower' };

  if (query.id !== undefined) filter.dealId = query.id;
  if (given(query.surName)) filter.surname = searchForm(query.surName);
  if (given(query.firstName)) filter.firstName = searchForm(query.firstName);
  if (given(query.middleName)) filter.middleName = searchForm(query.middleName);
  if (given(query.birthday)) {
    const day = dateToDay(query.birthday.trim());
    if (day === undefined) error('birthday');
    else filter.birthday = day;
  }
  if (given(query.passportSeries)) filter.passportSeries = Number(query.passportSeries);
  if (given(query.passportNumber)) filter.passportNumber = Number(query.passportNumber);
  if (given(query.phone)) filter.phone = Number(query.phone.replace(/^\+7/, ''));
  if (given(query.status)) {
    const codes = query.status.split(',').map((s) => s.trim());
    const unknown = codes.filter((code) => !(code in STATUS_INDEX));
    if (unknown.length > 0) error('status', BAD_CHOICE);
    else filter.statuses = [...new Set(codes.map((code) => STATUS_INDEX[code as keyof typeof STATUS_INDEX]))];
  }
  if (given(query.camundaId)) filter.processId = query.camundaId.trim().toLowerCase();
  if (given(query.partnerName)) filter.partnerName = searchForm(query.partnerName);
  if (given(query.address)) {
    const value = addressValue(query.address);
    if (value === undefined) error('address');
    else if (value !== '') filter.address = value;
  }
  const range = (fromKey: keyof ListQuery, toKey: keyof ListQuery): TimeRange | undefined => {
    const from = query[fromKey] as string | undefined;
    const to = query[toKey] as string | undefined;
    if (!given(from) && !given(to)) return undefined;
    const lo = given(from) ? parseMoment(from, false) : -Infinity;
    const hi = given(to) ? parseMoment(to, true) : Infinity;
    if (lo === undefined) error(fromKey);
    if (hi === undefined) error(toKey);
    return lo === undefined || hi === undefined ? undefined : [lo, hi];
  };
  const created = range('createdFrom', 'createdTo');
  if (created) filter.created = created;
  const lastDecision = range('lastDecisionFrom', 'lastDecisionTo');
  if (lastDecision) filter.lastDecision = lastDecision;
  if (given(query.underwritingStageStartedAt)) {
    const text = query.underwritingStageStartedAt.trim();
    const from = parseMoment(text, false);
    if (from === undefined) error('underwritingStageStartedAt');
    else filter.underwriting = text.length === 10 ? [from, parseMoment(text, true)!] : [from, Infinity];
  }
  if (given(query.filterUsers)) filter.users = [...new Set(query.filterUsers.split(',').map(Number))];
  if (given(query.businessLogic)) filter.businessLogic = query.businessLogic.trim();
  if (given(query.inn)) filter.inn = query.inn.trim();
  if (query.creditProgram !== undefined) filter.creditProgram = query.creditProgram;
  if (query.strategy !== undefined) filter.strategy = query.strategy;
  if (given(query.region)) filter.region = query.region.trim();
  if (query.salePointId !== undefined) filter.salePointId = query.salePointId;
  if (query.excludeDealId !== undefined) filter.excludeDealId = query.excludeDealId;
  const statuses = query['taskStatuses[]'];
  if (statuses && statuses.length > 0) filter.taskStatuses = new Set(statuses);
  if (query.needAssignee !== undefined) filter.needAssignee = query.needAssignee;
  if (query.isFree !== undefined) filter.isFree = query.isFree;
  return errors.length > 0 ? { errors } : { filter };
}

/** The `value` of the JSON address (in search form), '' when it has none; undefined when it is not an address. */
function addressValue(json: string): string | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return undefined;
  const value = (parsed as { value?: unknown }).value;
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') return undefined;
  return normaliseAddress(value);
}
