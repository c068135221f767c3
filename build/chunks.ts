// The build's chunk rules: the libraries every screen runs on, the map library, and the code every start runs, each one chunk. The rest the bundler splits where the routes and panels import lazily.
import type { Rolldown } from 'vite';

/**
 * The libraries every screen runs on: React, the router, Redux Toolkit (their code, not CSS). A
 * release that changes app code leaves this chunk as it was on the phones.
 */
const VENDOR =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser|@reduxjs|redux|redux-thunk|react-redux|immer|reselect|use-sync-external-store)[\\/](?!.*\.css$)/;

/** The map library, loaded only with the map picker. */
const LEAFLET = /[\\/]node_modules[\\/](leaflet|react-leaflet|@react-leaflet)[\\/]/;

/** The chunk groups (vite.config.ts hands them to the bundler). */
export const CHUNK_GROUPS: Rolldown.CodeSplittingGroup[] = [
  { name: 'vendor', test: VENDOR },
  { name: 'leaflet', test: LEAFLET },
  // What the entry imports (the bundler's own '$initial' tag): one file, not one per module that
  // a lazy screen also uses.
  { name: 'boot', tags: ['$initial'] },
];
