import { describe, expect, it } from 'vitest';
import { newPage, signIn, screenshot, useStack } from './fixtures';

const stack = useStack();

describe('impersonation', () => {
  it('shows Отключиться while the admin acts as another user, and leaving returns the admin', async () => {
    const page = await newPage(stack);
    await signIn(page, stack.web.url, 'admin');
    await expect.poll(() => page.getByTestId('side-menu').innerText()).toContain('Пользователи');
    await page.getByTestId('user-menu-button').click();
    await expect.poll(() => page.getByText('Выйти').isVisible()).toBe(true);
    expect(await page.getByText('Отключиться').count()).toBe(0);
    await page.keyboard.press('Escape');

    const status = await page.evaluate(async () => {
      const res = await fetch('/api/impersonate/take', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${localStorage.getItem('access')}` },
        body: JSON.stringify({ username: 'goz' }),
      });
      return res.status;
    });
    expect(status).toBe(200);
    await page.reload();
    await expect.poll(() => page.getByTestId('side-menu').innerText()).toContain('Создать заявку');
    expect(await page.getByTestId('side-menu').innerText()).not.toContain('Пользователи');

    await page.getByTestId('user-menu-button').click();
    await page.getByText('Отключиться').click();
    await expect.poll(() => page.getByTestId('side-menu').innerText()).toContain('Пользователи');
    expect(new URL(page.url()).pathname).toBe('/');
    await page.getByTestId('user-menu-button').click();
    await expect.poll(() => page.getByText('Выйти').isVisible()).toBe(true);
    expect(await page.getByText('Отключиться').count()).toBe(0);
    await screenshot(page, 'admin-after-leave');
    await page.context().close();
  });
});
