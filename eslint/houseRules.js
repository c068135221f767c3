// House rules the linter enforces beside the boundaries: typed Redux hooks only, and no import cycles.
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';

/** The app's links are its own (src/components/Link.tsx): React Router's cost hooks per link. */
const routerLinks = {
  name: 'react-router-dom',
  importNames: ['Link', 'NavLink'],
  message:
    "Use Link from '@/components/Link': it follows a click without React Router's per-link hooks.",
};

/** React Redux's own hooks know nothing of the state's type; the typed ones do. */
const rawReduxHooks = {
  name: 'react-redux',
  importNames: ['useSelector', 'useDispatch', 'useStore'],
  message:
    "Use the typed hooks: '@/app/hooks' in the app and the features, '@/lib/hooks/redux' in lib/ and components/.",
};

/** The files that make the typed hooks, the only ones that may import React Redux's own. */
export const TYPED_HOOKS_FILES = ['src/app/hooks.ts', 'src/lib/hooks/redux.ts'];

/** Imports refused in src/: features also reach other folders only through the alias. */
export const restrictedImportsConfig = [
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: TYPED_HOOKS_FILES,
    rules: { 'no-restricted-imports': ['error', { paths: [routerLinks, rawReduxHooks] }] },
  },
  {
    files: ['src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [routerLinks, rawReduxHooks],
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
];

/** No module may reach itself again through its static imports (type-only imports aside). */
export const noCycleConfig = {
  files: ['src/**/*.{ts,tsx}', 'contract/**/*.ts', 'sw/**/*.ts', 'server/**/*.ts'],
  plugins: { 'import-x': importX },
  settings: {
    'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
    'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
    'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
  },
  rules: { 'import-x/no-cycle': 'error' },
};
