import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import fs from 'node:fs';
import globals from 'globals';

const features = fs.readdirSync(new URL('./src/app/features', import.meta.url));

/** Files matching `files` may not import modules matching `patterns`. */
function boundary(files, patterns, message) {
  return [{ files, rules: { 'no-restricted-imports': ['error', { patterns: [{ group: patterns, message }] }] } }];
}

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'src/server/db/migrations', 'test-results', 'playwright-report', 'data'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: { allowDefaultProject: ['eslint.config.js'] }, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      // TanStack Router's idiom: `throw redirect(...)` from beforeLoad.
      '@typescript-eslint/only-throw-error': [
        'error',
        {
          allow: [
            { from: 'package', package: '@tanstack/router-core', name: 'Redirect' },
            { from: 'package', package: '@tanstack/router-core', name: 'NotFoundError' },
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/app/**/*.{ts,tsx}', 'tests/unit/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Playwright fixtures take their dependencies by destructuring, `{}` when there are none.
    files: ['tests/e2e/**'],
    rules: { 'no-empty-pattern': ['error', { allowObjectPatternsAsParameters: true }] },
  },
  // One-way imports (DESIGN): shared imports neither side; app and server never import each other;
  // a feature never imports another feature (routes compose them).
  ...boundary(['src/shared/**'], ['**/app/**', '**/server/**', '**/workers/**', '**/sw/**'], 'src/shared is imported by every side and imports none'),
  ...boundary(['src/app/**'], ['**/server/**'], 'the app talks to the server through contracts in src/shared only'),
  ...boundary(['src/server/**'], ['**/app/**'], 'the server never imports the app'),
  // The server's kernel (sync, permissions, the realtime hub, jobs, events) serves every module and imports
  // none of them: modules register with it, and app.ts and modules/platform-sync.ts compose.
  ...[
    { files: ['src/server/modules/sync/**', 'src/server/modules/permission/**'], regex: '^\\.\\./(?!\\.\\./)' },
    { files: ['src/server/plugins/{websocket-hub,websocket-connection,websocket-route,presence,realtime-bus}.ts'], regex: '/modules/' },
    { files: ['src/server/{jobs,events}/**'], regex: '/modules/|/plugins/' },
  ].map(({ files, regex }) => ({
    files,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/app/**'], message: 'the server never imports the app' },
            { regex, message: 'the kernel (sync, permissions, realtime hub, jobs, events) imports no module: modules register with it' },
          ],
        },
      ],
    },
  })),
  // The UI kit sits below the shell, the routes and the features; the page's kernel (platform: current
  // user, notices, form errors, permitted buttons, realtime; offline: device store and sync; api)
  // sits below the kit too, so any screen or a form renderer can build on both.
  ...boundary(
    ['src/app/ui/**'],
    ['**/server/**', '**/shell/**', '**/features/**', '**/routes/**'],
    'the UI kit imports nothing from the shell, the routes or the features',
  ),
  ...boundary(
    ['src/app/platform/**', 'src/app/api/**', 'src/app/offline/**'],
    ['**/server/**', '**/ui/**', '**/shell/**', '**/features/**', '**/routes/**'],
    'the platform layer (platform, api, offline) imports nothing from the UI kit, the shell, the routes or the features',
  ),
  // The sync worker runs the device's store and sync engine (src/app/offline: db, engine, outbox), which
  // the page uses too; those import nothing of the app but each other, so the worker may. The device
  // store's worker also runs its kernel (offline/device-store, but not the page's hook), the mutation
  // specs and the features' device views (`*-view.ts`: plain functions over rows, no React).
  {
    files: ['workers/**', 'sw/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex:
                '/server/|/app/(?!offline/(db|engine|outbox|mutation-specs)\\.ts$|offline/device-store/(?!use-)[^/]+\\.ts$|features/[^/]+/[^/]+-view\\.ts$)',
              message: 'workers and the service worker import src/shared only (and the offline core, the device store and device views)',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/app/offline/{db,engine,outbox}.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./(?!\\.\\./shared/)|^\\./(?!(db|engine|outbox)\\.ts$)',
              message: 'the offline core runs in the sync worker: it imports src/shared and itself only',
            },
          ],
        },
      ],
    },
  },
  ...features.flatMap((feature) =>
    boundary(
      [`src/app/features/${feature}/**`],
      ['**/server/**', ...features.filter((other) => other !== feature).flatMap((other) => [`**/features/${other}/**`, `../${other}/**`, `../../${other}/**`])],
      'the app imports no server code, and a feature never imports another feature (routes compose them)',
    ),
  ),
  { files: ['eslint.config.js'], ...tseslint.configs.disableTypeChecked },
);
