// The build's chunk rules: which chunk each module goes in, decided from the module graph and the files build/sources.ts names.
import type { Rolldown } from 'vite';
import {
  APP_ENTRY,
  BACKGROUND_WORK,
  EARLY_ENTRY,
  FIRST_PANELS,
  LOG_IN,
  moduleId,
  panelModule,
  PORTAL,
  SHARED_LAYERS,
  SIGNED_IN_SCREENS,
} from './sources.ts';

/** What the bundler (rolldown) tells about a module while it splits the code into chunks. */
export interface ModuleFacts {
  isEntry: boolean;
  importers: readonly string[];
  dynamicImporters: readonly string[];
  importedIds: readonly string[];
  dynamicallyImportedIds: readonly string[];
}

export interface ChunkingContext {
  getModuleInfo(moduleId: string): ModuleFacts | null;
}

/**
 * The libraries every screen runs on: React, the router, Redux Toolkit (their code, not CSS). Not
 * the toasts' library: it loads after the first screen, in the chunk of src/lib/toastLibrary.ts.
 */
export const VENDOR =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser|@reduxjs|redux|redux-thunk|react-redux|immer|reselect|use-sync-external-store)[\\/](?!.*\.css$)/;

/**
 * The bundler's runtime and Vite's preload helper: a few hundred bytes every chunk imports, changed
 * only with the build tools, as the libraries are. In the libraries' chunk, not a request each.
 */
export const BUILD_HELPERS = /^\0(?:rolldown\/runtime|vite\/preload-helper)/;

/** What goes in the 'vendor' chunk: the libraries every screen runs on and the build's helpers. */
export const isVendor = (id: string): boolean => VENDOR.test(id) || BUILD_HELPERS.test(id);

/** The map library, loaded only with the map picker. */
export const LEAFLET = /[\\/]node_modules[\\/](leaflet|react-leaflet|@react-leaflet)[\\/]/;

const PORTAL_ID = moduleId(PORTAL);
const LOG_IN_ID = moduleId(LOG_IN);
const EARLY_ID = moduleId(EARLY_ENTRY);
const SIGNED_IN_IDS = SIGNED_IN_SCREENS.map(moduleId);
const FIRST_PANEL_IDS = new Set(FIRST_PANELS.map((panel) => moduleId(panelModule(panel))));
const BACKGROUND_IDS = new Set(BACKGROUND_WORK.map(moduleId));

/** The portal's page or a panel it opens on: the first screen. */
const isFirstScreen = (screen: string): boolean =>
  screen === PORTAL_ID || FIRST_PANEL_IDS.has(screen);

/** Modules every build must find, each loaded as the build expects; else it stops with the reason. */
const EXPECTED: readonly { id: string; lazy: boolean }[] = [
  { id: moduleId(APP_ENTRY), lazy: false },
  { id: EARLY_ID, lazy: false },
  ...[PORTAL_ID, LOG_IN_ID, ...SIGNED_IN_IDS, ...FIRST_PANEL_IDS, ...BACKGROUND_IDS].map((id) => ({
    id,
    lazy: true,
  })),
];

/** Every module `roots` load: by static imports only, or by dynamic ones too (`later`). */
function loadedFrom(ctx: ChunkingContext, roots: readonly string[], later: boolean): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const id = stack.pop() as string;
    if (seen.has(id)) continue;
    seen.add(id);
    const info = ctx.getModuleInfo(id);
    stack.push(
      ...(info?.importedIds ?? []),
      ...(later ? (info?.dynamicallyImportedIds ?? []) : []),
    );
  }
  return seen;
}

interface Graph {
  /** For each module, the lazily loaded modules whose static imports reach it; null: the start's. */
  screens: Map<string, Set<string> | null>;
  /** Whatever the portal page loads, at once or later (its panels and their lazy parts). */
  portal: Set<string>;
  /** The same for every signed-in screen. */
  signedIn: Set<string>;
  /** src/early.ts and what it imports: run before the libraries arrive. */
  early: Set<string>;
  /**
   * Shared-layer modules that name the chunks of screens or features (the route table, the panel
   * table, the session gate's sign-in-again form), and those that import them. In a shared chunk
   * they would rename it whenever a feature changes, and phones would download it again for nothing.
   */
  namers: Set<string>;
}

