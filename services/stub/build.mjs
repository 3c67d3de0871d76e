// Builds the stub for its image (`npm run build -w @autocredit/stub`): src/server.ts and all it imports, the generated
// contract's types included, into dist/server.js, run by plain node; the packages stay in node_modules; the XLSX
// worker's modules go beside it (the builds start them by their path).
import { build } from 'esbuild';
import { copyFileSync, readFileSync, rmSync } from 'node:fs';

const root = new URL('.', import.meta.url);
const { dependencies } = JSON.parse(readFileSync(new URL('package.json', root), 'utf8'));
const external = Object.keys(dependencies).filter((name) => !name.startsWith('@autocredit/'));

rmSync(new URL('dist', root), { recursive: true, force: true });
await build({
  entryPoints: [new URL('src/server.ts', root).pathname],
  outfile: new URL('dist/server.js', root).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external,
  sourcemap: true,
  logLevel: 'warning',
});
for (const file of ['xlsx-worker.mjs', 'xlsx-sheet.mjs']) {
  copyFileSync(new URL(`src/domain/reports/${file}`, root), new URL(`dist/${file}`, root));
}
console.log('stub built: dist/server.js');
