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

/** Types into an autocomplete and takes its first suggestion. */
async function suggest(page: Page, input: Locator, text: string) {
  await input.fill('');
  await input.pressSequentially(text, { delay: 15 });
  const first = page.locator('.p-autocomplete-panel [role="option"]').first();
  await expect.poll(() => first.isVisible(), { timeout: 10_000 }).toBe(true);
  await first.click();
}

describe('the fast-decision short form', () => {
  it('an operator fills the short form of a new fast decision, saves it and finds the deal in the list', async () => {
    const page = await newPage(stack, LAPTOP);
    await signIn(page, stack.web.url, 'goz');
    await eventChannelOpen(page);
    await page.getByTestId('menu-fast-decision').click();
    await page.locator('.p-confirm-dialog').getByRole('button', { name: 'Да' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/short-request-person\/\d+$/);
    const dealId = Number(new URL(page.url()).pathname.split('/').pop());
    const form = page.locator('.server-form');
    await expect.poll(() => form.isVisible(), { timeout: 10_000 }).toBe(true);

    await page.getByLabel('Фамилия', { exact: true }).fill('Смирнова');
    await page.getByLabel('Имя', { exact: true }).fill('Лариса');
    await page.getByLabel('Отчество', { exact: true }).fill('Юрьевна');
    await page.getByText('Женский', { exact: true }).click();
    await page.getByLabel(/^Дата рождения/).fill('14.03.1985');
    await page.getByLabel(/^Место рождения/).fill('гор. Москва');
    await choose(page, form, /^Семейное положение/);
    await page.getByLabel(/^Мобильный телефон/).pressSequentially('9161234567');
    const registration = page.locator('[data-field="fast_decision_create_person-shortForm-address-addressRegistration"]');
    await suggest(page, registration.locator('input.p-autocomplete-input').first(), 'Москва Тверская');
    await page.getByLabel(/^Серия/).first().pressSequentially('4510');
    await page.getByLabel(/^Номер/).first().pressSequentially('123456');
    await page.getByLabel(/^Дата выдачи/).first().fill('18.06.2015');
    await page.getByLabel(/^Код подразделения/).pressSequentially('770001');
    await page.getByLabel(/^Кем выдан/).first().fill('ОВД Тверской г. Москвы');
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
    expect(await row.innerText()).toContain('Смирнова Лариса Юрьевна');
    await page.context().close();
  });
});
