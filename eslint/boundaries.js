// Layer boundaries checked on resolved paths: app composes features; a feature uses only itself and
// shared code; the service worker (sw/) and the server share only the contract with the app.
import boundaries from 'eslint-plugin-boundaries';

/** The layers, by folder; the first that matches a file names its layer (`src` is the rest of src/). */
const layers = [
  { type: 'app', pattern: 'src/app', partialMatch: false },
  { type: 'feature', pattern: 'src/features/*', partialMatch: false, capture: ['feature'] },
  { type: 'lib', pattern: 'src/lib', partialMatch: false },
  { type: 'components', pattern: 'src/components', partialMatch: false },
  { type: 'src', pattern: 'src', partialMatch: false },
  { type: 'contract', pattern: 'contract', partialMatch: false },
  { type: 'sw', pattern: 'sw', partialMatch: false },
  { type: 'server', pattern: 'server', partialMatch: false },
];

/**
 * The app's typed Redux hooks are the one part of the app a feature may use. The outbox, the
 * token's mirror, the cache names and the kept answer's rules are the page's code the service
 * worker runs too (it drains the same outbox and keeps the vet's answers as the page does).
 */
const files = [
  { pattern: 'src/app/hooks.ts', category: 'typedHooks' },
  { pattern: 'src/lib/outbox/*.ts', category: 'sharedWithWorker' },
  { pattern: 'src/lib/session/tokenMirror.ts', category: 'sharedWithWorker' },
  { pattern: 'src/lib/offline/cacheNames.ts', category: 'sharedWithWorker' },
  { pattern: 'src/lib/offline/keptAnswer.ts', category: 'sharedWithWorker' },
  // The outbox topics the features register, composed once for the tabs and the worker.
  { pattern: 'src/app/outboxTopics.ts', category: 'sharedWithWorker' },
];

const anyOf = (...types) => ({ element: { types: { anyOf: types } } });

/** Everything in src/, by layer. */
const APP_LAYERS = ['app', 'feature', 'lib', 'components', 'src'];

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
  // The app runs in the page: the worker and the server are other programs it talks to.
  { from: anyOf(...APP_LAYERS), disallow: { to: anyOf('sw', 'server') } },
  {
    from: { element: { type: 'contract' } },
    disallow: { to: anyOf(...APP_LAYERS, 'sw', 'server') },
  },
  // The server uses itself and the contract only.
  { from: { element: { type: 'server' } }, disallow: { to: anyOf(...APP_LAYERS, 'sw') } },
  // The worker uses itself, the contract and the page code it runs too (the outbox, its topics,
  // cache names, the kept answer).
  { from: { element: { type: 'sw' } }, disallow: { to: anyOf(...APP_LAYERS, 'server') } },
  {
    from: { element: { type: 'sw' } },
    allow: { to: { element: { type: 'lib' }, file: { categories: 'sharedWithWorker' } } },
  },
  {
    from: { element: { type: 'sw' } },
    allow: { to: { element: { type: 'app' }, file: { categories: 'sharedWithWorker' } } },
  },
];

/** The flat-config entry for eslint.config.js (and the lint test). */
export const boundariesConfig = {
  files: ['src/**/*.{ts,tsx}', 'contract/**/*.ts', 'sw/**/*.ts', 'server/**/*.ts'],
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
