// The images of docker-compose.yml, proved without a Docker engine: each Dockerfile replayed from the build context
// (replay.mjs), the stub's image started by its CMD and found healthy by its HEALTHCHECK, the web image's nginx
// (Debian's, configured as the nginx image does at start) serving the build with its headers and proxying to that stub.
import { execFileSync, spawn } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
  mkdirSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { replayStage, stagesOf } from './replay.mjs';

const repo = new URL('../..', import.meta.url).pathname;
const work = mkdtempSync(join(tmpdir(), 'images-'));
// nginx's workers (another user when started by root) read the replayed files.
chmodSync(work, 0o755);
const running = [];
afterAll(() => {
  for (const child of running) child.kill('SIGKILL');
  rmSync(work, { recursive: true, force: true });
});

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** Replays every stage of a Dockerfile; gives the last stage's outcome and every stage's folder. */
function replay(dockerfile, name) {
  const stages = stagesOf(readFileSync(join(repo, dockerfile), 'utf8'));
  const roots = {};
  let last;
  for (const stage of stages) {
    const root = join(work, `${name}-${stage.name}`);
    roots[stage.name] = root;
    last = { ...replayStage(stage, { repo, root, roots }), root, image: stage.image };
  }
  return { stages, last };
}

/** Polls until `check` resolves truthy (or gives up after `ms`). */
async function until(check, ms = 60_000) {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check().catch(() => false);
    if (value) return value;
    if (Date.now() > end) throw new Error('gave up waiting');
    await new Promise((r) => setTimeout(r, 250));
  }
}

const exitCode = (command, env, cwd) =>
  new Promise((resolve) => {
    const child = spawn(command[0], command.slice(1), { env, cwd, stdio: 'ignore' });
    child.on('exit', (code) => resolve(code));
  });

let stubUrl;

describe('the stub image (services/stub/Dockerfile)', () => {
  it('builds once, runs by plain node without the dev packages, and is found healthy by its HEALTHCHECK', async () => {
    const { stages, last } = replay('services/stub/Dockerfile', 'stub');
    expect(stages.map((s) => s.image)).toEqual(['node:20-bookworm-slim', 'node:20-bookworm-slim']);
    expect(last.cmd).toEqual(['node', 'dist/server.js']);
    expect(existsSync(join(last.workdir, 'dist/server.js'))).toBe(true);
    // What runs is the build: no TypeScript runner, no bundler in the image.
    const modules = readdirSync(join(last.root, 'app/node_modules'));
    expect(modules).not.toContain('tsx');
    expect(modules).not.toContain('esbuild');

    const port = await freePort();
    const env = { ...last.env, PORT: String(port), HOST: '127.0.0.1', PATH: process.env.PATH };
    const child = spawn(last.cmd[0], last.cmd.slice(1), { cwd: last.workdir, env, stdio: 'ignore' });
    running.push(child);
    await until(async () => (await exitCode(last.healthcheck, env, last.workdir)) === 0);
    stubUrl = `http://127.0.0.1:${port}`;
    const info = await fetch(`${stubUrl}/api/app/info`);
    expect(info.status).toBe(200);
    const signIn = await fetch(`${stubUrl}/api/token/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'underwriter', password: 'secret' }),
    });
    expect(signIn.status).toBe(200);
    // The control surface is off unless asked for.
    expect((await fetch(`${stubUrl}/__stub/users`)).status).toBe(404);
  }, 600_000);
});

describe('the web image (apps/web/Dockerfile)', () => {
  it('serves the build with its security headers, connect-src from config.json, and proxies /api to the stub', async () => {
    expect(stubUrl, 'the stub image runs first').toBeDefined();
    const { stages, last } = replay('apps/web/Dockerfile', 'web');
    expect(stages.at(-1).image).toMatch(/^nginx:/);
    const { root } = last;
    const html = join(root, 'usr/share/nginx/html');
    expect(existsSync(join(html, 'index.html'))).toBe(true);

    // A deployment's config.json naming another API and hub: the start script puts their origins in connect-src.
    writeFileSync(
      join(html, 'config.json'),
      JSON.stringify({ apiBaseUrl: '', mercureHubUrl: 'https://hub.bank.example/.well-known/mercure' }),
    );
    // What the nginx image does at start: its /docker-entrypoint.d scripts, then the templates through envsubst.
    const env = { ...last.env, BACKEND_URL: stubUrl, HUB_URL: stubUrl, PATH: process.env.PATH };
    const scripts = join(root, 'docker-entrypoint.d');
    for (const script of readdirSync(scripts).sort()) {
      execFileSync(join(scripts, script), {
        env: { ...env, CONFIG_JSON: join(html, 'config.json'), CSP_CONF: join(root, 'etc/nginx/csp-connect-src.conf') },
      });
    }
    const template = readFileSync(join(root, 'etc/nginx/templates/default.conf.template'), 'utf8');
    const port = await freePort();
    const site = execFileSync('envsubst', ['${BACKEND_URL} ${HUB_URL}'], { input: template, env, encoding: 'utf8' })
      .replaceAll('/etc/nginx/', `${root}/etc/nginx/`)
      .replaceAll('/usr/share/nginx/html', html)
      .replace(/listen 80;/, `listen 127.0.0.1:${port};`);
    mkdirSync(join(root, 'etc/nginx/conf.d'), { recursive: true });
    writeFileSync(join(root, 'etc/nginx/conf.d/default.conf'), site);
    const main = [
      `pid ${root}/nginx.pid;`,
      `error_log ${root}/error.log;`,
      'events {}',
      'http {',
      '  include /etc/nginx/mime.types;',
      `  access_log off;`,
      `  client_body_temp_path ${root}/tmp-body; proxy_temp_path ${root}/tmp-proxy;`,
      `  fastcgi_temp_path ${root}/tmp-fcgi; uwsgi_temp_path ${root}/tmp-uwsgi; scgi_temp_path ${root}/tmp-scgi;`,
      `  include ${root}/etc/nginx/conf.d/*.conf;`,
      '}',
    ].join('\n');
    writeFileSync(join(root, 'nginx.conf'), main);
    const nginx = spawn(
      existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx',
      ['-p', root, '-c', join(root, 'nginx.conf'), '-g', 'daemon off;'],
      {
        stdio: 'ignore',
      },
    );
    running.push(nginx);
    const web = `http://127.0.0.1:${port}`;

    // The HEALTHCHECK's address, on the replayed server's port.
    const health = last.healthcheck.join(' ').match(/http:\/\/127\.0\.0\.1(\/\S*)/)[1];
    const config = await until(async () => {
      const res = await fetch(`${web}${health}`);
      return res.ok && res;
    }, 30_000).catch((error) => {
      const log = join(root, 'error.log');
      const lines = existsSync(log) ? readFileSync(log, 'utf8').trim().split('\n').slice(-3).join('\n') : String(error);
      throw new Error(`nginx did not answer: ${lines}`);
    });
    expect(config.headers.get('cache-control')).toBe('no-store');
    expect(config.headers.get('content-security-policy')).toContain("connect-src 'self' https://hub.bank.example;");
    const index = await fetch(`${web}/deal/100296`);
    expect(index.status).toBe(200);
    expect(await index.text()).toContain('<div id="root">');
    for (const answer of [config, index]) {
      expect(answer.headers.get('content-security-policy')).toContain("script-src 'self';");
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('referrer-policy')).toBe('same-origin');
    }
    const proxied = await fetch(`${web}/api/app/info`);
    expect(proxied.status).toBe(200);
    expect((await proxied.json()).result.version).toBeTruthy();
  }, 600_000);
});
