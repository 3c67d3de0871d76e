import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { eventChannelOpen, newPage, screenshot, signIn, useStack } from './fixtures';

const stack = useStack();

const unseen = async (page: Page) => Number(await page.getByTestId('unseen-count').innerText());

async function notify(username: string, title: string, body: string): Promise<void> {
  const res = await fetch(`${stack.stub.url}/__stub/notifications`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, title, body, group: 'autocredit', dealId: 100245 }),
  });
  expect(res.status).toBe(201);
}

describe('live notifications', () => {
  it('shows a published notification as a toast; closing it marks it seen', async () => {
    const page = await newPage(stack);
    await signIn(page, stack.web.url, 'underwriter');
    await expect.poll(() => page.getByTestId('unseen-count').isVisible()).toBe(true);
    await eventChannelOpen(page);
    const before = await unseen(page);

    await notify('underwriter', 'Заявка № 100245', 'Клиент Иванов Иван Иванович согласился с решением');
    const toast = page
      .locator('.p-toast-message')
      .filter({ hasText: 'Клиент Иванов Иван Иванович согласился с решением' });
    await expect.poll(() => toast.isVisible()).toBe(true);
    expect(await toast.innerText()).toContain('Заявка № 100245');
    await expect.poll(() => unseen(page)).toBe(before + 1);
    await screenshot(page, 'notification-toast');

    await toast.locator('.p-toast-icon-close').click();
    await expect.poll(() => unseen(page)).toBe(before);
    await page.context().close();
  });

  it('keeps notifications raised while the tab is hidden until it is visible', async () => {
    const page = await newPage(stack);
    await signIn(page, stack.web.url, 'goz');
    await eventChannelOpen(page);
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await notify('goz', 'Быстрое решение', 'Заявка № 100300 одобрена');
    await page.waitForTimeout(1000);
    const toast = page.locator('.p-toast-message').filter({ hasText: 'Заявка № 100300 одобрена' });
    expect(await toast.count()).toBe(0);
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await expect.poll(() => toast.isVisible()).toBe(true);
    await page.context().close();
  });
});
