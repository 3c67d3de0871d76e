// `npm run bench:report`: the build of a 100,000-deal report and what it does to the other requests. Starts
// the stub with STUB_DEALS deals (100000 by default) and STUB_REPORT_DELAY_MS=0 and measures the deal list's latency
// without a build (BENCH_REPORT_BASELINE requests, 2000 by default, as many at a time as during the build); then orders
// the full car-loan report (every deal: its filter is a creation date before the world) as credit_inspector, who sees
// every deal, and keeps requesting the deal list (BENCH_REPORT_CONCURRENCY at a time, 4 by default) until the report is
// complete. Prints the build's time (from the order to `complete` in the report list, polled every 25 ms), the file's
// size, and the list's p50/p95/p99/max during the build beside the baseline's. BENCH_REPORT_TYPE and BENCH_REPORT_USER
// pick another report (e.g. clientDeal and release_manager: a CSV).
import { cpus, loadavg } from 'node:os';
import { percentile, startStub } from './bench-kit.mjs';

const deals = Number(process.env.STUB_DEALS ?? 100_000);
const baselineRuns = Number(process.env.BENCH_REPORT_BASELINE ?? 2000);
const concurrency = Number(process.env.BENCH_REPORT_CONCURRENCY ?? 4);
const type = process.env.BENCH_REPORT_TYPE ?? 'carLoans';
const user = process.env.BENCH_REPORT_USER ?? 'credit_inspector';
const LIST = '/api/autocredit/list?page=1&perPage=10';

const row = (title, values) =>
  `| ${title} | ${values.length} | ${[50, 95, 99].map((p) => percentile(values, p).toFixed(1)).join(' | ')} | ${Math.max(...values).toFixed(1)} |`;

const startLoad = loadavg()[0];
const stub = await startStub({ STUB_DEALS: String(deals), STUB_REPORT_DELAY_MS: '0' });
try {
  const signIn = await fetch(`${stub.url}/api/token/create`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: user, password: 'secret' }),
  });
  const { token } = await signIn.json();
  const headers = { authorization: `Bearer ${token}` };
  const get = (path) => fetch(`${stub.url}${path}`, { headers });
  const timed = async (path) => {
    const start = performance.now();
    const res = await get(path);
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${path} answered ${res.status}`);
    return performance.now() - start;
  };

  for (let i = 0; i < 30; i++) await timed(LIST); // warm-up
  // The baseline: the same requests, as many at a time, without a build.
  const baseline = [];
  let sent = 0;
  const alone = async () => {
    while (sent++ < baselineRuns) baseline.push(await timed(LIST));
  };
  await Promise.all(Array.from({ length: concurrency }, alone));

  const ordered = performance.now();
  const build = await get(`/api/report/build/${type}?createdFrom=2000-01-01`);
  if (!build.ok) throw new Error(`the build answered ${build.status}: ${await build.text()}`);
  const { hash } = (await build.json()).result;
  let done = null;
  const during = [];
  const poll = async () => {
    while (!done) {
      const list = await (await get('/api/report/list?per_page=100')).json();
      const item = list.result.items.find((r) => r.hash === hash);
      if (item && item.status !== 'new' && item.status !== 'in_progress') done = { item, at: performance.now() };
      else await new Promise((r) => setTimeout(r, 25));
    }
  };
  const load = async () => {
    while (!done) during.push(await timed(LIST));
  };
  await Promise.all([poll(), ...Array.from({ length: concurrency }, load)]);
  const buildMs = done.at - ordered;
  if (done.item.status !== 'complete') throw new Error(`the build ended ${done.item.status}`);
  const file = await get(`/api/report/get/${hash}`);
  const bytes = (await file.arrayBuffer()).byteLength;

  console.log(
    `\nA ${type} report over ${deals.toLocaleString('en')} deals (${user}), list requests ${concurrency} at a time:\n`,
  );
  console.log(
    `load average at the start ${startLoad.toFixed(1)} on ${cpus().length} cores (other work skews the figures)`,
  );
  console.log(`build time: ${(buildMs / 1000).toFixed(2)} s (order to complete), file ${(bytes / 1e6).toFixed(1)} MB`);
  console.log(`p99 of ${LIST} during the build: ${percentile(during, 99).toFixed(1)} ms\n`);
  console.log('| deal list | requests | p50 ms | p95 ms | p99 ms | max ms |');
  console.log('|---|---|---|---|---|---|');
  console.log(row(`without a build (${concurrency} at a time)`, baseline));
  console.log(row(`during the build (${concurrency} at a time)`, during));
} finally {
  stub.child.kill();
}
