import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LAPTOP, eventChannelOpen, newPage, screenshot, signIn, useStack } from './fixtures';

const stack = useStack({ STUB_RECOGNITION_STEP_MS: '150' });

/** Picks an option of a PrimeReact dropdown labelled `label` inside `scope` (the first option unless named). */
async function choose(page: Page, scope: Locator, label: string | RegExp, option?: string) {
  await expect.poll(() => page.locator('.p-dropdown-panel').count()).toBe(0);
  const input = typeof label === 'string' ? scope.getByLabel(label, { exact: true }) : scope.getByLabel(label);
  await input.locator('xpath=ancestor::div[contains(@class,"p-dropdown")][1]').click();
  const options = page.locator('.p-dropdown-panel [role="option"]');
  const wanted = option ? options.filter({ hasText: option }) : options;
  await expect.poll(() => wanted.count()).toBeGreaterThan(0);
  await wanted.first().click();
  await expect.poll(() => page.locator('.p-dropdown-panel').count()).toBe(0);
}

/** A scan without text: the stub derives a person from its bytes. */
const PASSPORT = {
  name: 'паспорт.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  ),
};

describe('the fast-decision short form', () => {
  it('an operator uploads a passport, sees the empty fields fill and the typed ones kept, saves and finds the deal', async () => {
    const page = await newPage(stack, LAPTOP);
    await signIn(page, stack.web.url, 'goz');
    await eventChannelOpen(page);
    await page.getByTestId('menu-fast-decision').click();
    await page.locator('.p-confirm-dialog').getByRole('button', { name: 'Да' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/short-request-person\/\d+$/);
    const dealId = Number(new URL(page.url()).pathname.split('/').pop());
    const form = page.locator('.server-form');
    await expect.poll(() => form.isVisible(), { timeout: 10_000 }).toBe(true);

    // typed before the upload: kept; the rest of the person and the passport come from the recognised scan
    const surname = page.getByLabel('Фамилия', { exact: true });
    await surname.fill('Смирнова');
    await page.getByLabel(/^Место рождения/).fill('гор. Тула');
    await page.getByTestId('short-form-passport-files-input').setInputFiles(PASSPORT);
    await expect.poll(() => page.getByText(PASSPORT.name).count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await expect.poll(() => page.getByText(/Распознавание документов/).count(), { timeout: 10_000 }).toBeGreaterThan(0);
    const firstName = page.getByLabel('Имя', { exact: true });
    await expect.poll(() => firstName.inputValue(), { timeout: 15_000 }).not.toBe('');
    expect(await surname.inputValue()).toBe('Смирнова');
    expect(await page.getByLabel(/^Место рождения/).inputValue()).toBe('гор. Тула');
    expect(
      await page
        .getByLabel(/^Серия/)
        .first()
        .inputValue(),
    ).toMatch(/^\d{4}$/);
    expect(await page.getByLabel(/^Дата рождения/).inputValue()).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
    const recognisedName = `${await firstName.inputValue()} ${await page.getByLabel('Отчество', { exact: true }).inputValue()}`;

    await choose(page, form, /^Семейное положение/);
    await page.getByLabel(/^Мобильный телефон/).pressSequentially('9161234567');
    await page.getByLabel(/^Стоимость автомобиля/).fill('1500000');
    await page.getByLabel(/^Первоначальный взнос/).fill('300000');
    await page.getByLabel(/^Сумма кредита/).fill('1200000');
    await choose(page, form, /^Срок кредита/, '60');
    await screenshot(page, 'short-form-filled');

    await page.getByTestId('short-form-save').click();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 10_000 }).toBe('/deal');
    await page.goto(`${stack.web.url}/deal?id=${dealId}`);
    const row = page.getByTestId('deal-row').first();
    await expect.poll(() => row.isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await row.innerText()).toContain(`Смирнова ${recognisedName}`);
    await page.context().close();
  });
});
