import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'stub',
    include: ['src/**/*.test.ts'],
    // Some tests build the app twice (a restart, a reset): seconds each on a busy two-core machine.
    testTimeout: 15_000,
  },
});
