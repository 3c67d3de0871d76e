import type { Lists } from '../lists/lists';
import type { Viewer } from '../lists/scope';
import type { World } from '../world/world';
import type { Cell } from './columns';
import { reportTexts, type ReportBook, type ReportRecord } from './report-book';
import { parseReportFilter, type ReportFilter, type ReportQuery } from './report-filters';
import { REPORT_KINDS, releasedAt } from './report-types';
import type { GetReportEvent, ReportType } from '@autocredit/generated/api';
import { csvWriter, xlsxWorkerWriter, xlsxWriter } from './writers';

/** What a build reads: the world, its lists (the filters' indexes) and the clock. */
export interface BuildContext {
  world: World;
  lists: Lists;
  now: () => number;
}

export interface BuildOptions {
  /**
   * How long the build works before it lets other work run (a `setImmediate` turn), ms: the requests that come in
   * meanwhile wait at most about this long.
   */
  sliceMs?: number;
  /** Whether to go on (false: a reset or the stub's close took the report away; the build stops). */
  alive?: () => boolean;
  /** Whether an XLSX is written by a worker thread (default: from WORKER_DEALS deals). */
  worker?: boolean;
}

export interface BuiltReport {
  bytes: Buffer;
  rows: number;
  buildMs: number;
}

/** The build stopped because its report is gone. */
export class BuildCancelled extends Error {
  constructor() {
    super('the report build was cancelled');
    this.name = 'BuildCancelled';
  }
}

const DEFAULT_SLICE_MS = 4;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The deals a report reads: those of the deal list that pass the filters (the viewer's scope too), newest first. */
function reportDeals(ctx: BuildContext, viewer: Viewer, query: ReportQuery): { deals: number[]; filter: ReportFilter } {
  const parsed = parseReportFilter(query);
  if (!parsed.filter) throw new Error('the filters of a report were checked when it was ordered');
  return { deals: ctx.lists.dealRows(viewer, parsed.filter.list), filter: parsed.filter };
}

/** The rows of a report over these deals: those released within the release-date range, each giving its rows. */
function* rowsOf(
  ctx: BuildContext,
  type: ReportType,
  deals: readonly number[],
  filter: ReportFilter,
): Generator<Cell[]> {
  const { released } = filter;
  const kind = REPORT_KINDS[type];
  const rowContext = { world: ctx.world, now: ctx.now() };
  for (const d of deals) {
    if (released) {
      const at = releasedAt(ctx.world, d);
      if (at === null || at < released[0] || at > released[1]) continue;
    }
    yield* kind.rows(rowContext, d);
  }
}

/** The rows of a report, in the order of the deal list (newest first). */
export function reportRows(ctx: BuildContext, type: ReportType, viewer: Viewer, query: ReportQuery): Generator<Cell[]> {
  const { deals, filter } = reportDeals(ctx, viewer, query);
  return rowsOf(ctx, type, deals, filter);
}

/**
 * From how many deals an XLSX is written by a worker thread: below it, the worker's start (exceljs loaded in a new
 * thread, about half a second) costs more than writing the rows here in slices.
 */
export const WORKER_DEALS = 5000;

/**
 * Builds the file of a report in the background: the rows are read in time slices (`sliceMs`), and between slices the
 * event loop serves the other requests; an XLSX is written by a worker thread as the rows come (exceljs' streaming
 * writer, zipped as it goes: the rows are never all kept), which the reading waits for when it is ahead.
 */
export async function buildReportFile(
  ctx: BuildContext,
  type: ReportType,
  viewer: Viewer,
  query: ReportQuery,
  options: BuildOptions = {},
): Promise<BuiltReport> {
  const started = performance.now();
  const sliceMs = options.sliceMs ?? DEFAULT_SLICE_MS;
  const kind = REPORT_KINDS[type];
  const { deals, filter } = reportDeals(ctx, viewer, query);
  const inWorker = options.worker ?? deals.length >= WORKER_DEALS;
  const writer =
    kind.format === 'csv'
      ? csvWriter(kind.columns)
      : inWorker
        ? xlsxWorkerWriter(kind.columns)
        : xlsxWriter(kind.columns);
  let rows = 0;
  let sliceStart = performance.now();
  try {
    for (const cells of rowsOf(ctx, type, deals, filter)) {
      const wait = writer.addRow(cells);
      rows++;
      if (wait || ((rows & 63) === 0 && performance.now() - sliceStart >= sliceMs)) {
        await (wait ?? nextTurn());
        if (options.alive && !options.alive()) throw new BuildCancelled();
        sliceStart = performance.now();
      }
    }
  } catch (error) {
    writer.abort();
    throw error;
  }
  const bytes = await writer.finish();
  return { bytes, rows, buildMs: Math.round(performance.now() - started) };
}

/** The event of a finished build, to the user who ordered it (002 §7; the contract's GetReportEvent). */
export type ReportEvent = GetReportEvent;

/**
 * Runs the build of an ordered report and records how it went: complete with its file, or failed (an injected fault's
 * message, or the stub's own failure). Answers the event to publish; null when the report went away meanwhile (a
 * reset, the stub's close), when nothing is published.
 */
export async function runReportBuild(
  book: ReportBook,
  ctx: BuildContext,
  record: ReportRecord,
  options: { alive?: () => boolean; sliceMs?: number; onError?: (error: unknown) => void } = {},
): Promise<ReportEvent | null> {
  const alive = () => book.current(record) && (options.alive?.() ?? true);
  if (!alive()) return null;
  book.started(record);
  const event = (error: string | null): ReportEvent => ({
    type: 'getReport',
    data: { hash: record.hash, reportName: record.title, format: record.format },
    ...(error !== null && { error }),
  });
  if (record.failWith !== null) {
    book.failed(record, record.failWith);
    return event(record.failWith);
  }
  try {
    const built = await buildReportFile(ctx, record.type, record.viewer, record.query, {
      alive,
      ...(options.sliceMs !== undefined && { sliceMs: options.sliceMs }),
    });
    if (!alive()) return null;
    book.completed(record, built.bytes, built.rows, built.buildMs);
    return event(null);
  } catch (error) {
    if (error instanceof BuildCancelled || !alive()) return null;
    options.onError?.(error);
    book.failed(record, reportTexts.failed);
    return event(reportTexts.failed);
  }
}
