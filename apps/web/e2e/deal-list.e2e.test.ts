import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  LAPTOP,
  onScreen,
  fullyInView,
  injectFault,
  newPage,
  screenshot,
  signIn,
  textWasSeen,
  useStack,
  watchForText,
} from './fixtures';

const stack = useStack();

const rows = (page: Page) => page.getByTestId('deal-row');
/** The texts of a column, found by its header, on the rows shown. */
async function column(page: Page, header: string): Promise<string[]> {
  const headers = await page.locator('.deal-table thead th').allInnerTexts();
  const index = headers.findIndex((h) => h.trim() === header);
  if (index < 0) throw new Error(`no column ${header} among ${headers.join(', ')}`);
  return rows(page).evaluateAll(
    (trs, i) => trs.map((tr) => (tr.children[i] as HTMLElement | undefined)?.innerText.trim() ?? ''),
    index,
  );
}
const query = (page: Page) => new URL(page.url()).searchParams;
const EMPTY = 'Нет данных для отображения';
/** Scrolls the table sideways to its right end; answers how far it went. */
const scrollSideways = (page: Page) =>
  page.locator('.list-table .p-datatable-wrapper').evaluate((wrapper) => {
    wrapper.scrollLeft = wrapper.scrollWidth;
    return wrapper.scrollLeft;
  });

async function openList(page: Page, user: string) {
  await signIn(page, stack.web.url, user);
  await expect.poll(() => page.getByTestId('side-menu').isVisible()).toBe(true);
  await page.goto(`${stack.web.url}/deal`);
  await expect.poll(() => rows(page).count()).toBeGreaterThan(0);
}

async function applyFilter(page: Page, fill: () => Promise<void>) {
  await page.getByTestId('filter-open').click();
  await fill();
  await page.getByTestId('filter-apply').click();
}

