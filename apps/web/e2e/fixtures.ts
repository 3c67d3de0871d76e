// Per-file fixture: a stub, the built app in front of it and a browser; plus small page helpers.
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import type { Browser, Page, Locator } from 'playwright-core';
import { launchBrowser, startStub, startWeb, type RunningStub, type RunningWeb } from './harness';

export interface Stack {
  stub: RunningStub;
  web: RunningWeb;
  browser: Browser;
  /** What the pages' Content-Security-Policy refused (each test fails on any: the served headers must fit the app). */
  cspViolations: string[];
}

/** Starts a stack before the file's tests and stops it after them. */
export function useStack(stubEnv: Record<string, string> = {}): Stack {
  const stack = { cspViolations: [] } as unknown as Stack;
  afterEach(() => {
    const refused = stack.cspViolations.splice(0);
    expect(refused, 'Content-Security-Policy violations').toEqual([]);
  });
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

/** A page in a new browser context; what its Content-Security-Policy refuses lands in `stack.cspViolations`. */
export async function newPage(stack: Stack, viewport = { width: 1366, height: 850 }): Promise<Page> {
  const context = await stack.browser.newContext({ locale: 'ru-RU', viewport });
  await context.exposeBinding('__reportCspViolation', (_source, text: string) => {
    stack.cspViolations.push(text);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation(text: string): void }).__reportCspViolation;
      void report(
        `${event.effectiveDirective} refused ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('Content Security Policy')) {
      stack.cspViolations.push(message.text());
    }
  });
  return page;
}

/** The laptop screen the lists are made for (1366×768). */
export const LAPTOP = { width: 1366, height: 768 };

/** Makes matching stub requests slow or fail (`POST /__stub/faults`, README 'The stub's control surface'). */
export async function injectFault(
  stack: Stack,
  fault: { method?: string; path: string; delayMs?: number; status?: number; times?: number },
): Promise<void> {
  const res = await fetch(`${stack.stub.url}/__stub/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(fault),
  });
  expect(res.status).toBe(201);
}

/** How many elements of a test id (table rows: wider than the screen when the table scrolls sideways) lie wholly
 * inside the viewport's height. */
export async function fullyInView(page: Page, testId: string): Promise<number> {
  return page.getByTestId(testId).evaluateAll(
    (elements) =>
      elements.filter((element) => {
        const box = element.getBoundingClientRect();
        return box.height > 0 && box.top >= 0 && box.bottom <= window.innerHeight;
      }).length,
  );
}

/** Whether an element's box lies wholly inside the viewport. */
/**
 * The element is on screen: its box within the viewport and nothing drawn over its centre (a sticky column over a
 * frozen cell, a dialog over a button).
 */
export async function onScreen(page: Page, element: Locator): Promise<boolean> {
  if (!(await boxInView(page, await element.boundingBox()))) return false;
  return element.evaluate((node) => {
    const box = node.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    // the element itself, a part of it, or (a disabled button lets the pointer through) the cell it sits in
    return top !== null && (node.contains(top) || top.contains(node));
  });
}

export async function boxInView(page: Page, box: { x: number; y: number; width: number; height: number } | null) {
  const viewport = page.viewportSize()!;
  return (
    box !== null &&
    box.x >= 0 &&
    box.y >= 0 &&
    box.x + box.width <= viewport.width &&
    box.y + box.height <= viewport.height
  );
}

/**
 * Records, from the page's start, whether a text ever shows in it (`window.__seen[text]`), so that a test can say it
 * never did: e.g. 'Нет данных для отображения' while a list loads.
 */
export async function watchForText(page: Page, text: string): Promise<void> {
  await page.addInitScript((watched) => {
    const seen = ((window as unknown as { __seen?: Record<string, boolean> }).__seen ??= {});
    const check = () => {
      if (document.body?.textContent?.includes(watched)) seen[watched] = true;
    };
    document.addEventListener('DOMContentLoaded', () => {
      check();
      new MutationObserver(check).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
  }, text);
}

export async function textWasSeen(page: Page, text: string): Promise<boolean> {
  return page.evaluate(
    (watched) => Boolean((window as unknown as { __seen?: Record<string, boolean> }).__seen?.[watched]),
    text,
  );
}

/** Signs in through the login page and waits for the shell. */
export async function signIn(page: Page, baseUrl: string, username: string, password = 'secret'): Promise<void> {
  if (!page.url().includes('/login')) await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Логин').fill(username);
  await page.getByLabel('Пароль', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Войти' }).click();
}

/**
 * Keeps a picture of the page for people to look at (not an assertion): the whole page, or, when Chromium does not
 * capture it in time (it sometimes hangs on a long page of a loaded machine), the screen.
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  const path = new URL(`./screenshots/${name}.png`, import.meta.url).pathname;
  try {
    await page.screenshot({ path, fullPage: true, timeout: 15_000 });
  } catch (error) {
    console.warn(`The full-page screenshot ${name} was not taken (${String(error)}); the screen is kept instead`);
    await page.screenshot({ path, timeout: 15_000 });
  }
}

/** Waits until the page's event channel is open: the topics call has set the hub cookie, the stream has started. */
export async function eventChannelOpen(page: Page): Promise<void> {
  await expect
    .poll(async () => (await page.context().cookies()).some((c) => c.name === 'mercureAuthorization'))
    .toBe(true);
  await page.waitForTimeout(300);
}
