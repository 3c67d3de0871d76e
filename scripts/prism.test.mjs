// Prism 5.14 (the mock developers run under docker compose) serves the bundled contract: 25 GET operations, spread
// over the areas, answer 200 with the examples the contract gives them.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const spec = JSON.parse(readFileSync(join(root, 'generated/openapi.json'), 'utf8'));
const WANTED = 25;

const deref = (node) => {
  let current = node;
  while (current?.$ref)
    current = current.$ref
      .slice(2)
      .split('/')
      .reduce((o, k) => o[k.replace(/~1/g, '/')], spec);
  return current;
};
const exampleOf = (p) =>
  p.example ?? p.schema?.example ?? p.schema?.enum?.[0] ?? (p.schema?.type === 'integer' ? 1 : 'x');

/** GET operations with a JSON 200 that carries an example, chosen round-robin over the tags. */
function chooseOperations() {
  const byTag = new Map();
  for (const [path, item] of Object.entries(spec.paths)) {
    const op = item.get;
    if (!op) continue;
    const json = deref(op.responses?.['200'])?.content?.['application/json'];
    if (!json || (json.example === undefined && !json.examples)) continue;
    const tag = op.tags[0];
    byTag.set(tag, [...(byTag.get(tag) ?? []), { path, op, json }]);
  }
  const chosen = [];
  for (let round = 0; chosen.length < WANTED; round++) {
    const before = chosen.length;
    for (const list of byTag.values()) if (list[round] && chosen.length < WANTED) chosen.push(list[round]);
    if (chosen.length === before) break;
  }
  return chosen;
}

function urlOf({ path, op }) {
  const params = (op.parameters ?? []).map(deref);
  let url = path;
  for (const p of params.filter((p) => p.in === 'path'))
    url = url.replace(`{${p.name}}`, encodeURIComponent(exampleOf(p)));
  const query = new URLSearchParams();
  for (const p of params.filter((p) => p.in === 'query' && p.required)) {
    const value = exampleOf(p);
    for (const v of Array.isArray(value) ? value : [value])
      query.append(p.name, typeof v === 'object' ? JSON.stringify(v) : v);
  }
  return query.size ? `${url}?${query}` : url;
}

let prism;
let base;

beforeAll(async () => {
  const port = await new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
  base = `http://127.0.0.1:${port}`;
  prism = spawn(
    join(root, 'node_modules/.bin/prism'),
    ['mock', '-h', '127.0.0.1', '-p', String(port), 'generated/openapi.json'],
    {
      cwd: root,
      stdio: 'ignore',
    },
  );
  for (let i = 0; i < 300; i++) {
    try {
      await fetch(`${base}/api/app/info`);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error('Prism did not start');
}, 60_000);

afterAll(() => prism?.kill());

describe('Prism mock of generated/openapi.json', () => {
  const chosen = chooseOperations();

  it(`has ${WANTED} GET operations with examples across the areas`, () => {
    expect(chosen.length).toBe(WANTED);
    expect(new Set(chosen.map(({ op }) => op.tags[0])).size).toBeGreaterThanOrEqual(10);
  });

  it.each(chosen.map((c) => [c.op.operationId, c]))('answers %s with its example', async (_id, operation) => {
    const res = await fetch(`${base}${urlOf(operation)}`, {
      headers: { authorization: 'Bearer mock', accept: 'application/json' },
    });
    const body = await res.json();
    expect(res.status, JSON.stringify(body)).toBe(200);
    const { json } = operation;
    const expected = json.example ?? Object.values(json.examples).map((e) => deref(e).value)[0];
    expect(body).toEqual(expected);
  });
});
