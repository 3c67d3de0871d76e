// The one XLSX sheet of a report, written as it goes with exceljs' streaming WorkbookWriter (each row is committed and
// zipped, never kept). Plain JavaScript so that the build's worker thread (xlsx-worker.mjs) runs it as it is; the
// stub's own code imports it too (the types are xlsx-sheet.d.mts).
import ExcelJS from 'exceljs';

/**
 * Opens a workbook of one sheet on `stream`: the headers in bold in the first row, frozen, with an autofilter over
 * them; each column's number format (`numFmt`) on every cell of it. The style objects are shared by the rows, so that
 * exceljs finds each cell's style by identity instead of rendering it again (a row costs half as much).
 */
export function openSheet(stream, columns, sheetName = 'Отчет') {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true });
  workbook.creator = 'Автокредит';
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1, xSplit: 0 }] });
  const styles = columns.map((column) => (column.numFmt ? { numFmt: column.numFmt } : {}));
  sheet.columns = columns.map((column, i) => ({
    header: column.header,
    key: String(i),
    width: column.width,
    style: styles[i],
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  return {
    addRow(values) {
      const row = sheet.addRow(values);
      for (let i = 0; i < styles.length; i++) row.getCell(i + 1).style = styles[i];
      row.commit();
    },
    async finish() {
      sheet.commit();
      await workbook.commit();
    },
  };
}
