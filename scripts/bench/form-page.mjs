// `npm run bench:form`: the server-driven form engine in the browser, on a synthetic form of 300 fields
// (apps/web/bench/), side by side in one run: the engine as built (`rhf`: react-hook-form, each field subscribed to
// its own state) and the naive alternative (`state`: the same widgets, all values in one React state object, every
// keystroke re-rendering the whole form). Builds the bench page (apps/web/bench/vite.config.ts, to a temporary
// folder; the app's build is not touched), serves it with `vite preview` and drives Debian's Chromium
// (playwright-core). Measured in the page: from the answer handed over to the frame after the 300 fields are in the
// DOM, over BENCH_FORM_RUNS fresh page loads of each mode (default 15, the modes alternating, one unmeasured warm-up
// load each first): the first render of the page (cold code), then BENCH_FORM_AGAIN more in the same page (default 3,
// the form unmounted and its answer handed over again: warm code, as in an app that has shown forms before); and from each keydown in a plain text field in the middle of the form to the frame that shows
// it, for BENCH_FORM_CHARS characters typed at BENCH_FORM_DELAY ms apart (defaults 200 and 30). BENCH_CPU_SLOWDOWN=4
// slows the CPU fourfold (CDP Emulation.setCPUThrottlingRate). Benchmarks report; they do not fail.
/* global window, document */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir, cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { launchChromium } from './chromium.mjs';
import { freePort, percentile } from './bench-kit.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const webRoot = join(root, 'apps/web');
const configFile = join(webRoot, 'bench/vite.config.ts');
// vite is the web app's dependency (apps/web/node_modules), not the root's.
const { build, preview } = await import(
  pathToFileURL(createRequire(join(webRoot, 'package.json')).resolve('vite')).href
);
const runs = Number(process.env.BENCH_FORM_RUNS ?? 15);
const chars = Number(process.env.BENCH_FORM_CHARS ?? 200);
const typingDelay = Number(process.env.BENCH_FORM_DELAY ?? 30);
const again = Number(process.env.BENCH_FORM_AGAIN ?? 3);
const slowdown = Number(process.env.BENCH_CPU_SLOWDOWN ?? 1);
const modes = [
  { mode: 'rhf', title: '(a) engine: react-hook-form, a field per subscription' },
  { mode: 'state', title: '(b) one useState object, whole form re-rendered' },
];

const ms = (value) => value.toFixed(0);

// the machine's load before the run (other work on it skews the figures)
const loadBefore = loadavg()[0];
const outDir = mkdtempSync(join(tmpdir(), 'form-bench-'));
process.env.FORM_BENCH_OUT_DIR = outDir;
await build({ root: join(webRoot, 'bench'), configFile, logLevel: 'warn' });
const port = await freePort();
const server = await preview({
  root: join(webRoot, 'bench'),
  configFile,
  logLevel: 'warn',
  build: { outDir },
  preview: { port, strictPort: true, host: '127.0.0.1' },
});
const base = `http://127.0.0.1:${port}/form-bench.html`;
const browser = await launchChromium(chromium);

/** A fresh page (its own context: no cache of values, drafts or compiled code from an earlier load) of a mode. */
async function open(mode) {
  const context = await browser.newContext({ locale: 'ru-RU', viewport: { width: 1366, height: 850 } });
  const page = await context.newPage();
  if (slowdown > 1) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  }
  await page.goto(`${base}?mode=${mode}`);
  return { context, page, result: await rendered(page, mode) };
}

/** The page's figures once the form is rendered (all its fields in the DOM, checked). */
async function rendered(page, mode) {
  await page.waitForFunction(() => typeof window.__bench?.render === 'number', null, { timeout: 60_000 });
  const result = await page.evaluate(() => ({
    ...window.__bench,
    fieldsInDom: document.querySelectorAll('[data-field]').length,
  }));
  if (result.fieldsInDom !== result.fields) {
    throw new Error(`${mode}: ${result.fieldsInDom} fields in the DOM, not ${result.fields}`);
  }
  return result;
}

// Latin letters: Playwright sends the characters of no US key as text alone (Input.insertText, no keydown).
const TEXT = 'Shirokaya ulitsa dom semnadtsat korpus dva stroenie odin ';

try {
  const results = Object.fromEntries(
    modes.map(({ mode }) => [mode, { render: [], inDom: [], handover: [], warm: [], keys: [], target: '', typed: 0 }]),
  );
  for (const { mode } of modes) await (await open(mode)).context.close(); // warm-up (disk cache, the first compile)
  for (let i = 0; i < runs; i++) {
    for (const { mode } of modes) {
      const { context, page, result } = await open(mode);
      results[mode].render.push(result.render);
      results[mode].inDom.push(result.inDom);
      results[mode].handover.push(result.handover);
      for (let j = 0; j < again; j++) {
        await page.evaluate(() => window.__benchAgain());
        results[mode].warm.push((await rendered(page, mode)).render);
      }
      await context.close();
    }
  }
  for (const { mode } of modes) {
    const { context, page, result } = await open(mode);
    const input = page.locator(`#${result.target}`);
    await input.click();
    await page.waitForTimeout(300);
    const text = TEXT.repeat(Math.ceil(chars / TEXT.length)).slice(0, chars);
    await page.keyboard.type(text, { delay: typingDelay });
    await page.waitForTimeout(500);
    const typed = await input.inputValue();
    results[mode].target = result.target;
    results[mode].typed = typed.length;
    results[mode].keys = await page.evaluate(() => window.__bench.keys);
    if (typed !== text) console.warn(`${mode}: typed ${typed.length} of ${text.length} characters as they were sent`);
    await context.close();
  }

  console.log(
    `Chromium ${browser.version()} headless, ${cpus().length} CPUs (load average ${loadBefore.toFixed(1)} before the ` +
      `run), CPU slowdown ${slowdown}x, node ${process.version}; ` +
      `300 fields, ${runs} page loads per mode; ${chars} characters typed ${typingDelay} ms apart into ` +
      `#${results.rhf.target}\n`,
  );
  const row = (cells) => console.log(`| ${cells.join(' | ')} |`);
  const stats = (values, ...ps) => ps.map((p) => ms(p === 'max' ? Math.max(...values) : percentile(values, p)));
  row(['ms', ...modes.map(({ title }) => title)]);
  row(['---', ...modes.map(() => '---')]);
  const line = (title, key, ...ps) =>
    ps.forEach((p, i) =>
      row([
        `${i === 0 ? title : ''} ${p === 'max' ? 'max' : `p${p}`}`.trim(),
        ...modes.map(({ mode }) => stats(results[mode][key], p)[0]),
      ]),
    );
  line(`render, first in the page (${runs} loads): answer → frame after 300 fields`, 'render', 50, 95);
  line('of which answer → 300 fields in the DOM', 'inDom', 50, 95);
  line('of which answer → the render of the form begins', 'handover', 50, 95);
  line(`render again in the same page (${runs * again}, warm code)`, 'warm', 50, 95);
  line(`keystroke → its frame (${results.rhf.keys.length} / ${results.state.keys.length} keys)`, 'keys', 50, 95, 'max');
  console.log('\nTargets: render ≤ 150 ms after the answer; keystroke to screen ≤ 50 ms (p95).');
} finally {
  await browser.close();
  await server.close();
  rmSync(outDir, { recursive: true, force: true });
}
