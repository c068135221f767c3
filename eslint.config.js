// Lint rules: typescript-eslint (type-aware), React hooks, jsx-a11y, import boundaries, typed Redux hooks, no cycles.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { boundariesConfig } from './eslint/boundaries.js';
import { noCycleConfig, restrictedImportsConfig } from './eslint/houseRules.js';

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dev-dist',
      'dist-*',
      'data',
      'node_modules',
      'coverage',
      'src/lib/geo/data',
      'scratch-*',
      '.scratch',
      '.tmp',
      '.cache',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': 'off',
      // RTK Query endpoints without an argument are typed with `void`, as its docs do.
      '@typescript-eslint/no-invalid-void-type': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
    },
  },
  {
    // The contract is shared by the app, the service worker and the server: it depends on none of them.
    files: ['contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/*', '../src/*', '../sw/*', '../server/*', '../../*', 'node:*'],
              message:
                'The contract imports nothing but itself (it runs in the page, the worker and Node).',
            },
          ],
        },
      ],
    },
  },
  boundariesConfig,
  ...restrictedImportsConfig,
  noCycleConfig,
  {
    files: ['**/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['tests/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    // node:test's describe/test return promises the runner itself awaits.
    files: ['tests/e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-floating-promises': 'off' },
  },
);
