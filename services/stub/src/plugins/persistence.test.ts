import { mkdtemp, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { NotificationListResponse } from '@autocredit/generated/api';
import { STATE_VERSION } from '../domain/store/store-state';
import { as, signIn } from '../testing/app';
import { controlApp, type ControlAppOptions } from '../testing/control';
import { besides, writeFileAtomically } from './persistence';

let dir: string;
let file: string;
const apps: FastifyInstance[] = [];

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'stub-state-'));
  file = join(dir, 'state.json');
});
afterEach(async () => {
  await Promise.all(apps.splice(0).map((a) => a.close()));
  await rm(dir, { recursive: true, force: true });
});

/** An app keeping its state in `file`; its log lines are collected. */
async function start(options: ControlAppOptions = {}) {
  const lines: Array<{ level: number; msg: string }> = [];
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const app = await controlApp({ logLevel: 'info' }, { stateFile: file, logStream, ...options });
  await app.ready();
  apps.push(app);
  return { app, lines, errors: () => lines.filter((l) => l.level >= 50).map((l) => l.msg) };
}

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function changePassword(app: FastifyInstance, username: string, password: string) {
  const tokens = await signIn(app, username);
  const res = await as(app, tokens, {
    method: 'POST',
    url: '/api/user/change-password',
    payload: { password, confirm: password },
  });
  expect(res.statusCode, res.body).toBe(200);
}

const canSignIn = async (app: FastifyInstance, username: string, password: string) =>
  (await app.inject({ method: 'POST', url: '/api/token/create', payload: { username, password } })).statusCode === 200;

