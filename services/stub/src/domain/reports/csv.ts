/**
 * CSV as RFC 4180 writes it, in the spreadsheet's Russian locale: `;` between fields, CRLF between records, a field
 * quoted when it holds the separator, a quote, CR or LF (its quotes doubled), and a UTF-8 byte-order mark first so
 * that a spreadsheet reads the Cyrillic right.
 */
export const CSV_SEPARATOR = ';';
export const CSV_BOM = '\uFEFF';

/** One field, quoted only when it has to be. */
export function csvField(value: string): string {
  return /[";\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** One record with its line end. */
export function csvRecord(fields: readonly string[]): string {
  return `${fields.map(csvField).join(CSV_SEPARATOR)}\r\n`;
}
