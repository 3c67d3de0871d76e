import { describe, expect, it } from 'vitest';
import { newPage, signIn, useStack } from './fixtures';

// Access tokens live 2 seconds here, so they expire in the middle of the session.
const stack = useStack({ STUB_ACCESS_TTL: '2' });

describe('an access token that expires mid-session', () => {
  it('is refreshed once, without the user noticing', async () => {
    const page = await newPage(stack);
    await signIn(page, stack.web.url, 'underwriter');
    await expect.poll(() => page.getByText('Домашняя страница').isVisible()).toBe(true);
    const firstAccess = await page.evaluate(() => localStorage.getItem('access'));

    const refreshes: number[] = [];
    const unauthorised: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/api/token/refresh')) refreshes.push(response.status());
      else if (response.status() === 401) unauthorised.push(response.url());
    });
    await page.waitForTimeout(2500);

    // A page change fires several calls at once with the expired token.
    await page.goto(`${stack.web.url}/notification`);
    await expect.poll(() => page.getByTestId('user-name').isVisible()).toBe(true);
    await page.getByTestId('side-menu').getByText('Заявки', { exact: true }).click();
    await page.waitForURL('**/deal');
    await expect.poll(() => refreshes.length).toBeGreaterThan(0);
    await page.waitForTimeout(500);

    expect(refreshes).toEqual([200]);
    expect(unauthorised.length).toBeGreaterThan(0);
    expect(page.url()).not.toContain('/login');
    expect(await page.evaluate(() => localStorage.getItem('access'))).not.toBe(firstAccess);
    await expect.poll(() => page.getByTestId('unseen-count').isVisible()).toBe(true);
    await page.context().close();
  });
});
