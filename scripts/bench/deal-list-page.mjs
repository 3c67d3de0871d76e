// `npm run bench:page`: how soon the deal list shows its rows in the browser, over a world of STUB_DEALS deals
// (100000 by default). Starts the stub, serves the built web app (apps/web/dist, or WEB_OUT_DIR; built first when
// missing) with `vite preview` proxying to it, and drives Debian's Chromium (playwright-core). Measured in the page:
// from the start of a navigation to the first table row in the DOM, for a full load of /deal (bundle, config,
// session, list) and for the in-app navigation from the side menu, with and without a surname filter.
// BENCH_PAGE_RUNS (default 20) runs of each. Then the clerk day of clerk-day.mjs, BENCH_PAGE_DAYS times (3): the
// latency of every interaction (INP's measure), p50/p75/p95 and max. BENCH_PAGE_BUILDS="before=/tmp/web-before,after=apps/web/dist" measures
// several builds side by side in one run (one stub, one browser, the runs alternating between the builds).
/* global window, document, MutationObserver, PopStateEvent, requestAnimationFrame */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { launchChromium } from './chromium.mjs';
import { freePort, percentile, startStub } from './bench-kit.mjs';
import { clerkDay, interactionPercentile } from './clerk-day.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const webRoot = join(root, 'apps/web');
// vite is the web app's dependency (apps/web/node_modules), not the root's.
const { preview } = await import(pathToFileURL(createRequire(join(webRoot, 'package.json')).resolve('vite')).href);
const runs = Number(process.env.BENCH_PAGE_RUNS ?? 20);
const days = Number(process.env.BENCH_PAGE_DAYS ?? 3);
const deals = Number(process.env.STUB_DEALS ?? 100_000);
const outDir = process.env.WEB_OUT_DIR || join(webRoot, 'dist');
/** label → build folder: BENCH_PAGE_BUILDS, or the one build of WEB_OUT_DIR / dist. */
const builds = process.env.BENCH_PAGE_BUILDS
  ? process.env.BENCH_PAGE_BUILDS.split(',').map((item) => {
      const [label, dir] = item.split('=');
      if (!label || !dir) throw new Error(`BENCH_PAGE_BUILDS: '${item}' is not label=folder`);
      return { label, dir: resolve(root, dir) };
    })
  : [{ label: '', dir: outDir }];

const summary = (title, values) =>
  `| ${title} | ${percentile(values, 50).toFixed(0)} | ${percentile(values, 95).toFixed(0)} | ${Math.max(...values).toFixed(0)} |`;

/** Records, in the page, when the first deal row appears (ms since the navigation started). */
const recordFirstRow = () => {
  window.__firstRow = null;
  const seen = () => document.querySelector('[data-testid="deal-row"]');
  new MutationObserver(() => {
    if (window.__firstRow === null && seen()) window.__firstRow = performance.now();
  }).observe(document, { childList: true, subtree: true });
};

for (const { dir } of builds.slice(1)) if (!existsSync(join(dir, 'index.html'))) throw new Error(`no build in ${dir}`);
if (!existsSync(join(builds[0].dir, 'index.html'))) {
  const built = spawnSync('npm', ['run', 'build', '-w', '@autocredit/web'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
const stub = await startStub({ STUB_DEALS: String(deals) });
process.env.STUB_URL = stub.url;
const servers = [];
for (const build of builds) {
  const port = await freePort();
  const server = await preview({
    root: webRoot,
    configFile: join(webRoot, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir: build.dir },
    preview: { port, strictPort: true, host: '127.0.0.1' },
  });
  servers.push({ ...build, server, base: `http://127.0.0.1:${port}` });
}
const browser = await launchChromium(chromium);
try {
  const measure = [];
  for (const build of servers) {
    const { base } = build;
    const page = await (
      await browser.newContext({ locale: 'ru-RU', viewport: { width: 1366, height: 850 } })
    ).newPage();
    await page.addInitScript(recordFirstRow);
    await page.goto(`${base}/login`);
    await page.getByLabel('Логин').fill('underwriter_chief');
    await page.getByLabel('Пароль', { exact: true }).fill('secret');
    await page.getByRole('button', { name: 'Войти' }).click();
    await page.getByTestId('side-menu').waitFor();
    await page.goto(`${base}/deal`);
    await page.getByTestId('deal-row').first().waitFor();
    const surname = (await page.getByTestId('deal-row').first().locator('td').nth(1).innerText()).split(/\s/)[0];

    const fullLoad = async (path) => {
      await page.goto(`${base}${path}`);
      await page.waitForFunction(() => window.__firstRow !== null);
      return page.evaluate(() => window.__firstRow);
    };
    /** From the click on 'Заявки' in the side menu (on the home page) to the first row. */
    const inApp = async (search) => {
      await page.goto(`${base}/`);
      await page.getByTestId('side-menu').waitFor();
      return page.evaluate(async (query) => {
        window.__firstRow = null;
        const start = performance.now();
        window.history.pushState({}, '', `/deal${query}`);
        window.dispatchEvent(new PopStateEvent('popstate'));
        while (window.__firstRow === null) await new Promise((r) => requestAnimationFrame(r));
        return window.__firstRow - start;
      }, search);
    };
    const filtered = `?surName=${encodeURIComponent(surname)}`;
    measure.push({
      build,
      surname,
      results: { full: [], fullFiltered: [], app: [], appFiltered: [] },
      run: async (results) => {
        results.full.push(await fullLoad('/deal'));
        results.fullFiltered.push(await fullLoad(`/deal${filtered}`));
        results.app.push(await inApp(''));
        results.appFiltered.push(await inApp(filtered));
      },
    });
  }
  for (let i = 0; i < runs; i++) for (const m of measure) await m.run(m.results);
  console.log(`STUB_DEALS=${deals}, ${runs} runs each, Chromium headless, node ${process.version}\n`);
  console.log('| navigation to the first deal row | p50 ms | p95 ms | max ms |\n|---|---|---|---|');
  for (const { build, surname, results } of measure) {
    const label = build.label ? `${build.label}: ` : '';
    console.log(summary(`${label}full load of /deal`, results.full));
    console.log(summary(`${label}full load of /deal?surName=${surname}`, results.fullFiltered));
    console.log(summary(`${label}side menu → /deal (in the app)`, results.app));
    console.log(summary(`${label}in the app → /deal?surName=…`, results.appFiltered));
  }
  if (days > 0) {
    const day = new Map(servers.map((build) => [build, { latencies: [], fast: 0 }]));
    for (let i = 0; i < days; i++) {
      for (const build of servers) {
        const { latencies, fast } = await clerkDay(browser, build.base);
        day.get(build).latencies.push(...latencies);
        day.get(build).fast += fast;
      }
    }
    console.log(
      `\nThe clerk's day, ${days} times (1366×768): every interaction's latency, input to next paint (Event Timing)\n`,
    );
    console.log('| interactions | count | p50 ms | p75 ms | p95 ms | max ms |\n|---|---|---|---|---|---|');
    for (const [build, all] of day) {
      const count = all.latencies.length + all.fast;
      const at = (p) => interactionPercentile(all, p).toFixed(0);
      const max = Math.max(0, ...all.latencies).toFixed(0);
      console.log(`| ${build.label || 'the clerk day'} | ${count} | ${at(50)} | ${at(75)} | ${at(95)} | ${max} |`);
    }
  }
} finally {
  await browser.close();
  for (const { server } of servers) await server.close();
  stub.child.kill();
}