/** A lazily loaded module of a feature or a screen of src/app: its chunk changes with the feature. */
const FEATURE_CODE = /[\\/]src[\\/](?:features|app)[\\/]/;

function namersOf(ctx: ChunkingContext, all: ReadonlySet<string>): Set<string> {
  const namers = new Set<string>();
  const stack = [...all].filter(
    (id) =>
      SHARED_LAYERS.test(id) &&
      (ctx.getModuleInfo(id)?.dynamicallyImportedIds ?? []).some((lazy) => FEATURE_CODE.test(lazy)),
  );
  while (stack.length > 0) {
    const id = stack.pop() as string;
    if (namers.has(id)) continue;
    namers.add(id);
    stack.push(...(ctx.getModuleInfo(id)?.importers ?? []).filter((by) => SHARED_LAYERS.test(by)));
  }
  return namers;
}

/** Stops the build when a module build/sources.ts names is gone or no longer loaded as expected. */
function checkExpected(ctx: ChunkingContext, all: ReadonlySet<string>): void {
  for (const { id, lazy } of EXPECTED) {
    if (!all.has(id)) {
      throw new Error(`build/sources.ts names ${id}, which the app no longer has (moved?).`);
    }
    if (lazy && !ctx.getModuleInfo(id)?.dynamicImporters.length) {
      throw new Error(`${id} is no longer loaded lazily, as build/sources.ts expects.`);
    }
  }
  const early = loadedFrom(ctx, [EARLY_ID], false);
  const library = [...early].find((id) => id.includes('node_modules'));
  if (library) throw new Error(`${EARLY_ENTRY} must import no library, but reaches ${library}.`);
}

/** Walks the whole module graph (found from any one module) once a build. */
function graphOf(ctx: ChunkingContext, anyId: string): Graph {
  const all = new Set<string>();
  const stack = [anyId];
  while (stack.length > 0) {
    const id = stack.pop() as string;
    if (all.has(id)) continue;
    all.add(id);
    const info = ctx.getModuleInfo(id);
    if (!info) continue;
    stack.push(...info.importers, ...info.dynamicImporters);
    stack.push(...info.importedIds, ...info.dynamicallyImportedIds);
  }
  checkExpected(ctx, all);
  const screens: Graph['screens'] = new Map();
  for (const id of all) {
    if (!ctx.getModuleInfo(id)?.isEntry) continue;
    for (const reached of loadedFrom(ctx, [id], false)) screens.set(reached, null);
  }
  for (const id of all) {
    if (!ctx.getModuleInfo(id)?.dynamicImporters.length) continue;
    for (const reached of loadedFrom(ctx, [id], false)) {
      const known = screens.get(reached);
      if (known !== null) screens.set(reached, (known ?? new Set()).add(id));
    }
  }
  return {
    screens,
    portal: loadedFrom(ctx, [PORTAL_ID], true),
    signedIn: loadedFrom(ctx, [PORTAL_ID, ...SIGNED_IN_IDS], true),
    early: loadedFrom(ctx, [EARLY_ID], false),
    namers: namersOf(ctx, all),
  };
}

const graphs = new WeakMap<ChunkingContext, Graph>();

function graph(ctx: ChunkingContext, id: string): Graph {
  let known = graphs.get(ctx);
  if (!known) {
    known = graphOf(ctx, id);
    graphs.set(ctx, known);
  }
  return known;
}

/** Shared app code (src/lib, src/components, src/app, contract) that names no feature's chunk. */
function isAppShared(id: string, ctx: ChunkingContext): boolean {
  return SHARED_LAYERS.test(id) && !graph(ctx, id).namers.has(id);
}

/**
 * 'early' for src/early.ts and what it imports: a script of its own that index.html runs as soon
 * as it arrives, so the portal's reads leave beside the app's scripts, not after them.
 */
export function earlyChunk(id: string, ctx: ChunkingContext): string | null {
  return graph(ctx, id).early.has(id) ? 'early' : null;
}

/**
 * 'boot' for shared app code the start loads, and for what Log In uses: every visit starts there
 * or in the portal, and Log In's small shared pieces (a field, a button) would otherwise each be a
 * request of their own on both screens. Also the styles the start loads (the app's, the toasts')
 * and the portal's first screen's: one CSS file, not three.
 */
