import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  LAPTOP,
  onScreen,
  eventChannelOpen,
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

const rows = (page: Page) => page.getByTestId('task-row');
const query = (page: Page) => new URL(page.url()).searchParams;

async function open(page: Page, user: string, path: string) {
  await signIn(page, stack.web.url, user);
  await expect.poll(() => page.getByTestId('side-menu').isVisible()).toBe(true);
  await page.goto(`${stack.web.url}${path}`);
  await expect.poll(() => rows(page).count()).toBeGreaterThan(0);
}

const EMPTY = 'Нет данных для отображения';

/** '#FFF4E5' as the browser computes it: 'rgb(255, 244, 229)'. */
const rgb = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
};

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

    // Counts of a large queue: the three badges stay clear of the menu's right edge, the label stays whole.
    await fetch(`${stack.stub.url}/__stub/publish`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username: 'underwriter',
        event: { type: 'newUnderTask', data: { newTasks: 6532, afterRescoring: 779, afterRework: 1022 } },
      }),
    });
    await expect.poll(() => page.getByTestId('task-counter-new').innerText()).toBe('6532');
    const menu = (await page.getByTestId('side-menu').boundingBox())!;
    const rework = (await page.getByTestId('task-counter-rework').boundingBox())!;
    expect(rework.x + rework.width).toBeLessThanOrEqual(menu.x + menu.width - 6);
    const label = page.getByTestId('side-menu').locator('.side-menu__label', { hasText: 'Новые задачи' });
    expect(await label.evaluate((node) => node.scrollWidth <= node.clientWidth)).toBe(true);
    await page.context().close();
  });

  it('at 1366×768: a page in view in its colours, links, the number and the actions on screen sideways', async () => {
    const page = await newPage(stack, LAPTOP);
    await watchForText(page, EMPTY);
    await signIn(page, stack.web.url, 'goz_chief');
    await expect.poll(() => page.getByTestId('side-menu').isVisible()).toBe(true);
    const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/autocredit/task/list');
    await page.goto(`${stack.web.url}/task-new`);
    const { result } = (await (await answer).json()) as {
      result: { tasks: { deal: { id: number }; taskColor?: string | null }[] };
    };
    await expect.poll(() => rows(page).count()).toBe(10);
    expect(await fullyInView(page, 'task-row')).toBeGreaterThanOrEqual(8);

    // Each row in its task's colour, its frozen cells too (they would hide it under the theme's white).
    const shown = await rows(page).evaluateAll((trs) =>
      trs.map((tr) => {
        const cells = [...tr.querySelectorAll('td')];
        return {
          id: cells[0]!.innerText.trim(),
          row: getComputedStyle(tr).backgroundColor,
          frozen: [cells[0]!, cells.at(-1)!].map((td) => getComputedStyle(td).backgroundColor),
        };
      }),
    );
    const colours = new Map(result.tasks.map((t) => [String(t.deal.id), t.taskColor]));
    expect(shown.filter((r) => colours.get(r.id)).length).toBeGreaterThan(0);
    for (const row of shown) {
      const colour = colours.get(row.id);
      if (!colour) continue;
      expect(row.row).toBe(rgb(colour));
      expect(row.frozen).toEqual([rgb(colour), rgb(colour)]);
    }

    // The deal number is a real link to the deal in a new tab.
    const link = rows(page).first().locator('td').first().locator('a');
    expect(await link.getAttribute('href')).toBe(`/deal/${shown[0]!.id}`);
    expect(await link.getAttribute('target')).toBe('_blank');

    // Sideways: the number on the left, every row's actions on the right.
    expect(
      await page.locator('.list-table .p-datatable-wrapper').evaluate((wrapper) => {
        wrapper.scrollLeft = wrapper.scrollWidth;
        return wrapper.scrollLeft;
      }),
    ).toBeGreaterThan(0);
    for (let i = 0; i < 8; i++) {
      const row = rows(page).nth(i);
      expect(await onScreen(page, row.locator('td').first())).toBe(true);
      for (const button of await row.getByRole('button').all()) expect(await onScreen(page, button)).toBe(true);
    }
    await screenshot(page, 'task-lists-laptop-sideways');

    // 'Снять' says what went back to the queue.
    const worked = rows(page)
      .filter({ has: page.getByRole('button', { name: 'Снять' }) })
      .first();
    const workedId = (await worked.locator('td').first().innerText()).trim();
    await worked.getByRole('button', { name: 'Снять' }).click();
    await expect.poll(() => page.locator('.p-toast').innerText()).toContain(`по заявке № ${workedId}`);
    expect(await page.locator('.p-toast').innerText()).toContain('возвращена в очередь');
    await settled(page);

    // The next page: the old rows stay, dimmed, under a progress bar until the new ones come.
    const before = await dealOf(page, 0);
    await injectFault(stack, { method: 'GET', path: '/api/autocredit/task/list', delayMs: 1500 });
    await page.locator('.p-paginator-page').filter({ hasText: /^2$/ }).click();
    await expect.poll(() => page.getByTestId('list-progress').isVisible()).toBe(true);
    expect(await page.locator('.list-table--stale').count()).toBe(1);
    expect(await dealOf(page, 0)).toBe(before);
    await expect.poll(() => page.getByTestId('list-progress').count(), { timeout: 5000 }).toBe(0);
    expect(await dealOf(page, 0)).not.toBe(before);
    expect(query(page).get('page')).toBe('2');

    expect(await textWasSeen(page, EMPTY)).toBe(false);
    await page.context().close();
  });
});
