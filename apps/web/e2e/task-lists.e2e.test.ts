import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { eventChannelOpen, newPage, screenshot, signIn, useStack } from './fixtures';

const stack = useStack();

const rows = (page: Page) => page.getByTestId('task-row');
const query = (page: Page) => new URL(page.url()).searchParams;

async function open(page: Page, user: string, path: string) {
  await signIn(page, stack.web.url, user);
  await expect.poll(() => page.getByTestId('side-menu').isVisible()).toBe(true);
  await page.goto(`${stack.web.url}${path}`);
  await expect.poll(() => rows(page).count()).toBeGreaterThan(0);
}

/** Until the rows shown are those of the URL (no progress bar over stale rows). */
const settled = (page: Page) => expect.poll(() => page.getByTestId('list-progress').count()).toBe(0);

/** The deal number of a row (the first column). */
const dealOf = async (page: Page, row: number) => (await rows(page).nth(row).locator('td').first().innerText()).trim();

describe('the task lists', () => {
  it("claims a free task: its page opens, then it is among the operator's own tasks", async () => {
    const page = await newPage(stack);
    await open(page, 'goz', '/task-new');
    const free = rows(page)
      .filter({ has: page.getByRole('button', { name: 'Взять в работу' }) })
      .first();
    const dealId = (await free.locator('td').first().innerText()).trim();
    expect(await free.evaluate((tr) => getComputedStyle(tr).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
    await free.getByRole('button', { name: 'Взять в работу' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/(task-goz|task-goz-checker)\/\d+$/);

    await page.goto(`${stack.web.url}/task-my?id=${dealId}`);
    await expect.poll(() => rows(page).count()).toBe(1);
    expect(await rows(page).first().getByRole('button', { name: 'В работе' }).isVisible()).toBe(true);
    await screenshot(page, 'task-lists-my');
    await page.context().close();
  });

  it('the chief operator returns a task someone works to the queue', async () => {
    const page = await newPage(stack);
    await open(page, 'goz_chief', '/task-new');
    const worked = rows(page)
      .filter({ has: page.getByRole('button', { name: 'Снять' }) })
      .first();
    await expect.poll(() => worked.count()).toBe(1);
    const dealId = (await worked.locator('td').first().innerText()).trim();
    await worked.getByRole('button', { name: 'Снять' }).click();
    await page.goto(`${stack.web.url}/task-new?id=${dealId}`);
    await expect.poll(() => rows(page).first().getByRole('button', { name: 'Взять в работу' }).count()).toBe(1);
    await page.context().close();
  });

  it('the underwriter queue: free tasks and the arrival order in the URL, kept on reload; live counters', async () => {
    const page = await newPage(stack);
    await open(page, 'underwriter', '/underwriter-new-task-list');
    await page.locator('#free-tasks').click();
    await expect.poll(() => query(page).get('isFree')).toBe('true');
    await expect.poll(() => rows(page).getByRole('button', { name: 'В работе' }).count()).toBe(0);

    await page.getByTestId('arrival-sort').click();
    await page.locator('.p-dropdown-item').filter({ hasText: 'Сначала старые' }).click();
    await expect.poll(() => query(page).get('sortUnderwritingStage')).toBe('ASC');
    await settled(page);
    const oldestFirst = await dealOf(page, 0);
    await page.getByTestId('arrival-sort').click();
    await page.locator('.p-dropdown-item').filter({ hasText: 'Сначала новые' }).click();
    await expect.poll(() => query(page).get('sortUnderwritingStage')).toBe('DESC');
    await expect.poll(() => dealOf(page, 0)).not.toBe(oldestFirst);
    await page.reload();
    await expect.poll(() => rows(page).count()).toBeGreaterThan(0);
    expect(query(page).get('isFree')).toBe('true');
    expect(await page.locator('#free-tasks').evaluate((el) => (el as HTMLInputElement).checked)).toBe(true);

    await eventChannelOpen(page);
    const res = await fetch(`${stack.stub.url}/__stub/publish`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username: 'underwriter',
        event: { type: 'newUnderTask', data: { newTasks: 7, afterRescoring: 2, afterRework: 1 } },
      }),
    });
    expect(res.status).toBe(201);
    await expect.poll(() => page.getByTestId('task-counter-new').innerText()).toBe('7');
    expect(await page.getByTestId('task-counter-rescoring').innerText()).toBe('2');
    expect(await page.getByTestId('task-counter-rework').innerText()).toBe('1');
    await screenshot(page, 'task-lists-underwriter');
    await page.context().close();
  });
});
