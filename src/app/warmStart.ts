// Opening the portal by address starts its code and its data together, not one after another.
import { selectLoggedIn } from '@/features/auth/authSlice';
import { openPanel, type PanelKey } from '@/lib/panels';
import { profileApi } from '@/lib/profile';
import { isControlled } from '@/lib/sw/firstVisit';
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
 * For a signed-in vet at a gated address: the profile is asked for now. On /vet-profile with the
 * service worker in control (the code is on the device), the portal's code and the open panel's
 * code and reads too, so a saved copy paints without a waterfall; the returned promise settles
 * when that code has loaded (null when none was asked for). Without the worker (a first visit
 * over a slow network) they would only compete with the screen's own requests, so they wait their
 * turn (Lighthouse's simulated slow 4G: largest paint 2.7 s without them, 3.4 s with them).
 */
export function warmStart(
  store: AppStore,
  { pathname, search }: Pick<Location, 'pathname' | 'search'>,
  controlled = isControlled(),
): Promise<unknown> | null {
  if (!selectLoggedIn(store.getState()) || !GATED.includes(pathname)) return null;
  store.dispatch(profileApi.util.prefetch('profile', undefined, {}));
  if (pathname !== '/vet-profile' || !controlled) return null;
  const panel = openPanel(search);
  const code = Promise.allSettled([PortalScreen.preload(), preloadPanel[panel]?.()]);
  FIRST_READS[panel]?.(store.dispatch);
  return code;
}
