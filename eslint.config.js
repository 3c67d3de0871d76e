// One lint setup for the whole repository. eslint-plugin-boundaries enforces DESIGN.md's one-way imports:
// generated <- apps/web, generated <- services/stub (never between them); inside the web app app/ -> features/ ->
// shared/, and no feature imports another feature; inside the deal workspace pages/ -> frame/, steps/ -> ui/, a step
// through its index.ts. Inside the stub, the layers below (stubLayers), and domain/ imports no Fastify
// (no-restricted-imports below).
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import boundaries from 'eslint-plugin-boundaries';
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

// The deal workspace is built by step (its README.md): pages/ -> frame/, steps/<step>/ -> ui/; a step is reached from
// outside only through its index.ts.
const dealWorkspace = 'apps/web/src/features/deal-workspace';
const dealSteps = (() => {
  try {
    return readdirSync(`${dealWorkspace}/steps`, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
  } catch {
    return [];
  }
})();
const dealStepTypes = dealSteps.map((name) => `deal-step-${name}`);
const dealPartTypes = ['deal-pages', 'deal-frame', 'deal-ui', 'deal-testing', ...dealStepTypes];
/** The element types of a feature: the deal workspace's parts are its own. */
const typesOf = (name) => [`web-feature-${name}`, ...(name === 'deal-workspace' ? dealPartTypes : [])];
const featureTypes = features.flatMap(typesOf);
// shared/ split where a boundary needs it: the form engine may reach only shared/api, shared/ui, shared/lib and the
// comments, files and contacts its widgets share with the pages.
const formEngineReach = [
  'web-shared-api',
  'web-shared-ui',
  'web-shared-lib',
  'web-shared-comments',
  'web-shared-files',
  'web-shared-contacts',
];
const sharedTypes = ['web-form-engine', ...formEngineReach, 'web-shared'];
const webTypes = ['web', 'web-e2e', 'web-app', ...sharedTypes, ...featureTypes];

// The stub's layers (services/stub/src): routes -> domain, contract, authorisation, plugins (their request helpers);
// plugins -> domain, contract, config, authorisation; the domain -> the domain only (configuration is handed in as
// values). Only tests (*.test.ts), testing/ and scenarios/ import testing/; tests may import any layer of the stub
// (what they test, the app), never scenarios/.
const stub = 'services/stub/src';
const stubElements = [
  { type: 'stub-scenarios', pattern: `${stub}/scenarios/**` },
  { type: 'stub-testing', pattern: `${stub}/testing/**` },
  { type: 'stub-routes', pattern: `${stub}/routes/**` },
  { type: 'stub-plugins', pattern: `${stub}/plugins/**` },
  { type: 'stub-domain', pattern: `${stub}/domain/**` },
  { type: 'stub-contract', pattern: `${stub}/contract/**` },
  { type: 'stub-authorisation', pattern: `${stub}/authorisation/**` },
  { type: 'stub-config', pattern: `${stub}/config` },
  // app.ts builds the stub, server.ts listens
  { type: 'stub-app', pattern: stub },
].map((element) => ({ ...element, partialMatch: false }));
const stubTypes = stubElements.map((element) => element.type);
/** What each layer may import besides itself (its tests may import testing/ and the app besides). */
const stubLayers = {
  'stub-routes': ['stub-domain', 'stub-contract', 'stub-authorisation', 'stub-plugins'],
  'stub-plugins': ['stub-domain', 'stub-contract', 'stub-config', 'stub-authorisation'],
  'stub-domain': [],
  'stub-contract': [],
  'stub-config': ['stub-domain'],
  'stub-authorisation': ['stub-domain', 'stub-contract'],
  'stub-testing': stubTypes.filter((t) => t !== 'stub-scenarios'),
  'stub-scenarios': ['stub-testing', 'stub-app', 'stub-domain', 'stub-contract', 'stub-config', 'stub-authorisation'],
  'stub-app': stubTypes.filter((t) => !['stub-testing', 'stub-scenarios'].includes(t)),
};
/** The stub's layers other than `allowed` (and the stub's own package files). */
const stubBut = (...allowed) => [...stubTypes.filter((t) => !allowed.includes(t)), 'stub'];

export default tseslint.config(
  { ignores: ['**/node_modules/', 'generated/', 'apps/web/dist/', 'services/stub/dist/', '**/*.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    plugins: { boundaries },
    settings: {
      'import/resolver': {
        // `@/…` is apps/web/src (apps/web/tsconfig.json paths)
        typescript: { project: 'apps/web/tsconfig.json' },
        node: { extensions: ['.js', '.mjs', '.ts', '.tsx', '.json'] },
      },
      'boundaries/files': [
        { category: 'test', pattern: '**/*.test.{ts,tsx,mjs}' },
        { category: 'source', pattern: '**/*' },
      ],
      'boundaries/elements': [
        { type: 'generated', pattern: 'generated/**', partialMatch: false },
        ...stubElements,
        { type: 'stub', pattern: 'services/stub/**', partialMatch: false },
        { type: 'web-e2e', pattern: 'apps/web/e2e/**', partialMatch: false },
        { type: 'web-app', pattern: 'apps/web/src/app/**', partialMatch: false },
        { type: 'web-form-engine', pattern: 'apps/web/src/shared/form-engine/**', partialMatch: false },
        { type: 'web-shared-api', pattern: 'apps/web/src/shared/api/**', partialMatch: false },
        { type: 'web-shared-ui', pattern: 'apps/web/src/shared/ui/**', partialMatch: false },
        { type: 'web-shared-lib', pattern: 'apps/web/src/shared/lib/**', partialMatch: false },
        { type: 'web-shared-comments', pattern: 'apps/web/src/shared/comments/**', partialMatch: false },
        { type: 'web-shared-files', pattern: 'apps/web/src/shared/files/**', partialMatch: false },
        { type: 'web-shared-contacts', pattern: 'apps/web/src/shared/contacts/**', partialMatch: false },
        { type: 'web-shared', pattern: 'apps/web/src/shared/**', partialMatch: false },
        { type: 'deal-pages', pattern: `${dealWorkspace}/pages/**`, partialMatch: false },
        { type: 'deal-frame', pattern: `${dealWorkspace}/frame/**`, partialMatch: false },
        { type: 'deal-ui', pattern: `${dealWorkspace}/ui/**`, partialMatch: false },
        { type: 'deal-testing', pattern: `${dealWorkspace}/testing/**`, partialMatch: false },
        ...dealSteps.map((name) => ({
          type: `deal-step-${name}`,
          pattern: `${dealWorkspace}/steps/${name}/**`,
          partialMatch: false,
        })),
        ...features.map((name) => ({
          type: `web-feature-${name}`,
          pattern: `apps/web/src/features/${name}/**`,
          partialMatch: false,
        })),
        { type: 'web', pattern: 'apps/web/**', partialMatch: false },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            { from: { element: { type: 'generated' } }, disallow: { to: { element: { type: '*' } } } },
            {
              from: { element: { types: { anyOf: ['stub', ...stubTypes] } } },
              disallow: { to: { element: { types: { anyOf: webTypes } } } },
            },
            {
              from: { element: { types: { anyOf: webTypes } } },
              disallow: { to: { element: { types: { anyOf: ['stub', ...stubTypes] } } } },
            },
            ...Object.entries(stubLayers).map(([type, allowed]) => ({
              from: { element: { type }, file: { categories: { noneOf: ['test'] } } },
              disallow: { to: { element: { types: { anyOf: stubBut(type, ...allowed) } } } },
            })),
            {
              // tests import what they test, testing/ and the app; never a scenario
              from: { element: { types: { anyOf: stubTypes } }, file: { categories: 'test' } },
              disallow: { to: { element: { types: { anyOf: ['stub-scenarios', 'stub'] } } } },
            },
            {
              from: { element: { types: { anyOf: sharedTypes } } },
              disallow: { to: { element: { types: { anyOf: ['web-app', ...featureTypes] } } } },
            },
            {
              // the server-driven form engine: what formEngineReach names and the generated types only
              from: { element: { type: 'web-form-engine' } },
              disallow: {
                to: {
                  element: {
                    types: { anyOf: webTypes.filter((t) => !['web-form-engine', ...formEngineReach].includes(t)) },
                  },
                },
              },
            },
            ...features.map((name) => ({
              from: { element: { types: { anyOf: typesOf(name) } } },
              disallow: {
                to: {
                  element: { types: { anyOf: ['web-app', ...featureTypes.filter((t) => !typesOf(name).includes(t))] } },
                },
              },
            })),
            {
              // the deal workspace's ui/: the pieces the steps share; it imports neither pages, frame nor steps
              from: { element: { type: 'deal-ui' } },
              disallow: { to: { element: { types: { anyOf: ['web-feature-deal-workspace', ...dealPartTypes] } } } },
            },
            {
              // frame/ and the steps never import pages/ (nor the feature's index.ts, which opens the pages)
              from: { element: { types: { anyOf: ['deal-frame', ...dealStepTypes] } } },
              disallow: { to: { element: { types: { anyOf: ['web-feature-deal-workspace', 'deal-pages'] } } } },
            },
            {
              // the steps never import the frame
              from: { element: { types: { anyOf: dealStepTypes } } },
              disallow: { to: { element: { type: 'deal-frame' } } },
            },
            // a step is reached from outside only through its index.ts
            ...dealSteps.map((name) => ({
              from: { element: { type: `!deal-step-${name}` } },
              disallow: { to: { element: { type: `deal-step-${name}`, fileInternalPath: '!index.ts' } } },
            })),
          ],
        },
      ],
    },
  },
  {
    // app/ reaches a feature only through its index.ts (the feature's one door)
    files: ['apps/web/src/app/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(@/|(\\.\\./)+)features/[^/]+/.+',
              message: 'app/ imports a feature only through its index.ts (`@/features/<name>`).',
            },
          ],
        },
      ],
    },
  },
  {
    // features reach the form engine through its index.ts (its public parts); a test may mock a module by path. (app/
    // takes only the drafts' module, so the shell's chunk does not carry the widgets.)
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@/shared/form-engine/.+',
              message: 'Import the form engine through its index.ts (`@/shared/form-engine`).',
            },
          ],
        },
      ],
    },
  },
  {
    // The stub's domain knows nothing of HTTP (DESIGN.md): no Fastify, no plugins/, no routes/. Routes parse,
    // authorise, call the domain and reply; the domain returns results or throws DomainErrors.
    files: ['services/stub/src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['fastify', 'fastify/*', 'fastify-plugin', '@fastify/*', 'light-my-request'],
              message: 'The domain knows nothing of HTTP: Fastify belongs to plugins/ and routes/.',
            },
            {
              regex: '^(\\.\\.?/)+(plugins|routes)(/|$)',
              message: 'The domain may not import plugins/ or routes/: they call the domain, not the other way.',
            },
          ],
        },
      ],
    },
  },
  {
    // A route file registers its tag's operations and never imports another tag's routes (its helpers come from the
    // domain or a plugin); a tag's folder (routes/<tag>/) imports no route file either: app.ts registers each.
    files: ['services/stub/src/routes/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^\\./', message: 'Routes never import routes: take the helper from the domain or a plugin.' },
          ],
        },
      ],
    },
  },
  {
    files: ['services/stub/src/routes/*/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^\\./', message: 'Routes never import routes: app.ts registers each route file.' },
            {
              regex: '^\\.\\./(?!\\.\\./)',
              message: 'Routes never import routes: take the helper from the domain or a plugin.',
            },
          ],
        },
      ],
    },
  },
  {
    // A task's state has one home: the deal book's process state (domain/deal-book). The world's task, status,
    // decision and pledge-status columns are its projection for the lists, written by syncWorld alone
    // (deal-book/sync.ts); the world's own code replays its journal. Nothing else writes them.
    files: ['services/stub/src/**/*.ts'],
    ignores: ['services/stub/src/domain/deal-book/sync.ts', 'services/stub/src/domain/world/**', '**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.property.name=/^(openTask|claimTask|unclaimTask|closeTask|setStatus|setReworked|addDecision|setPledgeStatus)$/]',
          message:
            "The world's task columns follow the deal book: change the deal's process state (deal-book), and syncWorld writes them.",
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
    // the web app, and its benchmark page (apps/web/bench/, built apart by scripts/bench/form-page.mjs)
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/web/bench/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
);
