// The contract pipeline: generated/ must be exactly what `npm run codegen` writes, and the contract must
// define every operation of the sections of ../shared/contract/operations.txt built so far.
import { readFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { generate } from './codegen.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const spec = JSON.parse(readFileSync(join(root, 'generated/openapi.json'), 'utf8'));

/** Lines of operations.txt grouped by their "# --- section" header. */
function operationsBySection() {
  const sections = new Map();
  let current = '';
  for (const raw of readFileSync(join(root, '../shared/contract/operations.txt'), 'utf8').split('\n')) {
    const line = raw.trim();
    if (line.startsWith('# ---')) current = line.slice(5).trim();
    else if (line && !line.startsWith('#')) sections.set(current, [...(sections.get(current) ?? []), line]);
  }
  return sections;
}

const normalise = (path) => path.replace(/\{[^}]*\}/g, '{}');
const defined = new Set(
  Object.entries(spec.paths).flatMap(([path, item]) =>
    ['get', 'post', 'put', 'patch', 'delete']
      .filter((m) => item[m])
      .map((m) => `${m.toUpperCase()} ${normalise(path)}`),
  ),
);

describe('contract pipeline', () => {
  it('generated/ is what codegen writes from openapi/ (run npm run codegen when this fails)', async () => {
    const files = await generate();
    for (const [name, text] of Object.entries(files)) {
      expect(readFileSync(join(root, 'generated', name), 'utf8'), `generated/${name} is stale`).toBe(text);
    }
  });

  it.each(['session, user, application (000 §7)', 'events and notifications (000 §7, 002 §7)'])(
    'defines every operation of the section "%s"',
    (section) => {
      const lines = operationsBySection().get(section);
      expect(lines, `section ${section} not found in operations.txt`).toBeDefined();
      const missing = (lines ?? []).filter((line) => {
        const [method, path] = line.split(/\s+/);
        return !defined.has(`${method} ${normalise(path)}`);
      });
      expect(missing).toEqual([]);
    },
  );

  it('gives every operation a unique operationId, a tag and a 4xx answer', () => {
    const ids = [];
    for (const [path, item] of Object.entries(spec.paths)) {
      for (const method of ['get', 'post', 'put', 'patch', 'delete']) {
        const op = item[method];
        if (!op) continue;
        expect(op.operationId, `${method} ${path}`).toBeTruthy();
        expect(op.tags?.length, `${method} ${path} has no tag`).toBeGreaterThan(0);
        expect(
          Object.keys(op.responses).some((s) => s.startsWith('4')),
          `${method} ${path} has no 4xx`,
        ).toBe(true);
        ids.push(op.operationId);
      }
    }
    expect(new Set(ids).size).toBe(ids.length);
  });
});
