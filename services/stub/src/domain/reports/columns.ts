/**
 * What a cell of a report holds: text, a whole number, money (roubles), a date (a day) or a moment. Numbers stay
 * numbers and dates stay dates in the spreadsheet, so that it sums, sorts and filters them.
 */
export type CellKind = 'text' | 'number' | 'money' | 'date' | 'datetime';

/** A column of a report: its Russian header, its kind and its width (characters). */
export interface ReportColumn {
  header: string;
  kind: CellKind;
  width: number;
}

/** A cell value: text, a number (money in roubles), a moment in ms since the epoch (dates too), or empty. */
export type Cell = string | number | null;

export const text = (header: string, width = 18): ReportColumn => ({ header, kind: 'text', width });
export const whole = (header: string, width = 12): ReportColumn => ({ header, kind: 'number', width });
export const money = (header: string, width = 16): ReportColumn => ({ header, kind: 'money', width });
export const date = (header: string, width = 12): ReportColumn => ({ header, kind: 'date', width });
export const moment = (header: string, width = 18): ReportColumn => ({ header, kind: 'datetime', width });
