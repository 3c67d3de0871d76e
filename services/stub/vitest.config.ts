import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'stub',
    include: ['src/**/*.test.ts'],
  },
});
