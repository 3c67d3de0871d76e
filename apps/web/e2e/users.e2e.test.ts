import { describe, expect, it } from 'vitest';
import { newPage, screenshot, signIn, useStack } from './fixtures';

const stack = useStack();

describe('the users page', () => {
  it("filters by username in the URL; 'Переключиться' takes the user's profile; 'Отключиться' leaves it", async () => {
    const page = await newPage(stack);
    await signIn(page, stack.web.url, 'admin');
    await expect.poll(() => page.getByTestId('side-menu').innerText()).toContain('Пользователи');
    await page.getByTestId('menu-users').click();
    await expect.poll(() => page.getByTestId('user-row').count()).toBeGreaterThan(1);

    await page.getByTestId('filter-open').click();
    await page.getByTestId('filter-username').fill('goz_chief');
    await page.getByTestId('filter-username').press('Enter');
    await expect.poll(() => new URL(page.url()).searchParams.get('username')).toBe('goz_chief');
    await expect
      .poll(() => page.getByTestId('user-row').allInnerTexts())
      .toEqual([expect.stringContaining('goz_chief')]);
    await page.reload();
    await expect.poll(() => page.getByTestId('user-row').count()).toBe(1);
    await screenshot(page, 'users-filtered');

    await page.getByTestId('user-row').getByRole('button', { name: 'Переключиться' }).click();
    const toast = page.locator('.p-toast-message').filter({ hasText: 'Профиль переключен успешно' });
    await expect.poll(() => toast.count(), { timeout: 10_000 }).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/');
    await expect.poll(() => page.getByTestId('side-menu').innerText()).not.toContain('Пользователи');
    expect(await page.getByTestId('side-menu').innerText()).toContain('Новые задачи');

    await page.getByTestId('user-menu-button').click();
    await page.getByText('Отключиться').click();
    await expect.poll(() => page.getByTestId('side-menu').innerText()).toContain('Пользователи');
    await page.context().close();
  });
});
