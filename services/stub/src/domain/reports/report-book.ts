import { createHash } from 'node:crypto';
import type { Privilege, Report, ReportType, Role } from '@autocredit/generated/api';
import { DomainError } from '../errors';
import { array, nullableNumber, number, object, string } from '../store/snapshot-shape';
import { isoAt } from '../world/time';
import type { Viewer } from '../lists/scope';
import type { ReportQuery } from './report-filters';
import { REPORT_KINDS, REPORT_TYPES, type ReportFormat } from './report-types';

/** The build status of a report; only a complete one can be downloaded (002 §3). */
export type ReportStatus = 'new' | 'in_progress' | 'complete' | 'error';

export const STATUS_TITLES: Readonly<Record<ReportStatus, string>> = {
  new: 'В очереди',
  in_progress: 'Формируется',
  complete: 'Сформирован',
  error: 'Ошибка формирования',
};

export const reportTexts = {
  notFound: 'Отчет не найден',
  notComplete: 'Отчет еще не сформирован',
  /** The message of a failed build (its event's `error`, unless a fault gives its own). */
  failed: 'Не удалось сформировать отчет',
  /** A build the stub's restart (or a reset) cut short. */
  interrupted: 'Формирование отчета прервано',
} as const;

/** A report ordered by a user: what it was built over and how the build went. */
export interface ReportRecord {
  id: number;
  hash: string;
  type: ReportType;
  title: string;
  format: ReportFormat;
  /** Ms since the epoch. */
  createdAt: number;
  status: ReportStatus;
  /** Who ordered it (the rows are those they see). */
  viewer: { id: number; roles: Role[]; privileges: Privilege[] };
  userName: string;
  query: ReportQuery;
  filtersAsText: string;
  /** How many rows it holds, when built. */
  rows: number | null;
  /** How long the build took, ms, when built. */
  buildMs: number | null;
  error: string | null;
  /** A fault injected through the control surface: the build fails (with this message) instead of completing. */
  failWith: string | null;
}

interface ReportState {
  next: number;
  reports: ReportRecord[];
}

/** How many built files are kept in memory (the older ones are built again from their filters when downloaded). */
export const KEPT_FILES = 20;

/**
 * The reports of the users (002 §2 'Reports page', §3, §7): their records (kept in the state file) and the built
 * files (in memory, the newest few). The build itself is the job's (build-job.ts).
 */
export class ReportBook {
  private state: ReportState = { next: 1, reports: [] };
  private readonly files = new Map<string, Buffer>();

  constructor(
    private readonly seed: number,
    private readonly now: () => number,
  ) {}

  /** Records a new report of the user; it waits for its build. */
  order(
    type: ReportType,
    viewer: Viewer,
    userName: string,
    query: ReportQuery,
    filtersAsText: string,
    failWith: string | null = null,
  ): ReportRecord {
    const kind = REPORT_KINDS[type];
    const id = this.state.next++;
    const createdAt = this.now();
    const record: ReportRecord = {
      id,
      hash: createHash('md5').update(`${this.seed}:${id}:${createdAt}:${type}`).digest('hex'),
      type,
      title: kind.title,
      format: kind.format,
      createdAt,
      status: 'new',
      viewer: { id: viewer.id, roles: [...viewer.roles], privileges: [...viewer.privileges] },
      userName,
      query: { ...query },
      filtersAsText,
      rows: null,
      buildMs: null,
      error: null,
      failWith,
    };
    this.state.reports.push(record);
    return record;
  }

  /** The report of this hash, whoever ordered it; undefined when there is none (or it was reset away). */
  get(hash: string): ReportRecord | undefined {
    return this.state.reports.find((r) => r.hash === hash);
  }

  /** The report as long as it is still the one recorded (a reset or a restore replaces the records). */
  current(record: ReportRecord): boolean {
    return this.get(record.hash) === record;
  }

  started(record: ReportRecord): void {
    record.status = 'in_progress';
  }

  completed(record: ReportRecord, bytes: Buffer, rows: number, buildMs: number): void {
    record.status = 'complete';
    record.rows = rows;
    record.buildMs = buildMs;
    this.keep(record.hash, bytes);
  }

  failed(record: ReportRecord, error: string): void {
    record.status = 'error';
    record.error = error;
  }

