import { describe, expect, it } from 'vitest';
import { eventChannelOpen, newPage, signIn, textWasSeen, useStack, watchForText } from './fixtures';

// The hub tells clients to come back 100 ms after a drop.
const stack = useStack({ STUB_HUB_RETRY_MS: '100' });

const BURST = 100;
const DROPS = 20;

async function control(path: string, body?: object): Promise<unknown> {
  const res = await fetch(`${stack.stub.url}/__stub/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body ?? {}),
  });
  expect(res.status).toBeLessThan(300);
  return res.json();
}

describe('the event channel', () => {
  it('loses nothing and doubles nothing when the stream drops 20 times during a burst of notifications', async () => {
    const page = await newPage(stack);
    // Every toast as it appears: its text, once per toast.
    await page.addInitScript(() => {
      const shown: string[] = ((window as unknown as { __toasts: string[] }).__toasts = []);
      document.addEventListener('DOMContentLoaded', () => {
        new MutationObserver((changes) => {
          for (const change of changes) {
            change.addedNodes.forEach((node) => {
              if (node instanceof HTMLElement && node.matches('.p-toast-message')) shown.push(node.innerText);
            });
          }
        }).observe(document.body, { subtree: true, childList: true });
      });
    });
    await watchForText(page, 'Нет связи');
    await signIn(page, stack.web.url, 'underwriter');
    await expect.poll(() => page.getByTestId('unseen-count').isVisible()).toBe(true);
    const status = page.getByTestId('channel-status');
    await eventChannelOpen(page);
    await expect.poll(() => status.innerText()).toBe('');

    for (let i = 1; i <= BURST; i++) {
      await control('notifications', {
        username: 'underwriter',
        title: 'Заявка № 100245',
        body: `Событие ${i} из ${BURST}`,
      });
      if (i % (BURST / DROPS) === 0) {
        // Drop the stream once the tab is back on it: the status may read '' a moment before the new stream
        // reaches the hub, so a drop that finds no stream is tried again.
        await expect.poll(() => status.innerText()).toBe('');
        await expect
          .poll(async () => ((await control('event-streams/drop')) as { result: { dropped: number } }).result.dropped, {
            interval: 50,
          })
          .toBeGreaterThan(0);
      }
    }
    const toasts = () => page.evaluate(() => (window as unknown as { __toasts: string[] }).__toasts);
    const bodies = async () =>
      (await toasts()).map((text) => /Событие (\d+) из/.exec(text)?.[1]).filter((n): n is string => n !== undefined);
    await expect
      .poll(async () => new Set(await bodies()).size, { timeout: 20_000 })
      .toBe(BURST)
      .catch(async (error: unknown) => {
        const got = new Set(await bodies());
        const missing = Array.from({ length: BURST }, (_, i) => String(i + 1)).filter((n) => !got.has(n));
        throw new Error(`missing ${missing.join(', ')}: ${String(error)}`);
      });
    await page.waitForTimeout(1000);
    const seen = await bodies();
    expect(seen).toHaveLength(BURST);
    expect(new Set(seen).size).toBe(BURST);
    expect(await textWasSeen(page, 'Нет связи')).toBe(true);
    await expect.poll(() => status.innerText()).toBe('');
    await page.context().close();
  });
});
