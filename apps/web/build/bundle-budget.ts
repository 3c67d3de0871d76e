import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** One entry of Vite's `.vite/manifest.json`. */
export interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export const KB = 1024;
/** The budgets of the bundle: what the sign-in page loads, and any lazily loaded chunk but vendors. */
export const budgets = { signInPage: 200 * KB, lazyChunk: 150 * KB } as const;
/** The page the sign-in route shows, lazily loaded from the entry. */
export const signInPageSrc = 'src/features/auth/components/login-page.tsx';

export function readManifest(outDir: string): Manifest {
  return JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
}

/** The manifest keys of the chunks loaded with `keys`: those and everything they import statically. */
export function staticClosure(manifest: Manifest, keys: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the manifest`);
    seen.add(key);
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return seen;
}

export const isJs = (chunk: ManifestChunk) => chunk.file.endsWith('.js');
/** Vendor chunks are the named groups of vite.config.ts (`vendor-…`): libraries only. */
export const isVendor = (chunk: ManifestChunk) => /^vendor-/.test(chunk.name ?? '');

export function gzipSize(outDir: string, file: string): number {
  return gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length;
}

export interface BundleFigures {
  /** gzipped bytes of the JavaScript a first visit to /login loads */
  signInPage: number;
  signInFiles: string[];
  /** every JavaScript chunk but the entry, with its gzipped size */
  lazyChunks: { file: string; gzip: number; vendor: boolean }[];
}

export function bundleFigures(outDir: string, manifest: Manifest = readManifest(outDir)): BundleFigures {
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  const signIn = staticClosure(manifest, [...entries, signInPageSrc]);
  const signInFiles = [...signIn].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));
  const lazyChunks = Object.values(manifest)
    .filter((chunk) => isJs(chunk) && !chunk.isEntry)
    .map((chunk) => ({ file: chunk.file, gzip: gzipSize(outDir, chunk.file), vendor: isVendor(chunk) }));
  return {
    signInPage: signInFiles.reduce((sum, file) => sum + gzipSize(outDir, file), 0),
    signInFiles,
    lazyChunks,
  };
}
