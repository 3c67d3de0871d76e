import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage, screenshot, signIn, useStack } from './fixtures';

const stack = useStack();

const unseen = async (page: Page) => Number(await page.getByTestId('unseen-count').innerText());

describe('the notifications page', () => {
  it('shows the unseen ones as unseen, marks them viewed when left; paging in the URL', async () => {
    for (let i = 1; i <= 11; i++) {
      const res = await fetch(`${stack.stub.url}/__stub/notifications`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'viewer', title: `Уведомление ${i}`, body: `Текст ${i}` }),
      });
      expect(res.status).toBe(201);
    }
    const page = await newPage(stack);
    await signIn(page, stack.web.url, 'viewer');
    await expect.poll(() => unseen(page)).toBeGreaterThanOrEqual(11);
    const before = await unseen(page);

    await page.goto(`${stack.web.url}/notification`);
    const items = page.getByTestId('notification-item');
    await expect.poll(() => items.count()).toBe(10);
    const shownUnseen = await page.locator('.notification-item--unseen').count();
    expect(shownUnseen).toBeGreaterThan(0);
    await screenshot(page, 'notifications-page');
    expect(await unseen(page)).toBe(before);

    await page.getByTestId('side-menu').getByText('Заявки').click();
    await expect.poll(() => unseen(page)).toBe(before - shownUnseen);

    await page.goto(`${stack.web.url}/notification?page=2`);
    await expect.poll(() => items.count()).toBeGreaterThan(0);
    expect(new URL(page.url()).searchParams.get('page')).toBe('2');
    await page.context().close();
  });
});
