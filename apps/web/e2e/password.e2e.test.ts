import { describe, expect, it } from 'vitest';
import { newPage, screenshot, signIn, useStack } from './fixtures';

const stack = useStack();

describe('an expired password', () => {
  it('forces the change, shows field errors, then lets the user work', async () => {
    const page = await newPage(stack);
    await signIn(page, stack.web.url, 'expired');
    await page.waitForURL('**/change-password');
    await expect.poll(() => page.getByText('Необходимо сменить пароль').first().isVisible()).toBe(true);

    // One click on 'Изменить' with both fields empty flags both (the first field's message moves nothing).
    await page.getByRole('button', { name: 'Изменить' }).click();
    await expect.poll(() => page.getByText('Пожалуйста, заполните это поле.').count()).toBe(2);

    // Other pages stay closed until the password is changed.
    await page.goto(`${stack.web.url}/deal`);
    await page.waitForURL('**/change-password');

    await page.getByLabel('Новый пароль').fill('new-secret-1');
    await page.getByLabel('Подтверждение пароля').fill('new-secret-2');
    await page.getByRole('button', { name: 'Изменить' }).click();
    await expect.poll(() => page.getByText('Пароли не совпадают').isVisible()).toBe(true);
    expect(await page.getByLabel('Новый пароль').inputValue()).toBe('new-secret-1');
    await screenshot(page, 'change-password-errors');

    await page.getByLabel('Подтверждение пароля').fill('new-secret-1');
    await page.getByRole('button', { name: 'Изменить' }).click();
    await expect.poll(() => page.getByText('Пароль успешно изменен').isVisible()).toBe(true);
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => page.getByTestId('side-menu').innerText()).toContain('Заявки');

    // The new password is the one that works now.
    const res = await fetch(`${stack.stub.url}/api/token/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'expired', password: 'new-secret-1' }),
    });
    expect(res.status).toBe(200);
    const { token } = (await res.json()) as { token: string };
    const user = await fetch(`${stack.stub.url}/api/user/`, { headers: { authorization: `Bearer ${token}` } });
    expect(user.status).toBe(200);
    await page.context().close();
  });
});
