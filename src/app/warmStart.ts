// Opening the portal by address starts its code and its data together, not one after another.
import { selectLoggedIn } from '@/features/auth/authSlice';
import { openPanel, type PanelKey } from '@/lib/panels';
import { profileApi } from '@/lib/profile';
import { preloadPanel } from './panelCode';
import { PortalScreen } from './router';
import type { AppDispatch, AppStore } from './store';

/** The screens that wait for the profile (the session gate) before anything else. */
const GATED = ['/vet-profile', '/verify', '/pending'];

/**
 * The first reads of the panels with saved data, requested straight from here so they wait for
 * neither the panel's code nor the portal's.
 */
const FIRST_READS: Partial<Record<PanelKey, (dispatch: AppDispatch) => void>> = {
  YourWallet: (dispatch) =>
    void import('@/features/wallet/api').then(({ firstWalletReads }) =>
      firstWalletReads().forEach((read) => dispatch(read)),
    ),
  ManageOrder: (dispatch) =>
    void import('@/features/orders/api').then(({ firstOrdersReads }) =>
      firstOrdersReads().forEach((read) => dispatch(read)),
    ),
};

/**
 * For a signed-in vet at a gated address: the profile is asked for now. On /vet-profile, the
 * portal's code and the open panel's code and reads too, so they wait for neither the profile nor
 * the first draw; the returned promise settles when that code has loaded (null when none was asked
 * for). With the service worker in control it all comes from the device; on a first visit the
 * portal's page asked for the same code beside the app's own scripts, and src/early.ts
 * for the same reads, which these claim. Drawn only once the code is in, React never shows its own
 * "Loading..." for the portal, and never holds the portal back its 300 ms after one.
 */
export function warmStart(
  store: AppStore,
  { pathname, search }: Pick<Location, 'pathname' | 'search'>,
): Promise<unknown> | null {
  if (!selectLoggedIn(store.getState()) || !GATED.includes(pathname)) return null;
  store.dispatch(profileApi.util.prefetch('profile', undefined, {}));
  if (pathname !== '/vet-profile') return null;
  const panel = openPanel(search);
  const code = Promise.allSettled([PortalScreen.preload(), preloadPanel[panel]?.(search)]);
  FIRST_READS[panel]?.(store.dispatch);
  return code;
}
