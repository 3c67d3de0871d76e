import type { Writable } from 'node:stream';

/** A column of the sheet: its header, width (characters) and number format (none: general). */
export interface SheetColumn {
  header: string;
  width: number;
  numFmt?: string;
}

/** A cell as exceljs writes it: text, a number, a date, or empty. */
export type SheetValue = string | number | Date | null;

export interface Sheet {
  addRow(values: readonly SheetValue[]): void;
  /** Commits the sheet and the workbook (the stream then ends). */
  finish(): Promise<void>;
}

export function openSheet(stream: Writable, columns: readonly SheetColumn[], sheetName?: string): Sheet;
