// The form engine's benchmark page (form-bench.html), built apart from the app: the app's config (the `@/` alias,
// the React plugin, the vendor chunks) with this folder as the root and the page as the only input, written to
// FORM_BENCH_OUT_DIR (scripts/bench/form-page.mjs gives a temporary folder). Nothing of it enters the app's build.
import { fileURLToPath } from 'node:url';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, mergeConfig } from 'vite';
import app from '../vite.config.ts';

const here = fileURLToPath(new URL('.', import.meta.url));

export default mergeConfig(
  app,
  defineConfig({
    root: here,
    publicDir: false,
    build: {
      outDir: process.env.FORM_BENCH_OUT_DIR || join(tmpdir(), 'autocredit-form-bench'),
      emptyOutDir: true,
      manifest: false,
      // one chunk for the page and the engine (it is measured, not shipped)
      chunkSizeWarningLimit: 1500,
      rolldownOptions: { input: join(here, 'form-bench.html') },
    },
  }),
);
