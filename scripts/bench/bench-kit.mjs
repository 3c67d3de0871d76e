// What the benchmarks share: a free port, a stub started on it with its environment, percentiles.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** A port nothing listens on. */
export const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** Starts node with the arguments in `cwd` and waits until `readyUrl` answers (2 minutes at most); the child. */
export async function startServer(args, cwd, env, readyUrl) {
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 1200; i++) {
    try {
      if ((await fetch(readyUrl)).ok) return child;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error(`${args.join(' ')} did not start`);
}

/** Starts the stub on a free port with the settings given, and waits until it answers (2 minutes at most). */
export async function startStub(settings = {}) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: join(root, 'services/stub'),
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', ...settings },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 1200; i++) {
    try {
      if ((await fetch(`${url}/api/app/info`)).ok) return { url, child };
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error('the stub did not start');
}

/** The p-th percentile of the values (nearest rank). */
export const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/** Node's arguments that let a benchmark ask the process to collect its garbage (SIGUSR2, gc-on-signal.mjs). */
export const collectable = ['--expose-gc', '--import', join(root, 'scripts/bench/gc-on-signal.mjs')];

/** A process's resident memory in MB after it collected its garbage (started with `collectable`), and its peak. */
export async function residentAfterCollection(pid) {
  process.kill(pid, 'SIGUSR2');
  await new Promise((r) => setTimeout(r, 500));
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const mb = (field) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)[1]) / 1024;
  return { resident: mb('VmRSS'), peak: mb('VmHWM') };
}
