import { defineConfig } from 'vitest/config';

// Unit and contract tests of every workspace; the browser tests have their own config (apps/web/e2e).
export default defineConfig({
  test: {
    projects: ['services/stub', 'apps/web', 'scripts'],
  },
});