export function bootChunk(id: string, ctx: ChunkingContext): string | null {
  const screens = graph(ctx, id).screens.get(id);
  // The portal's first-screen styles (2 KB compressed): a stylesheet of their own was a request
  // more after Log In, when the profile, the portal's code and the worker's install share six
  // connections on a slow link. Log In fetches them before the vet signs in.
  if (id.endsWith('.css') && isFirstScreenCode(id, ctx)) return 'boot';
  if (isAppShared(id, ctx)) return screens === null || screens?.has(LOG_IN_ID) ? 'boot' : null;
  return id.endsWith('.css') && screens === null ? 'boot' : null;
}

const AUTH = moduleId('src/features/auth/');

/**
 * 'auth' for the sign-in forms' shared code (the form, the credentials fields, the sign-in hook),
 * which Log In, Create Account and the sign-in-again form load: one file where it came as several
 * small ones. Log In's fields stay disabled until its scripts are in, and over HTTP/1.1 each six
 * files cost a slow link a round trip (the service worker's first-visit copy too).
 */
export function authChunk(id: string, ctx: ChunkingContext): string | null {
  if (!id.startsWith(AUTH) || ctx.getModuleInfo(id)?.dynamicImporters.length) return null;
  const reaching = graph(ctx, id).screens.get(id);
  return reaching && reaching.size >= 2 ? 'auth' : null;
}

/**
 * 'portal-work' for the portal's first-screen code that the background work also loads (the
 * outbox's store, the orders' reads and their decoding, the report's messages): one chunk, where
 * it came as one small file for each set of lazily loaded parts sharing a module. Not the start's
 * code or Log In's ('boot'), nor what names a feature's chunk. The portal saves a request per
 * file, each a round trip on a slow link; the background work, which uses the same modules, gets
 * them in one file too.
 */
export function portalWorkChunk(id: string, ctx: ChunkingContext): string | null {
  const { screens, signedIn, namers } = graph(ctx, id);
  const reaching = screens.get(id);
  if (!reaching || namers.has(id) || reaching.has(LOG_IN_ID)) return null;
  const all = [...reaching];
  if (!all.some(isFirstScreen) || FIRST_PANEL_IDS.has(id) || id === PORTAL_ID) return null;
  return all.some((screen) => !signedIn.has(screen)) ? 'portal-work' : null;
}

/**
 * 'background' for the rest of the background work's code (the outbox, the report's topic): one
 * chunk, with the modules that start it, where it came as four files (one of 74 bytes). It loads
 * on every visit as the first screen shows, six files at a time with the screens' own, so on a
 * slow link each of its files held back the portal's after a quick Log In. Screens opened later
 * (the order wizard) find it loaded. Not what the first screen shares with it ('portal-work').
 */
export function backgroundChunk(id: string, ctx: ChunkingContext): string | null {
  const { screens, signedIn, namers } = graph(ctx, id);
  const reaching = screens.get(id);
  if (!reaching || namers.has(id) || portalWorkChunk(id, ctx)) return null;
  const all = [...reaching];
  if (!all.some((part) => BACKGROUND_IDS.has(part))) return null;
  return all.every((part) => BACKGROUND_IDS.has(part) || signedIn.has(part)) ? 'background' : null;
}

/**
 * Whether a lazily loaded module is the portal's first screen's shared code: what its frame or
 * several of its panels use, maybe with the application form, the pending screen or the
 * sign-in-again form, and its first panels' styles. Not the start's code, code the public screens
 * or the background work also load (later groups split those), a panel's own code (a release that
 * changes one panel renames no other), or the portal's page, which keeps its own chunk.
 */
function isFirstScreenCode(id: string, ctx: ChunkingContext): boolean {
  const { screens, signedIn, namers } = graph(ctx, id);
  const reaching = screens.get(id);
  // A module loaded lazily elsewhere too (a panel's reads, which the portal asks for before the
  // panel's code) comes with the first screen that imports it.
  if (!reaching || namers.has(id) || id === PORTAL_ID) return false;
  const all = [...reaching];
  const firstPanelStyles = id.endsWith('.css') && FIRST_PANEL_IDS.has(all[0] ?? '');
  if (all.length === 1 && all[0] !== PORTAL_ID && !firstPanelStyles) return false;
  return all.some(isFirstScreen) && all.every((screen) => signedIn.has(screen));
}

