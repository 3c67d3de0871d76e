// One lint setup for the whole repository. The import zones enforce DESIGN.md's one-way imports:
// generated <- apps/web, generated <- services/stub; inside the web app app/ -> features/ -> shared/,
// and no feature imports another feature.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const features = (() => {
  try {
    return readdirSync('apps/web/src/features', { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
  } catch {
    return [];
  }
})();

export default tseslint.config(
  { ignores: ['**/node_modules/', 'generated/', 'apps/web/dist/', '**/*.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './apps', from: './services', message: 'The web app never imports the stub.' },
            { target: './services', from: './apps', message: 'The stub never imports the web app.' },
            { target: './generated', from: ['./apps', './services'], message: 'generated/ depends on nothing.' },
            {
              target: './apps/web/src/shared',
              from: ['./apps/web/src/features', './apps/web/src/app'],
              message: 'shared/ is imported by features and app, never the other way.',
            },
            {
              target: './apps/web/src/features',
              from: './apps/web/src/app',
              message: 'Features do not import the app layer.',
            },
            ...features.map((name) => ({
              target: `./apps/web/src/features/${name}`,
              from: './apps/web/src/features',
              except: [`./${name}`],
              message: 'A feature never imports another feature; move what both need to shared/.',
            })),
          ],
        },
      ],
    },
  },
  {
    // k6 scripts run in k6's own JavaScript runtime, with its globals.
    files: ['scripts/k6/**/*.js'],
    languageOptions: { globals: { __ENV: 'readonly', __VU: 'readonly', __ITER: 'readonly' } },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
);
