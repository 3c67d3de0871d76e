import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { date, moment, money, text, whole } from './columns';
import { xlsxWriter } from './writers';

describe('the XLSX writer', () => {
  it('writes a sheet with bold frozen headers, an autofilter, numbers, money and dates the spreadsheet understands', async () => {
    const writer = xlsxWriter([
      whole('№ заявки'),
      text('Клиент'),
      money('Сумма'),
      date('Дата рождения'),
      moment('Создана'),
    ]);
    writer.addRow([100245, 'Иванов Иван Иванович', 1_500_000, Date.UTC(1985, 4, 7), Date.UTC(2026, 10, 20, 7, 15)]);
    writer.addRow([100246, null, 0, null, null]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await writer.finish()) as unknown as ExcelJS.Buffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('Отчет');
    expect(sheet.rowCount).toBe(3);
    expect(sheet.getRow(1).values).toEqual([undefined, '№ заявки', 'Клиент', 'Сумма', 'Дата рождения', 'Создана']);
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.autoFilter).toBe('A1:E1');
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    const row = sheet.getRow(2);
    expect(row.getCell(1).value).toBe(100245);
    expect(row.getCell(3).value).toBe(1_500_000);
    expect(row.getCell(3).numFmt).toBe('#,##0.00');
    expect(row.getCell(4).value).toEqual(new Date(Date.UTC(1985, 4, 7)));
    expect(row.getCell(4).numFmt).toBe('dd.mm.yyyy');
    // A moment is the Moscow wall clock (UTC+3).
    expect(row.getCell(5).value).toEqual(new Date(Date.UTC(2026, 10, 20, 10, 15)));
    expect(row.getCell(5).numFmt).toBe('dd.mm.yyyy hh:mm');
    expect(sheet.getRow(3).getCell(2).value).toBeNull();
  });
});
