import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage, screenshot, signIn, useStack } from './fixtures';

const stack = useStack();

const menuText = async (page: Page) => (await page.getByTestId('side-menu').innerText()).replace(/\s+/g, ' ');

describe('signing in', () => {
  it('shows the underwriter the underwriter menu, name and footer', async () => {
    const page = await newPage(stack);
    await page.goto(stack.web.url);
    await page.waitForURL('**/login');
    await signIn(page, stack.web.url, 'underwriter');
    await expect.poll(() => page.getByText('Домашняя страница').isVisible()).toBe(true);

    const menu = await menuText(page);
    for (const entry of [
      'Заявки',
      'Новые задачи',
      'Мои задачи (в работе)',
      'Документы',
      'Завершенные заявки',
      'Отчеты',
    ])
      expect(menu).toContain(entry);
    for (const entry of ['Создать заявку', 'Быстрое решение', 'Пользователи', 'Отчет СБ', 'Калькулятор'])
      expect(menu).not.toContain(entry);
    await expect.poll(() => page.getByTestId('task-counter-new').isVisible()).toBe(true);

    await expect.poll(() => page.getByTestId('user-name').innerText()).toMatch(/^[А-ЯЁ][а-яё]+ [А-ЯЁ]\. [А-ЯЁ]\.$/);
    await expect.poll(() => page.getByTestId('footer-version').innerText()).toContain('1.0.0');
    expect(await page.locator('footer').innerText()).toContain(`2019–${new Date().getFullYear()}`);
    await screenshot(page, 'underwriter-home');
    await page.context().close();
  });

  it('is served with the security headers; its policy refuses an inline script, and the tests would see it', async () => {
    const page = await newPage(stack);
    const answer = await page.goto(`${stack.web.url}/login`);
    const headers = answer!.headers();
    expect(headers['content-security-policy']).toContain("script-src 'self';");
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers).toMatchObject({ 'x-content-type-options': 'nosniff', 'referrer-policy': 'same-origin' });
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.head.append(script);
    });
    await expect.poll(() => stack.cspViolations.length).toBeGreaterThan(0);
    expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined();
    // Planted here on purpose: the other tests fail on any such refusal.
    stack.cspViolations.splice(0);
    await page.context().close();
  });

  it('shows the operator the create buttons, the calculator and the sale point', async () => {
    const page = await newPage(stack);
    await signIn(page, stack.web.url, 'goz');
    await expect.poll(() => page.getByText('Домашняя страница').isVisible()).toBe(true);

    const menu = await menuText(page);
    for (const entry of [
      'Создать заявку',
      'Быстрое решение',
      'Заявки',
      'Новые задачи',
      'Мои задачи (в работе)',
      'Калькулятор',
      'Отчеты',
    ])
      expect(menu).toContain(entry);
    for (const entry of ['Завершенные заявки', 'Пользователи', 'Документы']) expect(menu).not.toContain(entry);
    expect(await page.getByTestId('task-counter-new').count()).toBe(0);
    await expect.poll(() => page.getByTestId('sale-point').innerText()).not.toBe('');

    await page.getByRole('button', { name: 'Создать заявку' }).click();
    await expect.poll(() => page.getByText('Вы действительно хотите создать новую сделку?').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Нет' }).click();
    await expect.poll(() => page.getByText('Вы действительно хотите создать новую сделку?').isVisible()).toBe(false);
    await screenshot(page, 'goz-home');
    await page.context().close();
  });

  it('keeps what was typed and shows the server text on a wrong password', async () => {
    const page = await newPage(stack);
    await page.goto(`${stack.web.url}/login`);
    await signIn(page, stack.web.url, 'underwriter', 'wrong-password');
    await expect.poll(() => page.getByText('Неверное имя пользователя или пароль').first().isVisible()).toBe(true);
    expect(await page.getByLabel('Логин').inputValue()).toBe('underwriter');
    expect(page.url()).toContain('/login');
    expect(await page.evaluate(() => localStorage.getItem('access'))).toBeNull();
    await screenshot(page, 'login-wrong-password');
    await page.context().close();
  });

  it('shows one message when the sign-in fails with a 500: on the form, no toast besides', async () => {
    const fault = await fetch(`${stack.stub.url}/__stub/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ method: 'POST', path: '/api/token/create', status: 500 }),
    });
    expect(fault.status).toBe(201);
    const page = await newPage(stack);
    await page.goto(`${stack.web.url}/login`);
    const failures = page.getByText(/Неполадки подключения/);
    await signIn(page, stack.web.url, 'goz');
    await expect.poll(() => failures.count()).toBe(1);
    expect(await page.getByTestId('login-error').innerText()).toBe('Неполадки подключения. Попробуйте позже.');
    await page.waitForTimeout(300); // a late toast would show by now
    expect(await failures.count()).toBe(1);
    expect(await page.locator('.p-toast-message').count()).toBe(0);
    expect(await page.getByLabel('Логин').inputValue()).toBe('goz');
    await screenshot(page, 'login-500');
    await page.context().close();
  });

  it('asks for both fields before sending anything', async () => {
    const page = await newPage(stack);
    await page.goto(`${stack.web.url}/login`);
    let sent = 0;
    page.on('request', (request) => request.url().includes('/api/token/create') && sent++);
    await page.getByRole('button', { name: 'Войти' }).click();
    await expect.poll(() => page.getByText('Пожалуйста, заполните это поле.').count()).toBe(2);
    expect(sent).toBe(0);
    await page.context().close();
  });

  it('sends a signed-out user to login and back to the page asked for; denies pages of other roles', async () => {
    const page = await newPage(stack);
    await page.goto(`${stack.web.url}/users`);
    await page.waitForURL('**/login');
    await signIn(page, stack.web.url, 'admin');
    await page.waitForURL('**/users');

    await page.goto(`${stack.web.url}/deal`);
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto(`${stack.web.url}/no-such-page`);
    await expect.poll(() => page.getByText('Увы! Такой страница нет...').isVisible()).toBe(true);
    await page.context().close();
  });

  it('sends the calculator-only user to the calculator and signs out to login', async () => {
    const page = await newPage(stack);
    await signIn(page, stack.web.url, 'calculator');
    await page.waitForURL('**/credit-calculator-lite');
    await page.getByTestId('user-menu-button').click();
    await page.getByText('Выйти').click();
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => [localStorage.getItem('access'), localStorage.getItem('refresh')])).toEqual([
      null,
      null,
    ]);
    await page.goto(`${stack.web.url}/`);
    await page.waitForURL('**/login');
    await page.context().close();
  });
});
