// The event hub under many subscribers: the stub's hub beside a bare node:http SSE server (bare-sse-server.mjs), each
// started alone, given BENCH_HUB_SUBSCRIBERS streams (10000) and BENCH_HUB_EVENTS updates (100), one after another
// once the previous one has reached every subscriber (or BENCH_HUB_EVENT_WAIT ms, 3000, have passed). It counts what
// each subscriber lost and got twice, the publish-to-delivery latency over all deliveries, and the server's resident
// memory per open stream (after a garbage collection, against the same server warmed up with no stream open).
// BENCH_HUB_TREES="raw=/path/to/another/checkout" adds the stub of other checkouts (before/after, side by side).
// `npm run bench:hub` runs it alone; `npm run bench` runs it after the endpoints.
import { randomBytes } from 'node:crypto';
import { Agent, request } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SignJWT } from 'jose';
import { collectable, freePort, residentAfterCollection, startServer } from './bench-kit.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const here = fileURLToPath(new URL('.', import.meta.url));
const TOPIC = 'https://autocredit.example/bench';
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const settings = () => ({
  subscribers: Number(process.env.BENCH_HUB_SUBSCRIBERS ?? 10_000),
  events: Number(process.env.BENCH_HUB_EVENTS ?? 100),
  eventWait: Number(process.env.BENCH_HUB_EVENT_WAIT ?? 3000),
  trees: (process.env.BENCH_HUB_TREES ?? '')
    .split(',')
    .filter(Boolean)
    .map((pair) => pair.split('=')),
});

/** Resident memory of a process, in KB, after asking it to collect its garbage. */
const residentKb = async (pid) => (await residentAfterCollection(pid)).resident * 1024;

const spawnServer = (args, cwd, env, readyUrl) => startServer([...collectable, ...args], cwd, env, readyUrl);

/** The bare SSE server: streams on GET /, updates by POST /. */
async function startBare() {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = await spawnServer(['bare-sse-server.mjs'], here, { PORT: String(port) }, base);
  return {
    child,
    subscribePath: '/stream',
    subscribeHeaders: {},
    publish: (data) => ({ url: `${base}/`, headers: {}, body: new URLSearchParams({ data }) }),
    port,
  };
}

/** BENCH_HUB_PROFILE=cpu|heap and BENCH_HUB_PROFILE_DIR: the stubs write a V8 profile there when they stop. */
function profiling() {
  const kind = process.env.BENCH_HUB_PROFILE;
  if (!kind) return [];
  const dir = process.env.BENCH_HUB_PROFILE_DIR ?? join(root, 'profiles');
  return [`--${kind}-prof`, `--${kind}-prof-dir=${dir}`];
}

/** The stub of a checkout (its services/stub), with a small world and the hub's key of this run. */
async function startStub(tree) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const key = randomBytes(32).toString('base64url');
  const child = await spawnServer(
    [...profiling(), '--import', 'tsx', 'src/server.ts'],
    join(tree, 'services/stub'),
    { PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', STUB_DEALS: '1000', STUB_MERCURE_JWT_KEY: key },
    `${base}/api/app/info`,
  );
  const secret = new TextEncoder().encode(key);
  const jwt = (claim) => new SignJWT({ mercure: claim }).setProtectedHeader({ alg: 'HS256' }).sign(secret);
  const publisher = `Bearer ${await jwt({ publish: ['*'] })}`;
  const subscriber = `Bearer ${await jwt({ subscribe: ['*'] })}`;
  return {
    child,
    subscribePath: `/.well-known/mercure?topic=${encodeURIComponent(TOPIC)}`,
    subscribeHeaders: { authorization: subscriber, accept: 'text/event-stream' },
    publish: (data) => ({
      url: `${base}/.well-known/mercure`,
      headers: { authorization: publisher },
      body: new URLSearchParams({ topic: TOPIC, data, private: 'on' }),
    }),
    port,
  };
}

/** What the subscribers of one run received: per subscriber, which updates (by their number) and how often. */
class Deliveries {
  constructor(subscribers, events) {
    this.events = events;
    this.seen = new Uint8Array(subscribers * events);
    this.perEvent = new Int32Array(events);
    this.latencies = new Float64Array(subscribers * events * 2);
    this.count = 0;
  }

  got(subscriber, n, sentAt, now) {
    const at = subscriber * this.events + n;
    if (this.seen[at] < 255) this.seen[at]++;
    if (this.seen[at] === 1) this.perEvent[n]++;
    if (this.count < this.latencies.length) this.latencies[this.count++] = now - sentAt;
  }

  summary(subscribers) {
    let lost = 0;
    let doubled = 0;
    for (const times of this.seen) {
      if (times === 0) lost++;
      else doubled += times - 1;
    }
    const latencies = this.latencies.subarray(0, this.count).sort();
    const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
    return { delivered: this.count, expected: subscribers * this.events, lost, doubled, p50: at(0.5), p99: at(0.99) };
  }
}

