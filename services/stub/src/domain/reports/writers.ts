import { Writable } from 'node:stream';
import { Worker } from 'node:worker_threads';
import { HOUR, MOSCOW_OFFSET } from '../world/time';
import type { Cell, CellKind, ReportColumn } from './columns';
import { CSV_BOM, csvRecord } from './csv';
import type { ReportFormat } from './report-types';
import { openSheet, type SheetColumn, type SheetValue } from './xlsx-sheet.mjs';

/**
 * Writes the rows of a report into its file, a row at a time; `finish` gives the file's bytes. `addRow` answers a
 * promise when the writer wants the rows to wait (a worker that has not caught up yet).
 */
export interface ReportWriter {
  addRow(cells: readonly Cell[]): Promise<void> | undefined;
  finish(): Promise<Buffer>;
  /** Gives up (a cancelled build): frees what the writer holds. */
  abort(): void;
}

/** The spreadsheet's number format of each kind of cell (none: general). */
const NUMBER_FORMATS: Readonly<Record<CellKind, string | undefined>> = {
  text: undefined,
  number: undefined,
  money: '#,##0.00',
  date: 'dd.mm.yyyy',
  datetime: 'dd.mm.yyyy hh:mm',
};

/** The sheet's columns of a report's columns. */
export const sheetColumns = (columns: readonly ReportColumn[]): SheetColumn[] =>
  columns.map((c) => ({
    header: c.header,
    width: c.width,
    ...(NUMBER_FORMATS[c.kind] && { numFmt: NUMBER_FORMATS[c.kind] }),
  }));

/**
 * A moment as the spreadsheet's date: a spreadsheet has no time zones, so a moment is given as the Moscow wall-clock
 * time (a date, already a day at midnight UTC, as it is).
 */
const sheetDate = (kind: CellKind, ms: number): Date => new Date(kind === 'datetime' ? ms + MOSCOW_OFFSET * HOUR : ms);

/** The values of a row as the sheet takes them: dates as dates, the rest as they are. */
export const sheetValues = (kinds: readonly CellKind[], cells: readonly Cell[]): SheetValue[] =>
  cells.map((cell, i) => {
    const kind = kinds[i]!;
    return typeof cell === 'number' && (kind === 'date' || kind === 'datetime') ? sheetDate(kind, cell) : cell;
  });

/** Collects what a stream writes. */
function sink(): { stream: Writable; bytes: () => Buffer; ended: Promise<void> } {
  const chunks: Buffer[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done();
    },
  });
  const ended = new Promise<void>((resolve, reject) => {
    stream.on('finish', resolve);
    stream.on('error', reject);
  });
  return { stream, bytes: () => Buffer.concat(chunks), ended };
}

/**
 * An XLSX file written in this thread (xlsx-sheet.mjs: exceljs' streaming WorkbookWriter): one sheet, Russian headers
 * in bold, the header row frozen with an autofilter, numbers as numbers, money with two decimals, dates as dates.
 */
export function xlsxWriter(columns: readonly ReportColumn[]): ReportWriter {
  const out = sink();
  const sheet = openSheet(out.stream, sheetColumns(columns));
  const kinds = columns.map((c) => c.kind);
  return {
    addRow(cells) {
      sheet.addRow(sheetValues(kinds, cells));
      return undefined;
    },
    async finish() {
      await sheet.finish();
      await out.ended;
      return out.bytes();
    },
    abort() {
      out.stream.destroy();
    },
  };
}

/** Rows posted to the worker at a time, and how many batches may wait there. */
const BATCH_ROWS = 500;
const BATCHES_IN_FLIGHT = 4;

/**
 * The same XLSX file written by a worker thread (xlsx-worker.mjs): this thread only reads the rows and posts them in
 * batches, so the zipping and exceljs' work never hold up the requests; at most a few batches wait in the worker.
 */
