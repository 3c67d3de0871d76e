// `npm run soak`: the stub under a steady, bounded load of a clerk's mix (the user, the unseen count, deal list pages,
// a deal's header, form and comments, the notifications marked seen) for SOAK_SECONDS (600 by default) at
// SOAK_RATE requests a second (300) over SOAK_CONNECTIONS (10). The stub's resident memory is sampled every 10 s;
// the first sample after SOAK_WARMUP seconds (60) is the start. Fails (exit 1) on any error, or when the resident
// memory at the end is more than 10% above the start.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { startStub } from './bench-kit.mjs';

const seconds = Number(process.env.SOAK_SECONDS ?? 600);
const rate = Number(process.env.SOAK_RATE ?? 300);
const connections = Number(process.env.SOAK_CONNECTIONS ?? 10);
const warmup = Number(process.env.SOAK_WARMUP ?? 60);
const DEAL = 100296;

/** The resident memory of a process, MB (Linux: /proc). */
const rssOf = (pid) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return line ? Math.round(Number(line[1]) / 102.4) / 10 : NaN;
};

async function tokenOf(url, username) {
  const res = await fetch(`${url}/api/token/create`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'secret' }),
  });
  if (!res.ok) throw new Error(`sign-in of ${username}: ${res.status}`);
  return (await res.json()).token;
}

const { url, child } = await startStub({ STUB_ACCESS_TTL: String(seconds + 600) });
try {
  const underwriter = { authorization: `Bearer ${await tokenOf(url, 'underwriter')}` };
  const json = { ...underwriter, 'content-type': 'application/json' };
  const all = await (await fetch(`${url}/api/notification/get/all?page=1&per_page=5`, { headers: underwriter })).json();
  const ids = all.result.notifications.map((n) => n.id);
  if (ids.length === 0) throw new Error('the underwriter has no notification to mark seen');
  const requests = [
    { method: 'GET', path: '/api/user/', headers: underwriter },
    { method: 'GET', path: '/api/notification/get/new', headers: underwriter },
    { method: 'GET', path: '/api/autocredit/list?page=1&perPage=20', headers: underwriter },
    { method: 'GET', path: '/api/autocredit/list?page=7&perPage=20&status=underwriting', headers: underwriter },
    { method: 'GET', path: `/api/autocredit/${DEAL}`, headers: underwriter },
    { method: 'GET', path: `/api/autocredit/deal-info/${DEAL}?step=client`, headers: underwriter },
    { method: 'GET', path: `/api/comment/get/${DEAL}/dealCommon`, headers: underwriter },
    { method: 'GET', path: '/api/autocredit/task/underwriterList?page=1&perPage=20', headers: underwriter },
    { method: 'POST', path: '/api/notification/set/viewed', headers: json, body: JSON.stringify({ ids }) },
  ];
  const samples = [];
  const sampler = setInterval(() => samples.push({ at: Date.now(), rss: rssOf(child.pid) }), 10_000);
  const started = Date.now();
  const result = await autocannon({ url, connections, duration: seconds, overallRate: rate, requests });
  clearInterval(sampler);
  samples.push({ at: Date.now(), rss: rssOf(child.pid) });
  const afterWarmup = samples.filter((s) => s.at - started >= warmup * 1000);
  const start = afterWarmup[0]?.rss ?? samples[0].rss;
  const end = samples.at(-1).rss;
  const max = Math.max(...afterWarmup.map((s) => s.rss));
  const growth = ((end - start) / start) * 100;
  const errors = result.errors + result.non2xx + result.timeouts;
  console.log(
    `soak: ${seconds} s at ${rate} req/s over ${connections} connections, ${new Date().toISOString().slice(0, 10)}`,
  );
  console.log('| requests | errors | p50 ms | p99 ms | RSS start MB | RSS end MB | RSS max MB | growth |');
  console.log('|---|---|---|---|---|---|---|---|');
  console.log(
    `| ${result.requests.total} | ${errors} | ${result.latency.p50} | ${result.latency.p99} | ${start} | ${end} | ${max} | ${growth.toFixed(1)}% |`,
  );
  if (errors > 0 || growth > 10) {
    console.error(errors > 0 ? `soak: ${errors} errors` : `soak: memory grew ${growth.toFixed(1)}% (limit 10%)`);
    process.exitCode = 1;
  }
} finally {
  child.kill();
}
