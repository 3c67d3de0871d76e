import { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { HOUR, MOSCOW_OFFSET } from '../world/time';
import type { Cell, CellKind, ReportColumn } from './columns';
import { CSV_BOM, csvRecord } from './csv';
import type { ReportFormat } from './report-types';

/** Writes the rows of a report into its file, a row at a time; `finish` gives the file's bytes. */
export interface ReportWriter {
  addRow(cells: readonly Cell[]): void;
  finish(): Promise<Buffer>;
}

/** The spreadsheet's number format of each kind of cell. */
const NUMBER_FORMATS: Readonly<Record<CellKind, string | undefined>> = {
  text: undefined,
  number: undefined,
  money: '#,##0.00',
  date: 'dd.mm.yyyy',
  datetime: 'dd.mm.yyyy hh:mm',
};

/**
 * A moment as the spreadsheet's date: a spreadsheet has no time zones, so a moment is given as the Moscow wall-clock
 * time (a date, already a day at midnight UTC, as it is).
 */
const sheetDate = (kind: CellKind, ms: number): Date => new Date(kind === 'datetime' ? ms + MOSCOW_OFFSET * HOUR : ms);

/** Collects what a stream writes. */
function sink(): { stream: Writable; bytes: () => Buffer } {
  const chunks: Buffer[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done();
    },
  });
  return { stream, bytes: () => Buffer.concat(chunks) };
}

/**
 * An XLSX workbook written as it goes (exceljs' streaming WorkbookWriter: each row is committed and zipped, not kept):
 * one sheet, Russian headers in bold, the header row frozen and an autofilter over it, numbers as numbers, money
 * with two decimals, dates as dates.
 */
export function xlsxWriter(columns: readonly ReportColumn[], sheetName = 'Отчет'): ReportWriter {
  const out = sink();
  const finished = new Promise<void>((resolve, reject) => {
    out.stream.on('finish', resolve);
    out.stream.on('error', reject);
  });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out.stream, useStyles: true });
  workbook.creator = 'Автокредит';
  const sheet = workbook.addWorksheet(sheetName, {
    views: [{ state: 'frozen', ySplit: 1, xSplit: 0 }],
  });
  sheet.columns = columns.map((column, i) => ({
    header: column.header,
    key: String(i),
    width: column.width,
    ...(NUMBER_FORMATS[column.kind] && { style: { numFmt: NUMBER_FORMATS[column.kind] } }),
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  const kinds = columns.map((c) => c.kind);
  return {
    addRow(cells) {
      const values = cells.map((cell, i) => {
        const kind = kinds[i]!;
        return typeof cell === 'number' && (kind === 'date' || kind === 'datetime') ? sheetDate(kind, cell) : cell;
      });
      sheet.addRow(values).commit();
    },
    async finish() {
      sheet.commit();
      await workbook.commit();
      await finished;
      return out.bytes();
    },
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A cell as CSV text: dates `dd.MM.yyyy`, moments `dd.MM.yyyy HH:mm:ss` (Moscow), money with a decimal comma. */
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

/** A CSV file (RFC 4180, `;`, with a byte-order mark): the header record, then a record per row. */
export function csvWriter(columns: readonly ReportColumn[]): ReportWriter {
  const parts: string[] = [CSV_BOM, csvRecord(columns.map((c) => c.header))];
  return {
    addRow(cells) {
      parts.push(csvRecord(cells.map((cell, i) => csvText(columns[i]!.kind, cell))));
    },
    async finish() {
      return Buffer.from(parts.join(''), 'utf8');
    },
  };
}

export const writerOf = (format: ReportFormat, columns: readonly ReportColumn[]): ReportWriter =>
  format === 'xlsx' ? xlsxWriter(columns) : csvWriter(columns);

/** The media type of each format (the download's Content-Type). */
export const MEDIA_TYPES: Readonly<Record<ReportFormat, string>> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};
