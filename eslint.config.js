import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { serverLayers } from './eslint/server-layers.js';
import { rendererLayers } from './eslint/renderer-layers.js';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

// Imports flow inward only: renderer -> shared, server -> shared, main/preload -> shared.
const forbid = (groups, paths = []) => ({
  'no-restricted-imports': [
    'error',
    {
      paths,
      patterns: groups.map((group) => ({
        group,
        message: 'Imports flow inward only (see docs/architecture.md, rule 1).',
      })),
    },
  ],
});
// react-router lives in the entry chunk, so any screen rendering its <Link>/<NavLink> ships their prefetch machinery
// (about 2 KB gzip) to every sign-in page: in-app links use components/app-link.tsx instead.
const ROUTER_LINKS = [
  {
    name: 'react-router',
    importNames: ['Link', 'NavLink'],
    message: 'Use AppLink (src-renderer/components/app-link.tsx): react-router links weigh on every entry.',
  },
];
const SERVER = ['**/src-server/**'];
const RENDERER = ['**/src-renderer/**', '@renderer/*'];
const MAIN = ['**/src-main/**', '**/src-preload/**'];

export default tseslint.config(
  { ignores: ['out/**', 'dist/**', 'data/**', 'node_modules/**', 'coverage/**', 'test-results/**', 'screenshots/**'] },
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
    files: ['src-renderer/**'],
    languageOptions: { globals: { ...globals.browser } },
    rules: forbid([SERVER, MAIN], ROUTER_LINKS),
  },
  { files: ['src-server/**'], rules: forbid([RENDERER, MAIN]) },
  { files: ['src-main/**', 'src-preload/**'], rules: forbid([RENDERER, SERVER]) },
  {
    files: ['src-shared/**'],
    rules: forbid([SERVER, RENDERER, MAIN, ['node:*', 'electron', 'react', 'react-dom', '@mui/*']]),
  },
  // ---- Server layers (issue 17, server half): module boundaries, routes -> services -> repositories -> db.
  // See docs/architecture.md, rules 2-7. The rule lives in eslint/server-layers.js.
  { files: ['src-server/**/*.ts'], plugins: { server: serverLayers }, rules: { 'server/layers': 'error' } },
  // ---- end of server layers
  // Server test files share one module registry per worker (vitest.config.ts: isolate false), so none may replace a
  // module or a global: it would leak into the worker's next files.
  {
    files: ['src-server/**/*.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['mock', 'doMock', 'stubGlobal', 'stubEnv', 'useFakeTimers'].map((property) => ({
          object: 'vi',
          property,
          message: "Server test files share their worker's modules (isolate: false); build state per test instead.",
        })),
      ],
    },
  },
  // ---- Renderer layers (issue 17, renderer half): features never import each other or app/; api/, state/,
  // config/, components/ and platform/ never import app/ or a feature. See docs/architecture.md, Renderer layers.
  // The rule lives in eslint/renderer-layers.js.
  {
    files: ['src-renderer/**/*.{ts,tsx}'],
    plugins: { renderer: rendererLayers },
    rules: { 'renderer/layers': 'error' },
  },
  // Renderer calls go through call(Api.x, input) (docs/architecture.md, rule 8): the response type comes from the
  // endpoint's descriptor, never from a hand-written type parameter. Only platform/ (the client itself) may do so.
  {
    files: ['src-renderer/**/*.{ts,tsx}'],
    ignores: ['src-renderer/platform/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.object.name='http'][callee.property.name=/^(get|post)$/][typeArguments], CallExpression[callee.name='request'][typeArguments]",
          message:
            'Call endpoints with call(XxxApi.k, input) from platform/http: the response type comes from the descriptor in src-shared/api, not a type parameter (docs/architecture.md, rule 8).',
        },
      ],
    },
  },
  // Questions are asked with useConfirm (components/confirm-dialog.tsx), never the browser's box (issue 34.26).
  {
    files: ['src-renderer/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'window', property: 'confirm', message: 'Ask with useConfirm() from components/confirm-dialog.' },
        { object: 'window', property: 'alert', message: 'Tell the user with notify or a dialog.' },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'confirm', message: 'Ask with useConfirm() from components/confirm-dialog.' },
        { name: 'alert', message: 'Tell the user with notify or a dialog.' },
      ],
    },
  },
  // No import cycles anywhere (type-only imports included).
  {
    files: ['src-*/**/*.{ts,tsx}', 'tests/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.web.json', 'tsconfig.node.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  // ---- end of renderer layers
);
