// Opening a signed-in screen by address starts its code and its data together, not one after another.
import { selectLoggedIn } from '@/features/auth/authSlice';
import { openPanel } from '@/lib/portal/panels';
import { profileApi } from '@/lib/portal/profile';
import { PANEL_CODE, preloadPanelCode } from './panels';
import { PortalScreen } from './router';
import { SCREENS } from './screens';
import type { AppStore } from './store';

/** The addresses of the screens that wait for the profile (the session gate) before anything else. */
const GATED: readonly string[] = Object.values(SCREENS).flatMap((screen) =>
  screen.access === 'verify' || screen.access === 'pending' || screen.access === 'portal'
    ? screen.paths
    : [],
);
const PORTAL: readonly string[] = SCREENS.portal.paths;

/**
 * For a signed-in vet at a gated address: the profile is asked for now. At the portal, its code
 * with the open panel's, and the saved reads the address draws first (lib/portal/panels.ts), so
 * they wait for neither the profile nor the first draw. With the service worker in control all of
 * it comes from the device; on a first visit the portal's page asked for the same code beside
 * the app's scripts, and src/early.ts for the same reads, which these claim.
 * Returns a promise that settles once the portal's code is in (never rejects), or null when no
 * code was asked for: drawn after it, React never shows its own "Loading..." for the portal.
 */
export function warmStart(
  store: AppStore,
  { pathname, search }: Pick<Location, 'pathname' | 'search'>,
): Promise<unknown> | null {
  if (!selectLoggedIn(store.getState()) || !GATED.includes(pathname)) return null;
  store.dispatch(profileApi.util.prefetch('profile', undefined, {}));
  if (!PORTAL.includes(pathname)) return null;
  const code = Promise.allSettled([PortalScreen.preload(), preloadPanelCode(search)]);
  void PANEL_CODE[openPanel(search)].startReads?.(store.dispatch, search);
  return code;
}
