// Build: which chunk the code of Log In, of the portal's first screen and of the screens opened later goes in.
import { fileURLToPath } from 'node:url';

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

const SRC = fileURLToPath(new URL('../src/', import.meta.url));
export const PORTAL_PAGE = `${SRC}app/PortalPage.tsx`;
export const LOG_IN = `${SRC}features/auth/LogInPage.tsx`;
/** The table of the panels whose code the portal asks for with its own (Your Wallet, Manage Orders). */
export const FIRST_PANELS = `${SRC}app/panelCode.ts`;
/** The signed-in screens outside the portal. */
export const SIGNED_IN_SCREENS = [
  `${SRC}features/registration/VerifyPage.tsx`,
  `${SRC}features/registration/PendingPage.tsx`,
  `${SRC}features/auth/SignInToContinue.tsx`,
];
/**
 * Modules that name other chunks (the portal page names every panel's). In a big chunk they would
 * rename it whenever a panel changes, and phones would download it again for nothing.
 */
export const NAMES_CHUNKS =
  /[\\/]src[\\/]app[\\/](router|portalPanels|panelCode|PortalPage|warmStart)\.tsx?$/;

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
    portal: loadedFrom(ctx, [PORTAL_PAGE], true),
    signedIn: loadedFrom(ctx, [PORTAL_PAGE, ...SIGNED_IN_SCREENS], true),
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

/**
 * 'boot' for shared app code the start loads, and for what Log In uses: every visit starts there
 * or in the portal, and Log In's shared pieces (a field, a button) came as five files of 0.2 to
 * 1.2 KB, each a request of its own on both screens.
 */
export function bootChunk(id: string, ctx: ChunkingContext): string | null {
  const screens = graph(ctx, id).screens.get(id);
  return screens === null || screens?.has(LOG_IN) ? 'boot' : null;
}

const AUTH = `${SRC}features/auth/`;

/**
 * 'auth' for the sign-in forms' shared code (the form, the credentials fields, the sign-in hook),
 * which Log In, Create Account and the sign-in-again form load: one file where it came as three of
 * 0.3 to 0.6 KB. Log In's fields stay disabled until its scripts are in, and over HTTP/1.1 each
 * six files cost a slow link a round trip (the service worker's first-visit copy too).
 */
export function authChunk(id: string, ctx: ChunkingContext): string | null {
  if (!id.startsWith(AUTH) || ctx.getModuleInfo(id)?.dynamicImporters.length) return null;
  const reaching = graph(ctx, id).screens.get(id);
  return reaching && reaching.size >= 2 ? 'auth' : null;
}

/**
 * The signed-in screens' lazily loaded code, in two chunks where it came in about twenty (one for
 * every set of screens sharing a module): 'portal' for what the portal's frame or several of its panels use, 'signed-in' for
 * what it shares with the application form, the pending screen or the sign-in-again form. Only
 * code the portal's first screen needs (its frame, Your Wallet, Manage Orders) goes in; null for
 * the rest (the start's, and code the public screens or the background work also load), which
 * later groups split. Over HTTP/1.1 a phone fetches six files at a time, each a round trip on a
 * slow link.
 */
export function portalChunk(id: string, ctx: ChunkingContext): string | null {
  const { screens, portal, signedIn } = graph(ctx, id);
  const reaching = screens.get(id);
  if (!reaching || NAMES_CHUNKS.test(id) || ctx.getModuleInfo(id)?.dynamicImporters.length) {
    return null;
  }
  const all = [...reaching];
  // A panel's own code stays in the panel's chunk: a release that changes one panel renames no other.
  if (all.length === 1 && all[0] !== PORTAL_PAGE) return null;
  const firstScreen = (screen: string) =>
    screen === PORTAL_PAGE ||
    (ctx.getModuleInfo(screen)?.dynamicImporters.includes(FIRST_PANELS) ?? false);
  if (!all.some(firstScreen) || !all.every((screen) => signedIn.has(screen))) return null;
  return all.every((screen) => portal.has(screen)) ? 'portal' : 'signed-in';
}

/**
 * The code the signed-in screens opened after the first one share (the order wizard, the other
 * panels, the application form), split as the first screen's is: 'portal-later' for what only the
 * portal's screens use, 'signed-in-later' for what the application form, the pending screen or the
 * sign-in-again form use too. Two chunks where it came in about ten of 0.1 to 3 KB, one for each
 * set of screens sharing a module: the service worker keeps every file on a first visit, six at a
 * time, so on 3G each six files cost a round trip before "Ready to work offline". Not the first
 * screen's code (the portal groups), what public screens or the background also load, or a
 * screen's own code (its chunk).
 */
export function laterChunk(id: string, ctx: ChunkingContext): string | null {
  const { screens, portal, signedIn } = graph(ctx, id);
  const reaching = screens.get(id);
  if (!reaching || reaching.size < 2 || NAMES_CHUNKS.test(id)) return null;
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
  const reaching = graph(ctx, id).screens.get(id);
  return reaching && reaching.size === 1 ? null : 'app';
}
