// Per-file fixture: a stub, the built app in front of it and a browser; plus small page helpers.
import { afterAll, beforeAll, expect } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, startStub, startWeb, type RunningStub, type RunningWeb } from './harness';

export interface Stack {
  stub: RunningStub;
  web: RunningWeb;
  browser: Browser;
}

/** Starts a stack before the file's tests and stops it after them. */
export function useStack(stubEnv: Record<string, string> = {}): Stack {
  const stack = {} as Stack;
  beforeAll(async () => {
    stack.stub = await startStub(stubEnv);
    stack.web = await startWeb(stack.stub.url);
    stack.browser = await launchBrowser();
  });
  afterAll(async () => {
    await stack.browser?.close();
    await stack.web?.stop();
    await stack.stub?.stop();
  });
  return stack;
}

export async function newPage(stack: Stack): Promise<Page> {
  const context = await stack.browser.newContext({ locale: 'ru-RU', viewport: { width: 1366, height: 850 } });
  return context.newPage();
}

/** Signs in through the login page and waits for the shell. */
export async function signIn(page: Page, baseUrl: string, username: string, password = 'secret'): Promise<void> {
  if (!page.url().includes('/login')) await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Логин').fill(username);
  await page.getByLabel('Пароль', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Войти' }).click();
}

export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: new URL(`./screenshots/${name}.png`, import.meta.url).pathname, fullPage: true });
}

/** Waits until the page's event channel is open: the topics call has set the hub cookie, the stream has started. */
export async function eventChannelOpen(page: Page): Promise<void> {
  await expect
    .poll(async () => (await page.context().cookies()).some((c) => c.name === 'mercureAuthorization'))
    .toBe(true);
  await page.waitForTimeout(300);
}
