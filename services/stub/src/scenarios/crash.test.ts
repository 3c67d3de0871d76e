import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The stub killed hard (SIGKILL) while it writes, with STUB_STATE_FILE: each restart loads the state file (never torn
 * nor set aside as unreadable), and every write acknowledged more than two save intervals before the kill is there.
 */

const SAVE_MS = 250;
const KILLS = 4;
const DEAL = 100296; // of the operator's sale point
const stubRoot = new URL('../..', import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), 'stub-crash-'));
const stateFile = join(dir, 'state.json');
let child: ChildProcess | undefined;
afterAll(() => {
  child?.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** Starts the stub on the state file; resolves with its address once it answers. */
async function start(): Promise<{ url: string; process: ChildProcess; log: () => string }> {
  const port = await freePort();
  let log = '';
  const started = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: stubRoot,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      STUB_STATE_FILE: stateFile,
      STUB_STATE_SAVE_MS: String(SAVE_MS),
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  started.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    const up = await fetch(`${url}/api/app/info`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) break;
    if (i > 300) throw new Error(`the stub did not start: ${log}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return { url, process: started, log: () => log };
}

async function tokenOf(url: string): Promise<string> {
  const res = await fetch(`${url}/api/token/create`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'goz', password: 'secret' }),
  });
  return ((await res.json()) as { token: string }).token;
}

async function commentsOf(url: string, token: string): Promise<string[]> {
  const res = await fetch(`${url}/api/comment/get/${DEAL}/dealCommon`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await res.json()) as { result: { text: string }[] }).result.map((c) => c.text);
}

describe('a crash while writing', () => {
  it(`loads after each of ${KILLS} kills, and loses at most what the last two save intervals took`, async () => {
    /** The writes of the round before the last kill (acknowledged, with when), and every text ever sent. */
    let acknowledged: { text: string; at: number }[] = [];
    const sent = new Set<string>();
    /** What a restart must find: what an earlier restart found, and what was acknowledged long enough before a kill. */
    const mustHave = new Set<string>();
    let lastKill = 0;
    let writes = 0;
    for (let round = 0; round < KILLS; round++) {
      const stub = await start();
      child = stub.process;
      const token = await tokenOf(stub.url);
      const kept = new Set(await commentsOf(stub.url, token));
      if (round > 0) expect(stub.log(), 'the state file loaded').toContain('state loaded from');
      for (const { text, at } of acknowledged) if (at < lastKill - 2 * SAVE_MS) mustHave.add(text);
      expect([...mustHave].filter((text) => !kept.has(text))).toEqual([]);
      expect([...kept].filter((text) => !sent.has(text))).toEqual([]);
      for (const text of kept) mustHave.add(text);

      // Writes for a while, then the kill in the middle of them.
      acknowledged = [];
      const until = Date.now() + 600 + round * 137;
      const inFlight: Promise<void>[] = [];
      let n = 0;
      while (Date.now() < until) {
        const text = `Раунд ${round}, запись ${n++}`;
        sent.add(text);
        const write = fetch(`${stub.url}/api/comment/${DEAL}/dealCommon`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ text }),
        }).then((res) => {
          if (res.ok) acknowledged.push({ text, at: Date.now() });
        });
        inFlight.push(write.catch(() => undefined));
        if (n % 4 === 0) await new Promise((r) => setTimeout(r, 20));
      }
      stub.process.kill('SIGKILL');
      lastKill = Date.now();
      await Promise.all(inFlight);
      writes += acknowledged.length;
      await new Promise((resolve) => stub.process.once('exit', resolve));
    }
    const last = await start();
    child = last.process;
    const kept = new Set(await commentsOf(last.url, await tokenOf(last.url)));
    for (const { text, at } of acknowledged) if (at < lastKill - 2 * SAVE_MS) mustHave.add(text);
    expect([...mustHave].filter((text) => !kept.has(text))).toEqual([]);
    expect(writes).toBeGreaterThan(KILLS * 10);
    expect(existsSync(stateFile)).toBe(true);
    // No state file was ever set aside as unreadable.
    expect(readdirSync(dir).filter((f) => f.includes('rejected'))).toEqual([]);
  }, 180_000);
});
