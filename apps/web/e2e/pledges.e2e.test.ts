import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LAPTOP, newPage, screenshot, signIn, useStack } from './fixtures';

// the registry answers at once: a sent notice is registered before the next step
const stack = useStack({ STUB_REGISTRY_DELAY_MS: '0' });

/** Waits for a toast with the text. */
async function toastSays(page: Page, text: string | RegExp) {
  const toast = page.locator('.p-toast-message').filter({ hasText: text });
  await expect.poll(() => toast.count(), { timeout: 10_000 }).toBeGreaterThan(0);
}

/** Opens a list filtered by the pledge and waits for its one row. */
async function pledgeRow(page: Page, list: string, pledgeId: number) {
  await page.goto(`${stack.web.url}/${list}?pledgeId=${pledgeId}`);
  const row = page.locator('.p-datatable-tbody tr').first();
  await expect.poll(() => row.locator('td').count(), { timeout: 10_000 }).toBeGreaterThan(1);
  return row;
}

/** Claims the pledge's task from the new list and waits for the task page. */
async function claim(page: Page, pledgeId: number) {
  const row = await pledgeRow(page, 'pledge-list-new', pledgeId);
  await row.getByRole('button', { name: 'Взять в работу' }).click();
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 10_000 }).toMatch(/^\/pledge\/\d+$/);
  await expect.poll(() => page.getByRole('button', { name: 'Далее' }).count(), { timeout: 10_000 }).toBe(1);
}

describe('pledges', () => {
  it('a pledge editor works a pledge task to the end, checks the registry, cancels one, takes one off and assigns an agreement', async () => {
    const page = await newPage(stack, LAPTOP);
    await signIn(page, stack.web.url, 'pledge_editor');
    await expect.poll(() => page.getByTestId('side-menu').isVisible()).toBe(true);

    // pledge 3001: a new registration, not yet in the registry
    await claim(page, 3001);
    await page.getByRole('button', { name: 'Проверить в реестре ФНП' }).click();
    await toastSays(page, 'Залог еще не регистрировался. Допустима отправка залога');
    await screenshot(page, 'pledge-task');
    await page.getByRole('button', { name: 'Далее' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('step'), { timeout: 10_000 }).toBe('vehicles');
    await page.getByRole('button', { name: 'Далее' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('step'), { timeout: 10_000 }).toBe('send');
    await page.getByLabel('Данные залога проверены').check();
    await page.getByRole('button', { name: 'Далее' }).click();
    const finished = page.getByRole('dialog', { name: 'Уведомление' });
    await expect.poll(() => finished.isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await finished.innerText()).toContain('Задача успешно завершена!');
    await finished.getByRole('button', { name: 'Продолжить' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/pledge-list-new');

    // pledge 3048: a registration sent back for rework, cancelled
    await claim(page, 3048);
    await page.getByRole('button', { name: 'Отменить регистрацию' }).click();
    const confirm = page.locator('.p-confirm-dialog');
    expect(await confirm.innerText()).toContain('Вы действительно хотите отменить регистрацию залога?');
    await confirm.getByRole('button', { name: 'Да' }).click();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 10_000 }).toBe('/pledge-list-new');
    const cancelled = await pledgeRow(page, 'pledge-list-history', 3048);
    expect(await cancelled.innerText()).not.toContain('На доработке');

    // pledge 3036: registered, taken off the registry
    const registered = await pledgeRow(page, 'pledge-list-history', 3036);
    await registered.getByRole('button', { name: 'Действия' }).click();
    await page.getByRole('menuitem', { name: 'Снять с обременения' }).click();
    // the server's word, else the page's
    await toastSays(page, /Залог снят с обременения!|Создана задача на снятие залога с обременения/);

    // agreement ДЦ-2026/11-021: its pledges queued for assignment
    await page.goto(`${stack.web.url}/assignment-agreements?contractNumber=${encodeURIComponent('ДЦ-2026/11-021')}`);
    const agreement = page.locator('.p-datatable-tbody tr').filter({ hasText: 'ДЦ-2026/11-021' });
    await expect.poll(() => agreement.count(), { timeout: 10_000 }).toBe(1);
    await screenshot(page, 'assignment-agreements');
    await agreement.getByRole('button', { name: 'Переуступить' }).click();
    await page.locator('.p-confirm-dialog').getByRole('button', { name: 'Да' }).click();
    await toastSays(page, 'Залоги успешно добавлены в очередь для переуступки');
    await page.context().close();
  });

  it('a pledge viewer reads the lists and a pledge, and has no action', async () => {
    const page = await newPage(stack, LAPTOP);
    await signIn(page, stack.web.url, 'pledge_viewer');
    await expect.poll(() => page.getByTestId('side-menu').isVisible()).toBe(true);
    const row = await pledgeRow(page, 'pledge-list-history', 3036);
    expect(await row.innerText()).toContain('2026-008-283344-292');
    expect(await page.getByRole('button', { name: 'Снять залог' }).count()).toBe(0);
    expect(await row.getByRole('button', { name: 'Действия' }).count()).toBe(0);
    await pledgeRow(page, 'pledge-list-new', 3049);
    expect(await page.getByRole('button', { name: 'Взять в работу' }).count()).toBe(0);
    await page.goto(`${stack.web.url}/assignment-agreements`);
    await expect.poll(() => page.locator('.p-datatable-tbody tr').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    expect(await page.getByRole('button', { name: 'Переуступить' }).count()).toBe(0);
    await page.goto(`${stack.web.url}/pledge-view/3036?step=history`);
    await expect.poll(() => page.locator('.p-datatable-tbody tr').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await page.context().close();
  });
});