  private keep(hash: string, bytes: Buffer): void {
    this.files.delete(hash);
    this.files.set(hash, bytes);
    while (this.files.size > KEPT_FILES) this.files.delete(this.files.keys().next().value!);
  }

  /** The kept file of a complete report; undefined when it has to be built again. */
  file(record: ReportRecord): Buffer | undefined {
    const bytes = this.files.get(record.hash);
    if (bytes) this.keep(record.hash, bytes);
    return bytes;
  }

  /** A file built again (a complete report's, after a restart). */
  rebuilt(record: ReportRecord, bytes: Buffer): void {
    this.keep(record.hash, bytes);
  }

  /** The report the user may download: 404 when none is theirs, 400 while it is not complete. */
  downloadable(viewer: Viewer, hash: string): ReportRecord {
    const record = this.get(hash);
    if (!record || record.viewer.id !== viewer.id) throw new DomainError('not-found', reportTexts.notFound);
    if (record.status !== 'complete') throw new DomainError('invalid', reportTexts.notComplete);
    return record;
  }

  /** The user's reports, newest first, one page. */
  list(viewer: Viewer, page: number, perPage: number): { items: Report[]; count: number } {
    const mine = this.state.reports.filter((r) => r.viewer.id === viewer.id);
    const items = mine
      .slice()
      .reverse()
      .slice((page - 1) * perPage, page * perPage)
      .map((r): Report => ({
        id: r.id,
        hash: r.hash,
        reportTitle: r.title,
        createdAt: isoAt(r.createdAt),
        status: r.status,
        statusTitle: STATUS_TITLES[r.status],
        userName: r.userName,
        filtersAsText: r.filtersAsText,
        typeFormat: r.format,
      }));
    return { items, count: mine.length };
  }

  snapshot(): ReportState {
    return structuredClone(this.state);
  }

  /**
   * Takes the records of a snapshot (checked first). A build that was under way when the snapshot was taken is not
   * running any more: it is recorded as failed. The files of complete reports are built again when downloaded.
   */
  restore(snapshot: unknown): void {
    const s = object(snapshot, 'reports');
    const next = number(s.next, 'reports.next');
    const reports = array(s.reports, 'reports.reports').map((value, i) =>
      checkedRecord(value, `reports.reports[${i}]`),
    );
    for (const r of reports) {
      if (r.status === 'new' || r.status === 'in_progress') {
        r.status = 'error';
        r.error = reportTexts.interrupted;
      }
    }
    this.state = { next, reports };
    this.files.clear();
  }
}

const STATUSES: readonly ReportStatus[] = ['new', 'in_progress', 'complete', 'error'];

function checkedRecord(value: unknown, what: string): ReportRecord {
  const r = object(value, what);
  const type = string(r.type, `${what}.type`) as ReportType;
  if (!REPORT_TYPES.includes(type)) throw new Error(`${what}.type is not a report type`);
  const status = string(r.status, `${what}.status`) as ReportStatus;
  if (!STATUSES.includes(status)) throw new Error(`${what}.status is not a report status`);
  const viewer = object(r.viewer, `${what}.viewer`);
  const format = string(r.format, `${what}.format`);
  if (format !== 'xlsx' && format !== 'csv') throw new Error(`${what}.format is not a report format`);
  const textOrNull = (v: unknown, name: string) => (v === null ? null : string(v, `${what}.${name}`));
  return {
    id: number(r.id, `${what}.id`),
    hash: string(r.hash, `${what}.hash`),
    type,
    title: string(r.title, `${what}.title`),
    format,
    createdAt: number(r.createdAt, `${what}.createdAt`),
    status,
    viewer: {
      id: number(viewer.id, `${what}.viewer.id`),
      roles: array(viewer.roles, `${what}.viewer.roles`).map((x) => string(x, `${what}.viewer.roles[]`) as Role),
      privileges: array(viewer.privileges, `${what}.viewer.privileges`).map(
        (x) => string(x, `${what}.viewer.privileges[]`) as Privilege,
      ),
    },
    userName: string(r.userName, `${what}.userName`),
    query: object(r.query, `${what}.query`) as ReportQuery,
    filtersAsText: string(r.filtersAsText, `${what}.filtersAsText`),
    rows: nullableNumber(r.rows, `${what}.rows`),
    buildMs: nullableNumber(r.buildMs, `${what}.buildMs`),
    error: textOrNull(r.error, 'error'),
    failWith: textOrNull(r.failWith, 'failWith'),
  };
}
