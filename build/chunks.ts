// The build's chunk rules: the libraries every screen runs on, the map library, and the code every start runs, each one chunk. The rest the bundler splits where the routes and panels import lazily.
import { fileURLToPath } from 'node:url';
import type { Rolldown } from 'vite';

/**
 * The libraries every screen runs on: React, the router, Redux Toolkit (their code, not CSS). A
 * release that changes app code leaves this chunk as it was on the phones.
 */
const VENDOR =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser|@reduxjs|redux|redux-thunk|react-redux|immer|reselect|use-sync-external-store)[\\/](?!.*\.css$)/;

/**
 * The bundler's runtime and Vite's preload helper: a few hundred bytes every chunk imports, changed
 * only with the build tools. In the libraries' chunk: left in the entry's, every chunk importing
 * them would be renamed with the entry.
 */
const BUILD_HELPERS = /^\0(?:rolldown\/runtime|vite\/preload-helper)/;

/** The map library, loaded only with the map picker. */
const LEAFLET = /[\\/]node_modules[\\/](leaflet|react-leaflet|@react-leaflet)[\\/]/;

const isLibrary = (id: string): boolean => /[\\/]node_modules[\\/]/.test(id);

/** The app's screens, panels and what they share: `src/`, not the contract or the libraries. */
const SOURCES = fileURLToPath(new URL('../src/', import.meta.url));
const isAppSource = (id: string): boolean => id.startsWith(SOURCES) && !isLibrary(id);

/**
 * True for a module that imports app code lazily: it names a chunk that a release of a feature
 * renames. A lazy import of a library's wrapper (the toasts') or of the contract's decoders names
 * a chunk that changes with the library or the contract only.
 */
const importsLazily = (id: string, ctx: Rolldown.ChunkingContext): boolean =>
  (ctx.getModuleInfo(id)?.dynamicallyImportedIds ?? []).some((lazy) =>
    (ctx.getModuleInfo(lazy)?.importedIds ?? [lazy]).some(isAppSource),
  );

/** True when `id`, or app code it imports, imports app code lazily (the route table, the entry). */
function namesScreens(
  id: string,
  ctx: Rolldown.ChunkingContext,
  seen = new Set<string>(),
): boolean {
  if (seen.has(id) || isLibrary(id)) return false;
  seen.add(id);
  if (importsLazily(id, ctx)) return true;
  return (ctx.getModuleInfo(id)?.importedIds ?? []).some((dep) => namesScreens(dep, ctx, seen));
}

/** The chunk groups. */
const CHUNK_GROUPS: Rolldown.CodeSplittingGroup[] = [
  { name: 'vendor', test: (id) => VENDOR.test(id) || BUILD_HELPERS.test(id) },
  { name: 'leaflet', test: LEAFLET },
  // What the entry imports (the bundler's own '$initial' tag): one file, not one per module that
  // a lazy screen also uses. Not the modules that import app code lazily (the route table, the
  // session gate, the background work) nor those that import them (the entry): they name the
  // screens' chunks, so their chunk is renamed with any screen's, and so would be every chunk
  // that imports it.
  {
    name: (id, ctx) => (namesScreens(id, ctx) ? null : 'boot'),
    debugName: 'boot',
    tags: ['$initial'],
    // Only what the rule names: the modules it leaves out are not pulled in as dependencies.
    includeDependenciesRecursively: false,
  },
];

/**
 * The bundler's code splitting (vite.config.ts hands it over): the groups, and common chunks under
 * 8 KB copied into the chunks that import them. A signed-in first visit asks for 13 scripts
 * instead of 30: over HTTP/1.1's six connections each wave of requests waits a round trip.
 */
export const CODE_SPLITTING: Rolldown.CodeSplittingOptions = {
  groups: CHUNK_GROUPS,
  experimentalInlineCommonChunks: { maxSize: 8 * 1024 },
};