const EVENT = /data: \{"n":(\d+),"t":([\d.]+)\}\n/g;

/** Opens one stream; resolves once its headers are in, and feeds every update it carries to `deliveries`. */
function openStream(agent, server, index, deliveries) {
  return new Promise((resolve, reject) => {
    const req = request(
      { agent, host: '127.0.0.1', port: server.port, path: server.subscribePath, headers: server.subscribeHeaders },
      (res) => {
        if (res.statusCode !== 200) {
          reject(new Error(`a subscription was answered ${res.statusCode}`));
          res.resume();
          return;
        }
        res.setEncoding('utf8');
        let pending = '';
        res.on('data', (chunk) => {
          const text = pending + chunk;
          const end = text.lastIndexOf('\n\n');
          if (end < 0) {
            pending = text;
            return;
          }
          pending = text.slice(end + 2);
          const now = performance.now();
          EVENT.lastIndex = 0;
          for (let match; (match = EVENT.exec(text)) !== null && match.index < end;) {
            deliveries?.got(index, Number(match[1]), Number(match[2]), now);
          }
        });
        res.on('error', () => {});
        resolve(req);
      },
    );
    req.on('error', (error) => (error.code === 'ECONNRESET' ? undefined : reject(error)));
    req.end();
  });
}

async function openStreams(agent, server, count, deliveries) {
  const requests = [];
  for (let i = 0; i < count; i += 200) {
    const batch = [];
    for (let j = i; j < Math.min(count, i + 200); j++) batch.push(openStream(agent, server, j, deliveries));
    requests.push(...(await Promise.all(batch)));
  }
  return requests;
}

async function publish(server, n) {
  const { url, headers, body } = server.publish(JSON.stringify({ n, t: performance.now() }));
  const res = await fetch(url, { method: 'POST', headers, body });
  if (!res.ok) throw new Error(`a publication was answered ${res.status}`);
  await res.arrayBuffer();
}

async function measure(title, start, { subscribers, events, eventWait }) {
  const server = await start();
  const agent = new Agent({ keepAlive: false, maxSockets: Infinity });
  try {
    // Warm up: a few streams and updates, so that the code paths are compiled before the memory is read.
    const warm = await openStreams(agent, server, 200, null);
    for (let n = 0; n < 20; n++) await publish(server, n);
    warm.forEach((req) => req.destroy());
    await sleep(1000);
    const before = await residentKb(server.child.pid);

    const deliveries = new Deliveries(subscribers, events);
    const streams = await openStreams(agent, server, subscribers, deliveries);
    await sleep(1000);
    const subscribed = await residentKb(server.child.pid);

    const startedAt = performance.now();
    for (let n = 0; n < events; n++) {
      await publish(server, n);
      const deadline = performance.now() + eventWait;
      while (deliveries.perEvent[n] < subscribers && performance.now() < deadline) await sleep(5);
    }
    const deadline = performance.now() + 5000;
    while (deliveries.count < subscribers * events && performance.now() < deadline) await sleep(50);
    const seconds = (performance.now() - startedAt) / 1000;
    const after = await residentKb(server.child.pid);
    streams.forEach((req) => req.destroy());
    return {
      title,
      subscribers,
      events,
      seconds,
      ...deliveries.summary(subscribers),
      kbPerStream: (subscribed - before) / subscribers,
      kbPerStreamAfter: (after - before) / subscribers,
    };
  } finally {
    agent.destroy();
    server.child.kill();
    await sleep(500);
  }
}

/** Measures the bare server and the stub of each checkout, one after another, and prints one table. */
export async function hubBench() {
  const options = settings();
  const runs = [
    ['bare node:http SSE', startBare],
    ['stub hub', () => startStub(root)],
  ];
  for (const [name, tree] of options.trees) runs.push([`stub hub (${name})`, () => startStub(tree)]);
  const rows = [];
  for (const [title, start] of runs) rows.push(await measure(title, start, options));
  const bare = rows[0];
  console.log(
    `\nevent hub: ${options.subscribers} subscribers × ${options.events} updates, each published once the ` +
      `previous one reached every subscriber; client and server on this machine, node ${process.version}\n`,
  );
  console.log(
    '| server | delivered | lost | doubled | p50 ms | p99 ms | p99 ÷ bare | KB per stream | … after the updates | s |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const r of rows) {
    console.log(
      `| ${r.title} | ${r.delivered}/${r.expected} | ${r.lost} | ${r.doubled} | ${r.p50.toFixed(1)} | ` +
        `${r.p99.toFixed(1)} | ${(r.p99 / bare.p99).toFixed(2)} | ${r.kbPerStream.toFixed(1)} | ` +
        `${r.kbPerStreamAfter.toFixed(1)} | ${r.seconds.toFixed(1)} |`,
    );
  }
  return rows;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await hubBench();
