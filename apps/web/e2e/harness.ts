// Starts what the browser tests need: the stub (a child process, as developers run it), the built web app
// behind `vite preview` proxying to that stub, and Debian's Chromium through playwright-core.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { preview, type PreviewServer } from 'vite';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const webRoot = join(root, 'apps/web');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface RunningStub {
  url: string;
  stop(): Promise<void>;
}

/** Starts services/stub on a free port with the given environment and waits until it answers. */
export async function startStub(env: Record<string, string> = {}): Promise<RunningStub> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: join(root, 'services/stub'),
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the stub exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/app/info`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the stub did not start within 30 s');
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

export interface RunningWeb {
  url: string;
  stop(): Promise<void>;
}

/** Serves apps/web/dist (built beforehand) with the app's own proxy pointed at the given backend. */
export async function startWeb(backendUrl: string): Promise<RunningWeb> {
  const port = await freePort();
  process.env.STUB_URL = backendUrl;
  const server: PreviewServer = await preview({
    root: webRoot,
    configFile: join(webRoot, 'vite.config.ts'),
    logLevel: 'warn',
    preview: { port, strictPort: true, host: '127.0.0.1' },
  });
  return { url: `http://127.0.0.1:${port}`, stop: () => server.close() };
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}