export function xlsxWorkerWriter(columns: readonly ReportColumn[]): ReportWriter {
  const worker = new Worker(new URL('./xlsx-worker.mjs', import.meta.url), {
    workerData: { columns: sheetColumns(columns) },
  });
  const kinds = columns.map((c) => c.kind);
  let batch: SheetValue[][] = [];
  let inFlight = 0;
  let failure: Error | null = null;
  let wake: (() => void) | null = null;
  let done: { resolve: (bytes: Buffer) => void; reject: (error: Error) => void } | null = null;
  const fail = (error: Error) => {
    failure ??= error;
    wake?.();
    done?.reject(failure);
    void worker.terminate();
  };
  worker.on('message', (message: { ack?: number; bytes?: Uint8Array; error?: string }) => {
    if (message.ack !== undefined) {
      inFlight--;
      wake?.();
    } else if (message.bytes) {
      done?.resolve(Buffer.from(message.bytes.buffer, message.bytes.byteOffset, message.bytes.byteLength));
      void worker.terminate();
    } else if (message.error !== undefined) fail(new Error(message.error));
  });
  worker.on('error', fail);
  worker.on('exit', (code) => {
    if (code !== 0 && !done) fail(new Error(`the report worker stopped (${code})`));
  });
  const flush = () => {
    if (batch.length === 0) return;
    worker.postMessage({ rows: batch });
    batch = [];
    inFlight++;
  };
  const caughtUp = () =>
    new Promise<void>((resolve) => {
      wake = () => {
        if (failure || inFlight < BATCHES_IN_FLIGHT) {
          wake = null;
          resolve();
        }
      };
      wake();
    });
  return {
    addRow(cells) {
      if (failure) throw failure;
      batch.push(sheetValues(kinds, cells));
      if (batch.length < BATCH_ROWS) return undefined;
      flush();
      return inFlight >= BATCHES_IN_FLIGHT ? caughtUp() : undefined;
    },
    finish() {
      if (failure) return Promise.reject(failure);
      flush();
      return new Promise<Buffer>((resolve, reject) => {
        done = { resolve, reject };
        worker.postMessage({ finish: true });
      });
    },
    abort() {
      failure ??= new Error('aborted');
      void worker.terminate();
    },
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A cell as CSV text: dates `dd.MM.yyyy`, moments `dd.MM.yyyy HH:mm:ss` (Moscow), numbers with a decimal comma. */
export function csvText(kind: CellKind, cell: Cell): string {
  if (cell === null) return '';
  if (typeof cell === 'string') return cell;
  if (kind === 'date' || kind === 'datetime') {
    const d = sheetDate(kind, cell);
    const day = `${pad(d.getUTCDate())}.${pad(d.getUTCMonth() + 1)}.${d.getUTCFullYear()}`;
    return kind === 'date' ? day : `${day} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
  }
  return kind === 'money' ? cell.toFixed(2).replace('.', ',') : String(cell).replace('.', ',');
}

/** Records encoded to bytes at a time (so that the file is never one huge string). */
const CSV_BATCH = 1000;

/** A CSV file (RFC 4180, `;`, with a byte-order mark): the header record, then a record per row. */
export function csvWriter(columns: readonly ReportColumn[]): ReportWriter {
  const chunks: Buffer[] = [];
  let records: string[] = [CSV_BOM, csvRecord(columns.map((c) => c.header))];
  const encode = () => {
    chunks.push(Buffer.from(records.join(''), 'utf8'));
    records = [];
  };
  return {
    addRow(cells) {
      records.push(csvRecord(cells.map((cell, i) => csvText(columns[i]!.kind, cell))));
      if (records.length >= CSV_BATCH) encode();
      return undefined;
    },
    async finish() {
      encode();
      return Buffer.concat(chunks);
    },
    abort() {
      chunks.length = 0;
    },
  };
}

/** The media type of each format (the download's Content-Type). */
export const MEDIA_TYPES: Readonly<Record<ReportFormat, string>> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};
