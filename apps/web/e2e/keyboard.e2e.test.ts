import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LAPTOP, newPage, useStack } from './fixtures';

const stack = useStack();

/** What has the focus: its tag, its text (or value) and its test id. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return {
      tag: el?.tagName.toLowerCase() ?? '',
      text: (el?.innerText ?? '').trim(),
      testId: el?.getAttribute('data-testid') ?? '',
      value: el instanceof HTMLInputElement ? el.value : '',
      type: el instanceof HTMLInputElement ? el.type : '',
    };
  });

/** Presses `key` until the focus is on what `wanted` accepts (at most `limit` times). */
async function pressUntil(
  page: Page,
  key: string,
  wanted: (f: Awaited<ReturnType<typeof focused>>) => boolean,
  limit = 80,
) {
  const seen: string[] = [];
  for (let i = 0; i < limit; i++) {
    const f = await focused(page);
    if (wanted(f)) return;
    seen.push(`${f.tag}:${f.testId || f.text.slice(0, 20)}`);
    await page.keyboard.press(key);
  }
  throw new Error(`${key} did not reach it; the focus went ${seen.slice(-30).join(' / ')}`);
}

/** After a navigation, the page's heading has the focus. */
async function headingFocused(page: Page, title: string | RegExp) {
  await expect.poll(async () => (await focused(page)).tag).toBe('h1');
  expect((await focused(page)).text).toMatch(title);
}

/** The task page is idle (its buttons, and so its keys, wait while it loads or saves). */
const idle = (page: Page) =>
  expect.poll(() => page.getByRole('button', { name: 'Далее' }).isEnabled(), { timeout: 10_000 }).toBe(true);

/** The number of the current step in the step bar. */
const step = (page: Page) => page.locator('.step-bar__step--current .step-bar__number').innerText();

describe('the keyboard alone', () => {
  it('signs in, skips to the content, filters, claims a task, moves through its steps, saves and comes back', async () => {
    const page = await newPage(stack, LAPTOP);
    await page.goto(`${stack.web.url}/login`);

    // Sign in: the login field has the focus; the home page's heading has it after.
    await expect.poll(async () => (await focused(page)).tag).toBe('input');
    await page.keyboard.type('goz');
    await page.keyboard.press('Tab');
    await page.keyboard.type('secret');
    await page.keyboard.press('Enter');
    await headingFocused(page, 'Домашняя страница');

    // The skip link is the first stop of Tab on a page, and takes the focus to the heading.
    await page.reload();
    await expect.poll(() => page.getByTestId('side-menu').isVisible()).toBe(true);
    await page.keyboard.press('Tab');
    expect((await focused(page)).text).toBe('Перейти к содержанию');
    await page.keyboard.press('Enter');
    await headingFocused(page, 'Домашняя страница');

    // The side menu's 'Новые задачи'; the list's heading has the focus, then Tab reaches 'Фильтр'.
    await pressUntil(page, 'Shift+Tab', (f) => f.testId === 'menu-new-tasks');
    await page.keyboard.press('Enter');
    await headingFocused(page, 'Новые задачи');
    await expect.poll(() => page.getByRole('button', { name: 'Взять в работу' }).count()).toBeGreaterThan(0);
    const free = page.getByTestId('task-row').filter({ has: page.getByRole('button', { name: 'Взять в работу' }) });
    const dealId = (await free.first().locator('td').first().innerText()).trim();
    await page.keyboard.press('Tab');
    expect((await focused(page)).testId).toBe('filter-open');

    // The filter: its first field has the focus, Enter applies, the focus is back on 'Фильтр'.
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await focused(page)).testId).toBe('filter-id');
    await page.keyboard.type(dealId);
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).searchParams.get('id')).toBe(dealId);
    await expect.poll(async () => (await focused(page)).testId).toBe('filter-open');
    // Escape closes the drawer and gives the focus back too.
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await focused(page)).testId).toBe('filter-id');
    await page.keyboard.press('Escape');
    await expect.poll(async () => (await focused(page)).testId).toBe('filter-open');

    // Claim with Enter: the task page opens, its heading has the focus.
    await expect.poll(() => free.count()).toBe(1);
    await pressUntil(page, 'Tab', (f) => f.text === 'Взять в работу');
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/task-goz\/\d+$/);
    const taskPath = new URL(page.url()).pathname;
    await expect.poll(() => page.getByRole('button', { name: 'Далее' }).isVisible()).toBe(true);
    await headingFocused(page, /.+/);
    const firstStep = await step(page);
    await idle(page);

    // Type into the surname with Tab and the keys, then Ctrl+S saves the step and goes on ('Далее').
    await pressUntil(page, 'Tab', (f) => f.tag === 'input' && f.type === 'text' && /^[А-ЯЁ]/.test(f.value));
    const before = (await focused(page)).value;
    await page.keyboard.press('End');
    await page.keyboard.type('а');
    expect((await focused(page)).value).toBe(`${before}а`);
    await page.keyboard.press('Control+s');
    const second = String(Number(firstStep) + 1);
    await expect.poll(() => step(page), { timeout: 10_000 }).toBe(second);
    await idle(page);

    // Alt+← / Alt+→ move through the steps, as the step bar does: the GOZ wizard asks before going back ('Нет' has
    // the focus, Tab → 'Да'); the browser's history is not touched.
    await page.keyboard.press('Alt+ArrowLeft');
    const confirm = page.locator('.p-confirm-dialog');
    await expect.poll(async () => (await confirm.isVisible()) || (await step(page)) === firstStep).toBe(true);
    if (await confirm.isVisible()) {
      await pressUntil(page, 'Tab', (f) => f.text === 'Да', 4);
      await page.keyboard.press('Enter');
      await expect.poll(() => confirm.count()).toBe(0);
    }
    await expect.poll(() => step(page), { timeout: 10_000 }).toBe(firstStep);
    await idle(page);
    await page.keyboard.press('Alt+ArrowRight');
    await expect.poll(() => step(page), { timeout: 10_000 }).toBe(second);
    expect(new URL(page.url()).pathname).toBe(taskPath);

    // '?' lists the shortcuts; Escape closes the list.
    await page.keyboard.press('Escape');
    await pressUntil(page, 'Shift+Tab', (f) => f.tag !== 'input', 3);
    await page.keyboard.press('Shift+Slash');
    const help = page.getByRole('dialog', { name: 'Сочетания клавиш' });
    await expect.poll(() => help.isVisible()).toBe(true);
    expect(await help.innerText()).toMatch(/Alt \+ →[\s\S]*Следующий шаг[\s\S]*Ctrl \+ S/);
    await page.keyboard.press('Escape');
    await expect.poll(() => help.isVisible()).toBe(false);

    // Back to the list of one's tasks, and from it back to the task by its link.
    await pressUntil(page, 'Shift+Tab', (f) => f.testId === 'menu-my-tasks', 150);
    await page.keyboard.press('Enter');
    await headingFocused(page, 'Мои задачи (в работе)');
    await pressUntil(page, 'Tab', (f) => f.testId === 'open-own-task' && f.text === 'Открыть задачу', 150);
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/task-goz\/\d+$/);
    await headingFocused(page, /.+/);
    await page.context().close();
  });
});
