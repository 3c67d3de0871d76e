import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LAPTOP, eventChannelOpen, newPage, onScreen, screenshot, signIn, useStack } from './fixtures';

const stack = useStack();

const unseen = async (page: Page) => Number(await page.getByTestId('unseen-count').innerText());

async function notify(username: string, title: string, body: string, dealId = 100245): Promise<void> {
  const res = await fetch(`${stack.stub.url}/__stub/notifications`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, title, body, group: 'autocredit', dealId }),
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

  it('at 1366×768 notifications arriving cover no action of the deal list nor the header; the bell lists them', async () => {
    const page = await newPage(stack, LAPTOP);
    await signIn(page, stack.web.url, 'goz_chief');
    await expect.poll(() => page.getByTestId('side-menu').isVisible()).toBe(true);
    await page.goto(`${stack.web.url}/deal?status=client_waiting`);
    const agreed = page.getByRole('button', { name: 'Клиент согласился' });
    await expect.poll(() => agreed.count()).toBeGreaterThan(0);
    await eventChannelOpen(page);

    for (let i = 1; i <= 5; i++) {
      await notify(
        'goz_chief',
        `Заявка № 10030${i} одобрена, получите согласие клиента`,
        `Уведомление ${i}`,
        100300 + i,
      );
    }
    const toasts = page.locator('.p-toast-message');
    await expect.poll(() => page.locator('.p-toast-message', { hasText: 'Уведомление 5' }).isVisible()).toBe(true);
    await page.waitForTimeout(800);
    expect(await toasts.count()).toBeLessThanOrEqual(3);
    await screenshot(page, 'notifications-arriving');
    // They stand in the side menu's column, under the header: over no part of the page's content.
    const menu = (await page.getByTestId('side-menu').boundingBox())!;
    for (const box of await toasts.evaluateAll((nodes) => nodes.map((n) => n.getBoundingClientRect().toJSON()))) {
      const { left, right, top } = box as DOMRect;
      expect(left).toBeGreaterThanOrEqual(menu.x);
      expect(right).toBeLessThanOrEqual(menu.x + menu.width);
      expect(top).toBeGreaterThan(56);
    }
    for (const button of [
      ...(await agreed.all()),
      ...(await page.getByRole('button', { name: 'Клиент отказался' }).all()),
      page.getByTestId('user-menu-button'),
      page.getByTestId('notification-bell'),
    ]) {
      if (await button.isVisible()) expect(await onScreen(page, button)).toBe(true);
    }
    // On a lower window the toasts keep to the room under the menu's entries: every link of the menu stays free.
    await page.setViewportSize({ width: 1366, height: 480 });
    await page.waitForTimeout(300);
    expect(await toasts.count()).toBeGreaterThan(0);
    for (const link of await page.getByTestId('side-menu').getByRole('link').all())
      expect(await onScreen(page, link)).toBe(true);
    await page.setViewportSize(LAPTOP);

    await page.getByTestId('notification-bell').click();
    const panel = page.getByTestId('notification-panel');
    await expect.poll(() => panel.getByTestId('notification-item').count()).toBe(5);
    expect(await panel.innerText()).toContain('Уведомление 5');
    expect(await panel.getByRole('button', { name: 'Взять в работу' }).count()).toBe(5);
    expect(await panel.getByRole('link', { name: 'Все уведомления' }).getAttribute('href')).toBe('/notification');
    await page.context().close();
  });
});
