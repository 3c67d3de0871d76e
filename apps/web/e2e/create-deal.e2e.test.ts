import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { eventChannelOpen, newPage, screenshot, signIn, useStack } from './fixtures';

const stack = useStack();

/** The open tasks of a deal, as the signed-in user reads them. */
const dealTasks = (page: Page, dealId: number) =>
  page.evaluate(async (id) => {
    const res = await fetch(`/api/deal/${id}/tasks`, {
      headers: { authorization: `Bearer ${localStorage.getItem('access')}` },
    });
    return ((await res.json()) as { result: { id: number; assignee: string | null }[] }).result;
  }, dealId);

async function confirm(page: Page, button: string, answer: 'Да' | 'Нет') {
  await page.getByTestId(button).click();
  await page.locator('.p-confirm-dialog').getByRole('button', { name: answer }).click();
}

describe('creating a deal from the side menu', () => {
  it("'Нет' creates nothing; 'Да' creates the deal, claims its first task and opens its page", async () => {
    const page = await newPage(stack);
    await signIn(page, stack.web.url, 'goz');
    await expect.poll(() => page.getByTestId('side-menu').isVisible()).toBe(true);

    await page.getByTestId('menu-create-deal').click();
    expect(await page.locator('.p-confirm-dialog').innerText()).toContain(
      'Вы действительно хотите создать новую сделку?',
    );
    await page.locator('.p-confirm-dialog').getByRole('button', { name: 'Нет' }).click();
    await page.waitForTimeout(300);
    expect(new URL(page.url()).pathname).toBe('/');

    await confirm(page, 'menu-create-deal', 'Да');
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/task-goz\/\d+$/);
    const taskId = Number(new URL(page.url()).pathname.split('/').pop());
    await page.goto(`${stack.web.url}/task-my`);
    const row = page.getByTestId('task-row').first();
    await expect.poll(() => row.isVisible()).toBe(true);
    const dealId = Number((await row.locator('td').first().innerText()).trim());
    expect(await dealTasks(page, dealId)).toEqual([expect.objectContaining({ id: taskId, assignee: 'goz' })]);
    await page.context().close();
  });

  it("'Быстрое решение' opens the short form of the new deal", async () => {
    const page = await newPage(stack);
    await signIn(page, stack.web.url, 'goz');
    await expect.poll(() => page.getByTestId('side-menu').isVisible()).toBe(true);
    await confirm(page, 'menu-fast-decision', 'Да');
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/short-request-person\/\d+$/);
    const dealId = Number(new URL(page.url()).pathname.split('/').pop());
    expect(await dealTasks(page, dealId)).toEqual([expect.objectContaining({ assignee: 'goz' })]);
    await page.context().close();
  });

  it("a notification about a deal offers 'Взять в работу': its first task is claimed and opened", async () => {
    const page = await newPage(stack);
    await signIn(page, stack.web.url, 'goz');
    await eventChannelOpen(page);
    const dealId = await page.evaluate(async () => {
      const res = await fetch('/api/autocredit/create', {
        method: 'POST',
        headers: { authorization: `Bearer ${localStorage.getItem('access')}` },
      });
      return ((await res.json()) as { result: { id: number } }).result.id;
    });
    const [task] = await dealTasks(page, dealId);
    expect(task).toMatchObject({ assignee: null });

    const res = await fetch(`${stack.stub.url}/__stub/notifications`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'goz', title: `Заявка № ${dealId}`, body: 'Новая задача', dealId }),
    });
    expect(res.status).toBe(201);
    const toast = page.locator('.p-toast-message').filter({ hasText: `Заявка № ${dealId}` });
    await toast.getByRole('button', { name: 'Взять в работу' }).waitFor();
    await page.waitForTimeout(600);
    await screenshot(page, 'notification-claim-toast');
    await toast.getByRole('button', { name: 'Взять в работу' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/task-goz/${task!.id}`);
    expect(await dealTasks(page, dealId)).toEqual([expect.objectContaining({ id: task!.id, assignee: 'goz' })]);
    await expect.poll(() => toast.count()).toBe(0);
    await page.context().close();
  });
});
