import { defineConfig } from 'vitest/config';

// Checks of the production build (run after `npm run build -w @autocredit/web`): the bundle budget.
export default defineConfig({
  test: { name: 'bundle', root: new URL('.', import.meta.url).pathname, include: ['**/*.test.ts'] },
});
