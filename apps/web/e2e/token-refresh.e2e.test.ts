import { describe, expect, it } from 'vitest';
import { injectFault, LAPTOP, newPage, signIn, useStack } from './fixtures';

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

  it('ends the session cleanly when its refresh is refused, and keeps what was typed for the same user', async () => {
    const page = await newPage(stack, LAPTOP);
    await signIn(page, stack.web.url, 'goz');
    await expect.poll(() => page.getByTestId('side-menu').isVisible()).toBe(true);
    await page.goto(`${stack.web.url}/task-new`);
    await page.getByRole('button', { name: 'Взять в работу' }).first().click();
    await expect.poll(() => page.url()).toMatch(/\/task-goz\/\d+/);
    const taskUrl = page.url();
    const surname = page.getByLabel(/^Фамилия/).first();
    await expect.poll(() => surname.inputValue()).not.toBe('');
    await surname.fill('Черновикова');
    await page.waitForTimeout(400);

    // The access token expires and the refresh is refused: the next save ends the session.
    await injectFault(stack, { method: 'POST', path: '/api/token/refresh', status: 401, times: 1 });
    await page.waitForTimeout(2500);
    await page.getByRole('button', { name: 'Далее' }).click();
    await page.waitForURL('**/login**');
    expect(await page.evaluate(() => localStorage.getItem('refresh'))).toBeNull();

    // Signing in again leads back to the task, with the value typed before.
    await signIn(page, stack.web.url, 'goz');
    await expect.poll(() => page.url()).toBe(taskUrl);
    await expect
      .poll(
        () =>
          page
            .getByLabel(/^Фамилия/)
            .first()
            .inputValue(),
        { timeout: 10_000 },
      )
      .toBe('Черновикова');
    await page.context().close();
  });
});
