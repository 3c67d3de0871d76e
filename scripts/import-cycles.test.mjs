// No import circles in either app, type-only imports included: a circle makes the order of module evaluation matter
// and ties two modules into one. madge follows the imports as TypeScript resolves them (the `@/` paths of each
// tsconfig).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import madge from 'madge';
import { describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** How madge reads an app's sources: TypeScript files, the app's tsconfig paths, type-only imports too. */
function optionsOf(dir) {
  return {
    fileExtensions: ['ts', 'tsx'],
    tsConfig: join(dir, 'tsconfig.json'),
    detectiveOptions: { ts: { skipTypeImports: false }, tsx: { skipTypeImports: false } },
  };
}

describe.each([
  ['apps/web', 300],
  ['services/stub', 200],
])('%s', (app, atLeast) => {
  it('has no import circle', { timeout: 120_000 }, async () => {
    const graph = await madge(join(root, app, 'src'), optionsOf(join(root, app)));
    // the graph is the whole app, not an empty one that would have no circle either
    expect(Object.keys(graph.obj()).length).toBeGreaterThan(atLeast);
    expect(graph.circular()).toEqual([]);
  });
});

it('sees a planted circle through an `@/` path and a type-only import', { timeout: 60_000 }, async () => {
  const dir = mkdtempSync(join(tmpdir(), 'cycles-'));
  try {
    mkdirSync(join(dir, 'src'));
    const paths = { baseUrl: '.', paths: { '@/*': ['src/*'] } };
    writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions: paths }));
    writeFileSync(join(dir, 'src', 'a.ts'), "import type { B } from '@/b';\nexport type A = B[];\n");
    writeFileSync(join(dir, 'src', 'b.ts'), "import type { A } from './a';\nexport interface B { all: A }\n");
    const graph = await madge(join(dir, 'src'), optionsOf(dir));
    expect(graph.circular()).toEqual([['a.ts', 'b.ts']]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
