// Opening the portal by address starts its code and its data together, not one after another.
import { selectLoggedIn } from '@/features/auth/authSlice';
import { DEFAULT_PANEL, isPanelKey } from '@/lib/panels';
import { profileApi } from '@/lib/profile';
import type { AppStore } from './store';

/** The screens that wait for the profile (the session gate) before anything else. */
const GATED = ['/vet-profile', '/verify', '/pending'];

/**
 * For a signed-in vet at a gated address: the profile is asked for now, and on /vet-profile the
 * portal's code and the open panel's code and reads too, so a saved copy paints without a waterfall.
 */
export function warmStart(
  store: AppStore,
  { pathname, search }: Pick<Location, 'pathname' | 'search'>,
) {
  if (!selectLoggedIn(store.getState()) || !GATED.includes(pathname)) return;
  store.dispatch(profileApi.util.prefetch('profile', undefined, {}));
  if (pathname !== '/vet-profile') return;
  void import('./PortalPage');
  const requested = new URLSearchParams(search).get('panel');
  const panel = isPanelKey(requested) ? requested : DEFAULT_PANEL;
  // Loaded beside the portal's code, not in the entry (the log-in screen never needs it).
  void import('./portalPanels').then(({ warmPanel }) => warmPanel(panel, store.dispatch));
}
