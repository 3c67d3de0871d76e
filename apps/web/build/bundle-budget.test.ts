// The bundle budget, read off the production build (`npm run build -w @autocredit/web`, into
// WEB_OUT_DIR or dist/): the sign-in page loads at most 200 KB of gzipped JavaScript, no lazily loaded chunk but a
// vendor chunk is over 150 KB gzipped, and every feature page is a lazily loaded chunk of its own.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { budgets, bundleFigures, readManifest, signInPageSrc, staticClosure } from './bundle-budget';

const webRoot = fileURLToPath(new URL('..', import.meta.url));
const outDir = resolve(webRoot, process.env.WEB_OUT_DIR || 'dist');
const manifest = readManifest(outDir);
const figures = bundleFigures(outDir, manifest);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Each feature's index.ts, the only door to it (lint): its text by feature folder. */
function featureDoors(): Map<string, string> {
  const features = join(webRoot, 'src/features');
  return new Map(
    readdirSync(features, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => [entry.name, readFileSync(join(features, entry.name, 'index.ts'), 'utf8')]),
  );
}

describe('bundle budget', () => {
  it(`the sign-in page loads at most ${kb(budgets.signInPage)} of gzipped JavaScript`, () => {
    console.info(`sign-in page: ${kb(figures.signInPage)} gzipped in ${figures.signInFiles.join(', ')}`);
    expect(figures.signInFiles.length).toBeGreaterThan(1);
    expect(figures.signInPage).toBeLessThanOrEqual(budgets.signInPage);
  });

  it(`no lazily loaded chunk but a vendor chunk is over ${kb(budgets.lazyChunk)} gzipped`, () => {
    const over = figures.lazyChunks.filter((chunk) => !chunk.vendor && chunk.gzip > budgets.lazyChunk);
    expect(over.map((chunk) => `${chunk.file} ${kb(chunk.gzip)}`)).toEqual([]);
  });

  it('every feature page is a lazily loaded chunk, not in what the sign-in page loads', () => {
    const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
    const eager = staticClosure(manifest, entries);
    const loaded: string[] = [];
    for (const [feature, door] of featureDoors()) {
      // a page leaves its feature only through lazyPage(() => import('./components/…'), …)
      expect(door, feature).not.toMatch(/export\s*\{[^}]*Page\b[^}]*\}\s*from/);
      for (const [, file] of door.matchAll(/import\('\.\/([^']+)'\)/g))
        loaded.push(`src/features/${feature}/${file}.tsx`);
    }
    expect(loaded).toContain(signInPageSrc);
    for (const page of loaded) {
      expect(manifest[page]?.isDynamicEntry, page).toBe(true);
      expect(eager.has(page), page).toBe(false);
    }
  });
});