describe('the state file', () => {
  it('round trip: a changed password, a session and a notification survive a restart', async () => {
    const first = await start();
    await changePassword(first.app, 'goz', 'changed-1');
    const admin = await signIn(first.app, 'admin');
    await first.app.inject({
      method: 'POST',
      url: '/__stub/notifications',
      payload: { username: 'goz', title: 'Сохранённое', body: 'b' },
    });
    await first.app.statePersistence.save();
    const saved = JSON.parse(await readFile(file, 'utf8'));
    expect(saved).toMatchObject({ version: STATE_VERSION, parts: { users: expect.any(Array) } });

    const second = await start();
    expect(await canSignIn(second.app, 'goz', 'changed-1')).toBe(true);
    expect(await canSignIn(second.app, 'goz', 'secret')).toBe(false);
    expect((await as(second.app, admin, { method: 'GET', url: '/api/user/' })).statusCode).toBe(200);
    const goz = await signIn(second.app, 'goz', 'changed-1');
    const list = await as(second.app, goz, { method: 'GET', url: '/api/notification/get/all' });
    expect(list.json<NotificationListResponse>().result.notifications[0]?.notification.message.title).toBe(
      'Сохранённое',
    );
    expect(second.errors()).toEqual([]);
  });

  it('saves on close', async () => {
    const first = await start();
    await changePassword(first.app, 'viewer', 'changed-2');
    expect(await exists(file)).toBe(false);
    await first.app.close();
    expect(await exists(file)).toBe(true);
    const second = await start();
    expect(await canSignIn(second.app, 'viewer', 'changed-2')).toBe(true);
  });

  it('saves every STUB_STATE_SAVE_MS after a change, not after reads only', async () => {
    const { app } = await start({ stateSaveMs: 20 });
    await app.inject({ method: 'GET', url: '/api/app/info' });
    await app.inject({ method: 'GET', url: '/__stub/users' });
    await sleep(120);
    expect(await exists(file)).toBe(false);
    await changePassword(app, 'auditor', 'changed-3');
    const auditorSaved = async () => {
      if (!(await exists(file))) return false;
      const saved = JSON.parse(await readFile(file, 'utf8'));
      return saved.parts.users.find((u: { id: number }) => u.id === 11).seedPassword === false;
    };
    const deadline = Date.now() + 3000;
    while (!(await auditorSaved()) && Date.now() < deadline) await sleep(10);
    expect(await auditorSaved()).toBe(true);
  });

  it('starts from the seed when there is no file yet', async () => {
    const { app, lines } = await start();
    expect(await canSignIn(app, 'goz', 'secret')).toBe(true);
    expect(lines.map((l) => l.msg)).toContain('no state file yet: starting from the seed');
  });

  it.each([
    ['corrupt', '{ this is not json', /cannot be used/],
    ['torn', null, /cannot be used/],
    ['of an old version', JSON.stringify({ version: 0, parts: {} }), /state version 0, this stub reads version 2/],
    ['not a snapshot', JSON.stringify([1, 2, 3]), /not a state snapshot/],
    [
      'of the wrong shape',
      JSON.stringify({ version: STATE_VERSION, parts: { users: [{ id: 2, passwordHash: 5 }] } }),
      /the part 'users' cannot be restored/,
    ],
  ])('logs an error and starts from the seed with a file %s', async (_case, content, message) => {
    let text = content;
    if (text === null) {
      // The first half of a real state file, as a crash in the middle of a plain write would leave it.
      const source = await start();
      await changePassword(source.app, 'goz', 'changed-4');
      await source.app.close();
      const whole = await readFile(file, 'utf8');
      text = whole.slice(0, Math.floor(whole.length / 2));
    }
    await writeFile(file, text);
    const { app, errors } = await start();
    expect(errors()).toEqual([expect.stringMatching(message)]);
    expect(errors()[0]).toContain('starting from the seed');
    expect(await canSignIn(app, 'goz', 'secret')).toBe(true);
    expect(await readFile(join(dir, 'state.rejected.json'), 'utf8')).toBe(text);
    await app.close();
    expect(JSON.parse(await readFile(file, 'utf8')).version).toBe(STATE_VERSION);
  });

  it('never shows a partial file while saves run (temporary file, then rename)', async () => {
    const { app } = await start({ stateSaveMs: 2 });
    // Make the state big enough that a write takes a while.
    const body = 'x'.repeat(4000);
    let writing = true;
    const writer = (async () => {
      for (let i = 0; writing; i++) {
        await app.inject({
          method: 'POST',
          url: '/__stub/notifications',
          payload: { username: i % 2 ? 'goz' : 'viewer', title: `n${i}`, body },
        });
        if (i % 20 === 0) await sleep(1);
      }
    })();
    let reads = 0;
    const versions = new Set<string>();
    const until = Date.now() + 700;
    while (Date.now() < until) {
      let text: string;
      try {
        text = await readFile(file, 'utf8');
      } catch (error) {
        expect((error as NodeJS.ErrnoException).code).toBe('ENOENT');
        continue;
      }
      const parsed = JSON.parse(text);
      expect(parsed.version).toBe(STATE_VERSION);
      versions.add(parsed.savedAt + parsed.parts.notifications.nextId);
      reads++;
    }
    writing = false;
    await writer;
    await app.close();
    expect(reads).toBeGreaterThan(10);
    expect(versions.size).toBeGreaterThan(2);
    expect((await readdir(dir)).sort()).toEqual(['state.json']);
  });

  it('logs a failed save and still closes', async () => {
    await writeFile(join(dir, 'blocker'), 'a file where a directory should be');
    file = join(dir, 'blocker', 'state.json');
    const { app, errors } = await start();
    await changePassword(app, 'goz', 'changed-5');
    await app.close();
    expect(errors()).toContainEqual(expect.stringContaining('cannot save the state'));
  });
});

describe('besides', () => {
  it.each([
    ['/d/.stub-state.json', '/d/.stub-state.rejected.json'],
    ['/d/state', '/d/state.rejected'],
    ['/d/.state', '/d/.state.rejected'],
  ])('%s -> %s', (file, aside) => expect(besides(file, '.rejected')).toBe(aside));
});

describe('writeFileAtomically', () => {
  it('replaces the file and leaves no temporary file', async () => {
    await writeFileAtomically(file, '{"a":1}');
    await writeFileAtomically(file, '{"a":2}');
    expect(await readFile(file, 'utf8')).toBe('{"a":2}');
    expect(await readdir(dir)).toEqual(['state.json']);
  });

  it('creates the directory', async () => {
    const nested = join(dir, 'a', 'b', 'state.json');
    await writeFileAtomically(nested, '{}');
    expect(await readFile(nested, 'utf8')).toBe('{}');
  });

  it('keeps the old file and removes the temporary one when the rename fails', async () => {
    const target = join(dir, 'occupied');
    await mkdir(join(target, 'inside'), { recursive: true });
    await expect(writeFileAtomically(target, '{}')).rejects.toThrow();
    expect((await readdir(dir)).sort()).toEqual(['occupied']);
    expect(await readdir(target)).toEqual(['inside']);
  });
});
