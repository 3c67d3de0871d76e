import { defineConfig } from 'vitest/config';

// Browser tests: the built app (npm run build -w @autocredit/web first), a stub each file starts, Chromium.
export default defineConfig({
  test: {
    name: 'e2e',
    root: new URL('.', import.meta.url).pathname,
    include: ['**/*.e2e.test.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
