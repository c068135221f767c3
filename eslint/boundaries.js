// Layer boundaries checked on resolved paths: app composes features; a feature uses only itself and shared code.
import boundaries from 'eslint-plugin-boundaries';

/** The layers, by folder (the contract is shared with the service worker and the server). */
const layers = [
  { type: 'app', pattern: 'src/app', partialMatch: false },
  { type: 'feature', pattern: 'src/features/*', partialMatch: false, capture: ['feature'] },
  { type: 'lib', pattern: 'src/lib', partialMatch: false },
  { type: 'components', pattern: 'src/components', partialMatch: false },
  { type: 'contract', pattern: 'contract', partialMatch: false },
];

/** The app's typed Redux hooks are the one part of the app a feature may use. */
const files = [{ pattern: 'src/app/hooks.ts', category: 'typedHooks' }];

const anyOf = (...types) => ({ element: { types: { anyOf: types } } });

/** Checked on the file each import resolves to, so `../wallet/api` and `@/features/wallet/api` alike. */
const boundaryPolicies = [
  { from: { element: { type: 'feature' } }, disallow: { to: anyOf('feature', 'app') } },
  {
    from: { element: { type: 'feature' } },
    allow: { to: { element: { type: 'app' }, file: { categories: 'typedHooks' } } },
  },
  {
    from: { element: { type: 'feature' } },
    allow: {
      to: {
        element: { type: 'feature', captured: { feature: '{{ from.element.captured.feature }}' } },
      },
    },
  },
  { from: anyOf('lib', 'components'), disallow: { to: anyOf('feature', 'app') } },
  {
    from: { element: { type: 'contract' } },
    disallow: { to: anyOf('feature', 'app', 'lib', 'components') },
  },
];

/** The flat-config entry for eslint.config.js (and the lint test). */
export const boundariesConfig = {
  files: ['src/**/*.{ts,tsx}', 'contract/**/*.ts'],
  plugins: { boundaries },
  settings: {
    'import/resolver': { typescript: { project: './tsconfig.json' } },
    'boundaries/elements': layers,
    'boundaries/files': files,
  },
  rules: {
    'boundaries/dependencies': ['error', { default: 'allow', policies: boundaryPolicies }],
  },
};
