import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Imports flow inward only: renderer -> shared, server -> shared, main/preload -> shared.
const forbid = (...groups) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: groups.map((group) => ({
        group,
        message: 'Imports flow inward only (see ARCHITECTURE.md, rule 1).',
      })),
    },
  ],
});
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
  { files: ['src-renderer/**'], languageOptions: { globals: { ...globals.browser } }, rules: forbid(SERVER, MAIN) },
  { files: ['src-server/**'], rules: forbid(RENDERER, MAIN) },
  { files: ['src-main/**', 'src-preload/**'], rules: forbid(RENDERER, SERVER) },
  {
    files: ['src-shared/**'],
    rules: forbid(SERVER, RENDERER, MAIN, ['node:*', 'electron', 'react', 'react-dom', '@mui/*']),
  },
);
