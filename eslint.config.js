// Lint rules: typescript-eslint (type-aware), React hooks, jsx-a11y, and import boundaries between features.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { boundariesConfig } from './eslint/boundaries.js';

/** The app's links are its own (src/components/Link.tsx): React Router's cost hooks per link. */
const routerLinks = {
  name: 'react-router-dom',
  importNames: ['Link', 'NavLink'],
  message:
    "Use Link from '@/components/Link': it follows a click without React Router's per-link hooks.",
};

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
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: [routerLinks] }] },
  },
  {
    files: ['src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [routerLinks],
          patterns: [
            {
              group: ['../../*', '../../**'],
              message: 'Import across folders through the @/ alias.',
            },
          ],
        },
      ],
    },
  },
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