/**
 * 'portal' for the portal's first-screen code (isFirstScreenCode), one chunk where it came as two
 * ('signed-in' held what the application form uses too): after a quick Log In on 3G the profile,
 * the portal's files and the worker's install shared six connections, and the files past six left
 * a round trip later, with the lists the portal then reads behind them. The application form loads
 * the portal's shared code with its own (about 6 KB compressed more).
 */
export function portalChunk(id: string, ctx: ChunkingContext): string | null {
  return isFirstScreenCode(id, ctx) ? 'portal' : null;
}

/**
 * The code the signed-in screens opened after the first one share (the order wizard, the other
 * panels, the application form), in two: 'portal-later' for what only the portal's screens use,
 * 'signed-in-later' for what the application form, the pending screen or the sign-in-again form
 * use too. Two chunks where it came as one small file for each set of screens sharing a module:
 * the service worker keeps every file on a first visit, six at a time, so on a slow link each six
 * files cost a round trip before "Ready to work offline". Not the first screen's code ('portal'),
 * what public screens or the background also load, or a screen's own code (its chunk).
 */
export function laterChunk(id: string, ctx: ChunkingContext): string | null {
  const { screens, portal, signedIn, namers } = graph(ctx, id);
  const reaching = screens.get(id);
  if (!reaching || reaching.size < 2 || namers.has(id)) return null;
  if (ctx.getModuleInfo(id)?.dynamicImporters.length || portalChunk(id, ctx)) return null;
  const all = [...reaching];
  if (all.every((screen) => portal.has(screen))) return 'portal-later';
  return all.every((screen) => signedIn.has(screen)) ? 'signed-in-later' : null;
}

/**
 * 'app' for shared app code the later groups split by the set of screens that use it; null for
 * code only one lazily loaded screen uses, which then goes in that screen's own chunk (one file,
 * where it came as two: the screen and "app~" + the screen).
 */
export function sharedChunk(id: string, ctx: ChunkingContext): string | null {
  if (!isAppShared(id, ctx)) return null;
  const reaching = graph(ctx, id).screens.get(id);
  return reaching && reaching.size === 1 ? null : 'app';
}

/**
 * The chunk groups, in order (vite.config.ts hands them to the bundler). Libraries in chunks of their own, so a release that
 * changes app code leaves them cached on the phones (the service worker downloads only files whose
 * contents changed).
 */
export const CHUNK_GROUPS: Rolldown.CodeSplittingGroup[] = [
  // src/early.ts and what it uses: no library, so it runs before the others arrive.
  { name: earlyChunk, debugName: 'early' },
  { name: 'vendor', test: isVendor },
  { name: 'leaflet', test: LEAFLET },
  // The app's shared code, apart from the modules that name the features' chunks (the
  // route table, the panel table): a release that changes one feature renames that
  // feature's chunk and the modules that name it, never these, so the chunks that use
  // them stay as they were on the phone.
  // 'boot': what every screen loads at start (the entry's static imports, its styles)
  // and the shared code Log In uses, one chunk.
  { name: bootChunk, debugName: 'boot' },
  // 'auth': what the sign-in forms share, one chunk.
  { name: authChunk, debugName: 'auth', includeDependenciesRecursively: false },
  // 'portal-work': what the portal's first screen shares with the background work, one chunk.
  { name: portalWorkChunk, debugName: 'portal-work', includeDependenciesRecursively: false },
  // 'background': the rest of what the background work loads, one chunk.
  { name: backgroundChunk, debugName: 'background', includeDependenciesRecursively: false },
  // The portal's first screen's shared code, one chunk. Not its dependencies: those the start
  // or other screens share stay where those load them (with them, Log In's shared code went
  // into a panel's chunk).
  { name: portalChunk, debugName: 'portal', includeDependenciesRecursively: false },
  // 'portal-later' and 'signed-in-later': what the screens opened after the first share,
  // split the same way.
  { name: laterChunk, debugName: 'later', includeDependenciesRecursively: false },
  // 'app': the rest, by the set of screens that use it (entriesAware), so what only some
  // screens use loads only with them; what one screen alone uses stays in its chunk. No
  // merging of small chunks: a merge puts a log-in chunk's few bytes into a portal chunk,
  // and the log-in screen then loads all of it.
  {
    name: sharedChunk,
    debugName: 'app',
    test: SHARED_LAYERS,
    entriesAware: true,
    entriesAwareMergeThreshold: 0,
  },
];
