import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { LAPTOP, eventChannelOpen, newPage, screenshot, signIn, useStack } from './fixtures';

const stack = useStack({ STUB_REPORT_DELAY_MS: '300' });

describe('reports', () => {
  it('builds a report: the notice, the event refreshes the list, the complete report downloads as a spreadsheet', async () => {
    const page = await newPage(stack, LAPTOP);
    await signIn(page, stack.web.url, 'auditor');
    await eventChannelOpen(page);
    await page.goto(`${stack.web.url}/reports`);
    const build = page.getByRole('button', { name: 'Отчет по выданным сделкам' });
    await expect.poll(() => build.isEnabled(), { timeout: 10_000 }).toBe(true);
    await build.click();
    const notice = page.locator('.p-toast-message').filter({ hasText: 'Ваш отчет формируется' });
    await expect.poll(() => notice.count(), { timeout: 10_000 }).toBe(1);
    expect(await notice.innerText()).toContain('Пожалуйста, подождите');

    // the getReport event refreshes the list: the report is complete without a reload
    const download = page.getByRole('button', { name: 'Скачать Отчет по выданным сделкам' });
    await expect.poll(() => download.count(), { timeout: 15_000 }).toBe(1);
    const row = page.locator('.p-datatable-tbody tr').first();
    expect(await row.innerText()).toContain('xlsx');
    await screenshot(page, 'reports');

    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toBe('Отчет по выданным сделкам.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(await file.path());
    const sheet = book.worksheets[0]!;
    expect(sheet.rowCount).toBeGreaterThan(1);
    expect(String(sheet.getRow(1).getCell(1).value)).toMatch(/[А-Яа-я]/);
    await page.context().close();
  });
});