describe('the deal list', () => {
  it('filters by a surname and a status in the URL, keeps them on reload; the pager follows', async () => {
    const page = await newPage(stack);
    await openList(page, 'underwriter_chief');
    expect(await page.getByTestId('list-pager').isVisible()).toBe(true);
    const surname = (await column(page, 'Клиент'))[0]!.split(' ')[0]!;

    await applyFilter(page, () => page.getByTestId('filter-surName').fill(surname));
    await expect.poll(() => query(page).get('surName')).toBe(surname);
    await expect.poll(async () => (await column(page, 'Клиент')).every((name) => name.startsWith(surname))).toBe(true);

    await applyFilter(page, async () => {
      await page.getByTestId('filter-status').click();
      await page.locator('.p-multiselect-item').filter({ hasText: 'Ожидание решения клиента' }).click();
      await page.locator('.p-multiselect-close').click();
    });
    await expect.poll(() => query(page).get('status')).toBe('client_waiting');
    await page.goto(`${stack.web.url}/deal?status=client_waiting`);
    await expect.poll(async () => new Set(await column(page, 'Статус'))).toEqual(new Set(['Ожидание решения клиента']));
    await page.reload();
    await expect.poll(async () => new Set(await column(page, 'Статус'))).toEqual(new Set(['Ожидание решения клиента']));
    expect(query(page).get('status')).toBe('client_waiting');
    await screenshot(page, 'deal-list-status');
    await page.context().close();
  });

  it('saves a global filter, applies it to a list opened without one, and clears it', async () => {
    const page = await newPage(stack);
    await openList(page, 'viewer');
    expect(await page.getByTestId('global-filter-label').count()).toBe(0);
    await page.getByTestId('filter-open').click();
    await page.getByTestId('filter-passportSeries').fill('12');
    await page.getByTestId('filter-apply').click();
    expect(await page.getByText('Неверные данные!').isVisible()).toBe(true);
    await page.getByTestId('filter-passportSeries').fill('');
    await page.getByTestId('filter-firstName').fill('Иван');
    await page.getByTestId('filter-save-global').click();
    await expect
      .poll(() => page.getByTestId('global-filter-label').innerText())
      .toContain('Установлен глобальный фильтр');
    expect(query(page).get('firstName')).toBe('Иван');

    await page.goto(`${stack.web.url}/deal`);
    await expect.poll(() => query(page).get('firstName')).toBe('Иван');
    await page.getByTestId('filter-open').click();
    await page.getByTestId('filter-clear-global').click();
    await page.getByTestId('filter-clear').click();
    await expect.poll(() => page.getByTestId('global-filter-label').count()).toBe(0);
    await page.goto(`${stack.web.url}/deal`);
    await expect.poll(() => rows(page).count()).toBeGreaterThan(0);
    expect(query(page).get('firstName')).toBeNull();

    // An optional column, once shown, stays shown.
    const headers = () => page.locator('.deal-table thead th').allInnerTexts();
    expect(await headers()).not.toContain('ID клиента');
    await page.getByTestId('deal-columns').click();
    await page.locator('.p-multiselect-item').filter({ hasText: 'ID клиента' }).click();
    await page.locator('.p-multiselect-close').click();
    await expect.poll(headers).toContain('ID клиента');
    await page.reload();
    await expect.poll(() => rows(page).count()).toBeGreaterThan(0);
    expect(await headers()).toContain('ID клиента');
    expect((await column(page, 'ID клиента'))[0]).toMatch(/^\d+$/);
    await page.context().close();
  });

  it('saves a priority (goz_chief); the client agrees on a client_waiting deal', async () => {
    const page = await newPage(stack);
    await openList(page, 'goz_chief');
    const row = rows(page).first();
    const dealId = (await row.locator('td').first().innerText()).trim();
    await row.locator('td').first().click({ button: 'right' });
    await expect.poll(() => page.locator('.p-contextmenu').innerText()).toContain('Процесс в мониторе процессов');
    await page.keyboard.press('Escape');
    const cell = page.getByTestId(`priority-${dealId}`);
    await cell.locator('.p-dropdown').click();
    await page.locator('.p-dropdown-item').last().click();
    const chosen = await cell.locator('.p-dropdown-label').innerText();
    await cell.getByRole('button', { name: 'Сохранить' }).click();
    await expect.poll(() => cell.getByRole('button', { name: 'Сохранить' }).isDisabled()).toBe(true);
    await page.reload();
    await expect
      .poll(() => page.getByTestId(`priority-${dealId}`).locator('.p-dropdown-label').innerText())
      .toBe(chosen);

    await page.goto(`${stack.web.url}/deal?status=client_waiting`);
    await expect.poll(() => rows(page).count()).toBeGreaterThan(0);
    const waiting = rows(page).first();
    const waitingId = (await waiting.locator('td').first().innerText()).trim();
    await waiting.getByRole('button', { name: 'Клиент согласился' }).click();
    await page.locator('.p-confirm-dialog').getByRole('button', { name: 'Да' }).click();
    await expect.poll(async () => (await column(page, '№')).includes(waitingId)).toBe(false);
    await page.goto(`${stack.web.url}/deal?id=${waitingId}`);
    await expect.poll(() => rows(page).count()).toBe(1);
    expect(await rows(page).first().innerText()).not.toContain('Ожидание решения клиента');
    await screenshot(page, 'deal-list-after-client');
    await page.context().close();
  });

  it('at 1366×768: a page in view, links, the number and the actions on screen sideways, loading never empty', async () => {
    const page = await newPage(stack, LAPTOP);
    await watchForText(page, EMPTY);
    await signIn(page, stack.web.url, 'goz_chief');
    await expect.poll(() => page.getByTestId('side-menu').isVisible()).toBe(true);

    // The first load: a loading state in the table, not 'Нет данных'.
    await injectFault(stack, { method: 'GET', path: '/api/autocredit/list', delayMs: 800 });
    await page.goto(`${stack.web.url}/deal`);
    await expect.poll(() => page.getByRole('status', { name: 'Загрузка списка' }).isVisible()).toBe(true);
    await expect.poll(() => rows(page).count()).toBe(10);
    expect(await fullyInView(page, 'deal-row')).toBeGreaterThanOrEqual(8);

    // The number is a real link to the deal in a new tab.
    const first = rows(page).first();
    const id = (await first.locator('td').first().innerText()).trim();
    const link = first.locator('td').first().locator('a');
    expect(await link.getAttribute('href')).toBe(`/deal/${id}`);
    expect(await link.getAttribute('target')).toBe('_blank');

    // Another page: the old rows stay, dimmed, under a progress bar until the new ones come; then back at the top.
    await injectFault(stack, { method: 'GET', path: '/api/autocredit/list', delayMs: 1500 });
    await page.locator('.p-paginator-page').filter({ hasText: /^2$/ }).click();
    await expect.poll(() => page.getByTestId('list-progress').isVisible()).toBe(true);
    expect(await page.locator('.list-table--stale').count()).toBe(1);
    expect(await rows(page).count()).toBe(10);
    expect((await rows(page).first().locator('td').first().innerText()).trim()).toBe(id);
    await expect.poll(() => page.getByTestId('list-progress').count(), { timeout: 5000 }).toBe(0);
    expect((await rows(page).first().locator('td').first().innerText()).trim()).not.toBe(id);
    expect(query(page).get('page')).toBe('2');
    expect(await onScreen(page, rows(page).first().locator('td').first())).toBe(true);

    // Sideways: the number stays on the left, the priority and its Save on the right.
    expect(await scrollSideways(page)).toBeGreaterThan(0);
    const row = rows(page).first();
    expect(await onScreen(page, row.locator('td').first())).toBe(true);
    expect(await onScreen(page, row.locator('td').nth(1).locator('a'))).toBe(true);
    expect(await onScreen(page, row.locator('.p-dropdown'))).toBe(true);
    expect(await onScreen(page, row.getByRole('button', { name: 'Сохранить' }))).toBe(true);

    // The client's answer: on screen sideways, asked first naming the deal and the client, then confirmed.
    await page.goto(`${stack.web.url}/deal?status=client_waiting`);
    await expect.poll(() => rows(page).count()).toBeGreaterThan(0);
    expect(await scrollSideways(page)).toBeGreaterThan(0);
    const waiting = rows(page).first();
    const waitingId = (await waiting.locator('td').first().innerText()).trim();
    const client = (await waiting.locator('td').nth(1).innerText()).trim();
    const refuse = waiting.getByRole('button', { name: 'Клиент отказался' });
    expect(await onScreen(page, refuse)).toBe(true);
    expect(await onScreen(page, waiting.getByRole('button', { name: 'Клиент согласился' }))).toBe(true);
    await screenshot(page, 'deal-list-laptop-sideways');
    await refuse.click();
    const dialog = page.locator('.p-confirm-dialog');
    await expect.poll(() => dialog.innerText()).toContain(`заявке № ${waitingId}`);
    expect(await dialog.innerText()).toContain(client);
    await dialog.getByRole('button', { name: 'Да' }).click();
    await expect
      .poll(() => page.locator('.p-toast').innerText())
      .toContain(`Заявка № ${waitingId} (${client}): клиент отказался`);
    await expect.poll(async () => (await column(page, '№')).includes(waitingId)).toBe(false);

    expect(await textWasSeen(page, EMPTY)).toBe(false);
    await page.context().close();
  });

  it('filters from the keyboard: a typed date, a pasted phone, Escape in a dropdown, Enter applies', async () => {
    const page = await newPage(stack);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: stack.web.url });
    await openList(page, 'goz_chief');
    await page.getByTestId('filter-open').click();
    const drawer = page.getByTestId('filter-drawer');
    await expect.poll(() => drawer.isVisible()).toBe(true);

    // Tab from the address into the first date and type it.
    await page.getByLabel('Адрес').click();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('filter-createdFrom');
    await page.keyboard.type('12.03.2025');
    expect(await page.getByLabel('Дата создания с').inputValue()).toBe('12.03.2025');

    // A phone pasted as people write it.
    await page.evaluate(() => navigator.clipboard.writeText('8 916 123-45-67'));
    await page.getByLabel('Телефон').click();
    await page.keyboard.press('Control+V');
    expect(await page.getByLabel('Телефон').inputValue()).toBe('+7 (916) 123-45-67');

    // Escape closes an open dropdown, not the drawer, and keeps what was typed.
    await page.getByTestId('filter-businessLogic').click();
    await expect.poll(() => page.locator('.p-dropdown-panel').isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('.p-dropdown-panel').count()).toBe(0);
    expect(await drawer.isVisible()).toBe(true);
    expect(await page.getByLabel('Дата создания с').inputValue()).toBe('12.03.2025');
    expect(await page.getByLabel('Телефон').inputValue()).toBe('+7 (916) 123-45-67');
    await screenshot(page, 'deal-list-filter-drawer');

    // Enter applies: the URL and the list call carry the date as yyyy-MM-dd and the phone as +7 and 10 digits.
    const listCall = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/autocredit/list');
    await page.getByLabel('Телефон').press('Enter');
    await expect.poll(() => drawer.isVisible()).toBe(false);
    await expect.poll(() => query(page).get('createdFrom')).toBe('2025-03-12');
    expect(query(page).get('phone')).toBe('+79161234567');
    expect(new URL(page.url()).search).toContain('phone=%2B79161234567');
    const sent = new URL((await listCall).url()).searchParams;
    expect([sent.get('createdFrom'), sent.get('phone')]).toEqual(['2025-03-12', '+79161234567']);
    await page.context().close();
  });
});
