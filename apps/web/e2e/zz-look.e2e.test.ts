import { describe, expect, it } from 'vitest';
import { LAPTOP, newPage, signIn, useStack } from './fixtures';

const stack = useStack();

describe('look', () => {
  it('underwriter', async () => {
    const page = await newPage(stack, LAPTOP);
    await signIn(page, stack.web.url, 'underwriter');
    await expect.poll(() => page.getByTestId('side-menu').isVisible()).toBe(true);
    await page.goto(`${stack.web.url}/underwriter-new-task-list`);
    const claim = page.getByRole('button', { name: 'Взять в работу' }).first();
    await expect.poll(() => claim.isVisible(), { timeout: 10_000 }).toBe(true);
    await claim.click();
    await expect.poll(() => page.url()).toMatch(/\/ta[^/]*\/\d+/);
    await page.waitForTimeout(2000);
    for (const key of ['Escape']) await page.keyboard.press(key);
    await page.screenshot({ path: `/tmp/look/uw-client.png` });
    for (const name of ['Контакты', 'Финансы', 'Решение']) {
      await page.getByRole('button', { name: new RegExp(name) }).first().click();
      await page.waitForTimeout(1500);
      await page.screenshot({ path: `/tmp/look/uw-${name}.png`, fullPage: true });
    }
  }, 60_000);
});
