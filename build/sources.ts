// What the build knows of the app's source, in one place: its entries, its screens and panels (read from the route table, src/app/screens.ts) and its layers.
import { fileURLToPath } from 'node:url';
import { PANEL_KEYS, PANEL_TABLE, type PanelKey } from '../contract/panels.ts';
import { PANEL_MODULES, SCREENS, SIGN_IN_AGAIN, type ScreenKey } from '../src/app/screens.ts';

const ROOT = fileURLToPath(new URL('../', import.meta.url));

/** A source file's id in the bundler's module graph (its absolute path). */
export const moduleId = (file: string): string => `${ROOT}${file}`;

/** index.html's two scripts: the early reads first (src/early.ts), then the app. */
export const EARLY_ENTRY = 'src/early.ts';
export const APP_ENTRY = 'src/main.tsx';

/** Log In: every visit without a session starts there, so the start's chunk carries its shared code. */
export const LOG_IN = SCREENS.logIn.module;

/** The portal's screen. */
export const PORTAL = SCREENS.portal.module;

/** The application form: the map picker loads lazily from it. */
export const APPLICATION_FORM = SCREENS.verify.module;

/**
 * The map picker, with Leaflet: of no use offline until the vet has viewed the map's tiles online,
 * so the worker keeps its files once active rather than before "ready" (build/precachePack.ts).
 */
export const MAP_PICKER = 'src/features/registration/MapPicker.tsx';

/**
 * The background work's lazily loaded code (src/app/startBackgroundWork.ts): the outbox and the
 * topics the features register with it. It loads on every visit once the first screen is on view.
 */
export const BACKGROUND_WORK: readonly string[] = [
  'src/lib/outbox/startOutbox.ts',
  'src/app/outboxTopics.ts',
];

/** The signed-in screens besides the portal: those gated to a destination, and the sign-in-again form. */
export const SIGNED_IN_SCREENS: readonly string[] = [
  ...Object.values(SCREENS).flatMap((screen) =>
    screen.access === 'verify' || screen.access === 'pending' ? [screen.module] : [],
  ),
  SIGN_IN_AGAIN,
];

/**
 * The panels the portal opens on with its own code and saved data: those with saved reads. The
 * portal's pages preload their code, and their code goes with the portal's first screen.
 */
export const FIRST_PANELS: readonly PanelKey[] = PANEL_KEYS.filter(
  (panel) => PANEL_TABLE[panel].reads.length > 0,
);

/** Each panel's module. */
export const panelModule = (panel: PanelKey): string => PANEL_MODULES[panel];

/** The modules of every panel, in menu order. */
export const PANEL_FILES: readonly string[] = PANEL_KEYS.map(panelModule);

/** The module of the screen that `path` draws (the route table's), or null for none. */
export function screenModule(path: string): string | null {
  const screen = Object.values(SCREENS).find(({ paths }) => paths.some((p) => p === path));
  return screen?.module ?? null;
}

/**
 * Each screen with an address of its own, by that address (its first), with who may open it; the
 * catch-all screen is left out.
 */
export const ROUTED_SCREENS = (Object.keys(SCREENS) as ScreenKey[]).flatMap((key) => {
  const { paths, module, access } = SCREENS[key];
  const [route] = paths;
  return route !== '*' ? [{ key, route, module, access }] : [];
});

/** The app's shared layers (eslint/boundaries.js names the same folders): code several screens use. */
export const SHARED_LAYERS = /[\\/](?:src[\\/](?:lib|components|app)|contract)[\\/]/;

/** Every source file the build names: tests/unit/build/sources.test.ts checks each exists. */
export const NAMED_FILES: readonly string[] = [
  EARLY_ENTRY,
  APP_ENTRY,
  ...Object.values(SCREENS).map(({ module }) => module),
  SIGN_IN_AGAIN,
  MAP_PICKER,
  ...BACKGROUND_WORK,
  ...PANEL_FILES,
];
