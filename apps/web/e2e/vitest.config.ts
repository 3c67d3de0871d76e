import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Browser tests: the built app (npm run build -w @autocredit/web first), a stub each file starts, Chromium.
export default defineConfig({
  // `@/…` is apps/web/src, as in the app: a test may read the app's tables (the route table, the policies)
  resolve: { alias: { '@': fileURLToPath(new URL('../src', import.meta.url)) } },
  test: {
    name: 'e2e',
    root: new URL('.', import.meta.url).pathname,
    include: ['**/*.e2e.test.ts'],
    fileParallelism: false,
    // tests marked concurrent (the accessibility test's users) run three at a time
    maxConcurrency: 3,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
