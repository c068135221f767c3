// The vet's kept lists read again while the portal is open: at each open and whenever the page becomes visible with signal (all a browser without periodic refresh gets).
import { api, type WithApi } from '@/lib/api/api';
import { isOnline } from '@/lib/offline/online';
import { pageVisible } from '@/lib/page/pageEvents';
import { KEPT_LIST_PATHS } from '@/lib/portal/panels';
import { renewIfExpiring } from '@/lib/session/refresh';
import type { StateHost } from '@/lib/page/storeHost';
import { readSession } from '@/lib/session/token';
import { paths } from '@contract/paths';
import { askForBackgroundRefresh } from './backgroundRefresh';
import { refreshSavedCopies, savedAt } from './offlineReady';
import { selectReadinessState, type WithOffline } from './offlineSlice';
import { readAndKeep, readUrl } from './saveAhead';

/** Looking away and back within this long reads nothing again. */
export const REFRESH_GAP_MS = 60_000;
/** A saved copy this young is not read again. */
export const FRESH_FOR_MS = 5 * 60_000;

/** The store as the refreshes see it: the offline slice and the API slice. */
export type FreshListsHost = StateHost<WithOffline & WithApi>;

/** The API paths of the kept lists the screens hold in the API slice (on screen, or just left). */
function listsInSlice(state: WithApi): Set<string> {
  const held = new Set<string>();
  for (const entry of Object.values(state[api.reducerPath].queries)) {
    const name = entry?.endpointName;
    const path = name && name in paths ? paths[name as keyof typeof paths] : null;
    if (typeof path === 'string' && KEPT_LIST_PATHS.includes(path)) held.add(path);
  }
  return held;
}

/**
 * Starts the refreshes for `store` and asks for the periodic one where the browser offers it;
 * returns a function that stops them. The lists on screen are fetched again through the API slice
 * (the worker keeps what comes), the others read and kept beside it.
 */
export function startFreshLists(store: FreshListsHost, now: () => number = Date.now): () => void {
  let last = -Infinity;
  let running = false;

  async function refresh(visible: boolean): Promise<void> {
    if (running || !isOnline() || now() - last < REFRESH_GAP_MS) return;
    running = true;
    last = now();
    try {
      // An expired token would be refused, and a refusal purges the vet's saved copies.
      await renewIfExpiring();
      const { userId, saved, wanted } = selectReadinessState(store.getState());
      const session = readSession();
      if (!userId || session?.ownerId !== userId) return;
      const held = listsInSlice(store.getState());
      // The lists on screen: RTK reads them again, and the screen shows what came.
      if (visible && held.size > 0) store.dispatch(api.util.invalidateTags(['Orders', 'Wallet']));
      const stale = wanted.filter((path) => {
        const at = savedAt(saved, path);
        return at !== undefined && !held.has(path) && now() - Date.parse(at) >= FRESH_FOR_MS;
      });
      if (stale.length === 0) return;
      await Promise.all(stale.map((path) => readAndKeep(readUrl(path), session.token, userId)));
      await refreshSavedCopies(store.dispatch);
    } finally {
      running = false;
    }
  }

  void askForBackgroundRefresh();
  void refresh(false);
  const stop = store.hear(pageVisible.match, () => void refresh(true));
  return stop;
}
