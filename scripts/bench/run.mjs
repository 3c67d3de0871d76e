// `npm run bench`: the stub's session and notification reads and its deal and task lists (with filters, over a
// world of STUB_DEALS deals, 100000 by default) under load (autocannon), side by side with a bare node:http JSON
// endpoint measured in the same run, then the event hub beside a bare SSE server (hub.mjs; BENCH_HUB=0 leaves it out).
// BENCH_DURATION (seconds, default 10) and BENCH_CONNECTIONS (default 50) set the load; each endpoint is first loaded
// for BENCH_WARMUP seconds (default 2; 0: none) that are not measured (JIT compilation and the first garbage
// collections of its code paths stay out of the figures); BENCH_LISTS=0 leaves the lists out;
// STUB_VALIDATE_RESPONSES=0 measures without the response check.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { collectable, freePort, residentAfterCollection, startServer } from './bench-kit.mjs';
import { hubBench } from './hub.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const warmup = Number(process.env.BENCH_WARMUP ?? 2);
const deals = Number(process.env.STUB_DEALS ?? 100_000);
const withLists = process.env.BENCH_LISTS !== '0';

async function load(title, url, headers = {}) {
  const options = { url, connections, duration, headers };
  // autocannon warms up only when it is awaited (not with a callback).
  if (warmup > 0) options.warmup = { connections, duration: warmup };
  const result = await autocannon(options);
  return {
    title,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/** The lists of the documents, with filters taken from the world (so that they match rows): title, path, headers. */
async function listCases(base, as) {
  const underwriter = as.underwriter;
  const json = async (path, headers) => {
    const res = await fetch(`${base}${path}`, { headers });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return (await res.json()).result;
  };
  const sample = (await json('/api/autocredit/task/underwriterList?per_page=1', underwriter)).tasks[0];
  const passport = sample.deal.client.passport;
  const surname = sample.deal.client.name.split(' ')[0];
  const newest = (await json('/api/autocredit/list?perPage=1', underwriter)).deals[0];
  const day = newest.createdAt.slice(0, 10);
  const weekAgo = new Date(Date.parse(day) - 7 * 86_400_000).toISOString().slice(0, 10);
  const created = `createdFrom=${weekAgo}%2000:00:00&createdTo=${day}%2023:59:59`;
  const list = '/api/autocredit/list';
  const tasks = '/api/autocredit/task';
  const cases = [
    ['GET /api/autocredit/list', `${list}`],
    ['list?surName', `${list}?surName=${encodeURIComponent(surname)}`],
    ['list?status', `${list}?status=underwriting,client_waiting`],
    [
      'list?passportSeries&passportNumber',
      `${list}?passportSeries=${passport.series}&passportNumber=${passport.number}`,
    ],
    ['list?createdFrom&createdTo', `${list}?${created}`],
    [
      'list?status&region&businessLogic&createdFrom&createdTo',
      `${list}?status=underwriting,approved&region=77&businessLogic=autocredit&${created}`,
    ],
    ['list/history?page=50', `${list}/history?page=50`],
    ['GET /api/autocredit/task/list (goz)', `${tasks}/list`, as.goz],
    ['task/list?taskStatuses[]=task_claim', `${tasks}/list?taskStatuses[]=task_claim`],
    ['GET /api/autocredit/task/underwriterList', `${tasks}/underwriterList`],
    [
      'underwriterList?isFree&sortUnderwritingStage=ASC',
      `${tasks}/underwriterList?isFree=true&sortUnderwritingStage=ASC`,
    ],
    [
      'underwriterList?surName&status',
      `${tasks}/underwriterList?surName=${encodeURIComponent(surname.slice(0, 3))}&status=underwriting`,
    ],
    ['GET /api/autocredit/get-security-report', '/api/autocredit/get-security-report', as.security],
    ['GET /api/pledge/list', '/api/pledge/list', as.pledge_editor],
    ['GET /api/pledge/user_task_list', '/api/pledge/user_task_list', as.pledge_editor],
    ['GET /api/report/list', '/api/report/list', as.auditor],
  ];
  const userOf = (headers) => Object.keys(as).find((user) => as[user] === headers);
  return cases.map(([title, path, headers = underwriter]) => ({ title, path, headers, user: userOf(headers) }));
}

/** Records each list's answer, then loads the bare server sending those bytes and the stub, one list after another. */
async function listLoads(stub, cases, startBare, before) {
  const stubBase = stub.base;
  const dir = mkdtempSync(join(tmpdir(), 'bench-answers-'));
  const sizes = [];
  for (const [i, { path, headers }] of cases.entries()) {
    const bytes = Buffer.from(await (await fetch(`${stubBase}${path}`, { headers })).arrayBuffer());
    writeFileSync(join(dir, `${i}.json`), bytes);
    sizes.push(bytes.length);
  }
  const bareBase = await startBare(dir);
  const rows = [];
  for (const [i, { title, path, headers, user }] of cases.entries()) {
    const floor = await load(title, `${bareBase}/answer/${i}`);
    const now = await load(title, `${stubBase}${path}`, headers);
    const then = before ? await load(title, `${before.base}${path}`, before.as[user]) : null;
    rows.push({ title, bytes: sizes[i], floor, stub: now, then });
  }
  return rows;
}

/** A stub of a checkout (its services/stub) with this run's world, and its users signed in. */
async function startStubOf(tree) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const startedAt = performance.now();
  const child = await startServer(
    [...collectable, '--import', 'tsx', 'src/server.ts'],
    join(tree, 'services/stub'),
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      STUB_VALIDATE_RESPONSES: process.env.STUB_VALIDATE_RESPONSES ?? '1',
      STUB_DEALS: String(deals),
    },
    `${base}/api/app/info`,
  );
  const answeredAfter = (performance.now() - startedAt) / 1000;
  const memory = await residentAfterCollection(child.pid);
  const signIn = async (username) => {
    const login = await fetch(`${base}/api/token/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password: 'secret' }),
    });
    const { token } = await login.json();
    return { authorization: `Bearer ${token}` };
  };
  const as = {};
  for (const user of ['underwriter', 'goz', 'security', 'pledge_editor', 'auditor']) as[user] = await signIn(user);
  return { base, child, as, answeredAfter, memory };
}

const stub = await startStubOf(root);
const stubBase = stub.base;
const started = ({ answeredAfter, memory }) =>
  `the stub answered ${answeredAfter.toFixed(1)} s after its start, resident ${memory.resident.toFixed(0)} MB ` +
  `after a collection (peak ${memory.peak.toFixed(0)} MB)`;
/** BENCH_BEFORE=/path/to/another/checkout: its stub's lists are loaded too, beside this one's, in the same run. */
const before = process.env.BENCH_BEFORE ? await startStubOf(process.env.BENCH_BEFORE) : null;
const bares = [];
const startBare = async (answersDir) => {
  const port = await freePort();
  const env = { PORT: String(port), ...(answersDir && { ANSWERS_DIR: answersDir }) };
  const base = `http://127.0.0.1:${port}`;
  bares.push(await startServer(['bare-server.mjs'], join(root, 'scripts/bench'), env, base));
  return base;
};
try {
  const { as } = stub;
  const auth = as.underwriter;
  const bareBase = await startBare();
  console.log(
    `autocannon: ${connections} connections, ${duration} s each (after ${warmup} s of warm-up), ` +
      `node ${process.version}; ` +
      `STUB_DEALS=${deals}: ${started(stub)}${before ? `; before: ${started(before)}` : ''}\n`,
  );
  const rows = [
    await load('bare node:http JSON', bareBase),
    await load('GET /api/app/info', `${stubBase}/api/app/info`),
    await load('GET /api/user/', `${stubBase}/api/user/`, auth),
    await load('GET /api/notification/get/new', `${stubBase}/api/notification/get/new`, auth),
    await load('GET /api/notification/get/all', `${stubBase}/api/notification/get/all?page=1&per_page=10`, auth),
  ];
  console.log('| endpoint | req/s | p50 ms | p99 ms | errors |');
  console.log('|---|---|---|---|---|');
  for (const r of rows) console.log(`| ${r.title} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} |`);
  if (withLists) {
    const lists = await listLoads(stub, await listCases(stubBase, as), startBare, before);
    const then = before ? ' before req/s | before ÷ bare | before p99 ms |' : '';
    console.log(
      '\nthe lists, each beside the bare server sending the very bytes the stub answered it with:\n\n' +
        `| list | bytes | bare req/s | stub req/s | stub ÷ bare | bare p99 ms | stub p50 ms | stub p99 ms |${then} errors |\n` +
        `|---|---|---|---|---|---|---|---|${before ? '---|---|---|' : ''}---|`,
    );
    for (const { title, bytes, floor, stub: s, then: b } of lists) {
      const old = b ? ` ${b.rps} | ${(b.rps / floor.rps).toFixed(2)} | ${b.p99} |` : '';
      console.log(
        `| ${title} | ${bytes} | ${floor.rps} | ${s.rps} | ${(s.rps / floor.rps).toFixed(2)} | ${floor.p99} | ` +
          `${s.p50} | ${s.p99} |${old} ${s.errors + floor.errors + (b?.errors ?? 0)} |`,
      );
    }
  }
} finally {
  stub.child.kill();
  before?.child.kill();
  bares.forEach((bare) => bare.kill());
}
if (process.env.BENCH_HUB !== '0') await hubBench();
