// Offline from the first visit: the lists the vet has not opened yet are saved too, beside the shell's download.
import { selectReadsInFlight, type WithApi } from '@/lib/api';
import { getConfig } from '@/lib/config';
import { earlyReadPending } from '@/lib/earlyReads';
import { isOnline } from '@/lib/online';
import { connectionRestored } from '@/lib/pageEvents';
import { renewIfExpiring } from '@/lib/refresh';
import type { StateHost } from '@/lib/storeHost';
import { readSession } from '@/lib/token';
import { readAndKeep } from './firstVisit';
import { isSaved, refreshSavedCopies } from './offlineReady';
import { savedCopyForgone, selectReadinessState, type WithOffline } from './offlineSlice';

/** How often saving ahead looks again while an early read of a wanted list waits to be claimed. */
const EARLY_RECHECK_MS = 250;

/** A list's API URL (as src/lib/earlyReads.ts keys its reads). */
const listUrl = (path: string) => new URL(`${getConfig().apiBaseUrl}${path}`, location.href).href;

/** The screen's own reads go first: saving ahead waits for one on its way, at most this long. */
export const SAVE_AHEAD_DELAY_MS = 1000;

/**
 * Watches the store's readiness: when the phone can keep the shell (it is kept or on its way) and a
 * wanted list of the signed-in vet has no saved copy, that list is read with the vet's token and
 * kept (by the service worker when one is in control, else by the page). A list is asked for once
 * per page and vet; when signal returns, again. A list the server refuses this vet is not waited
 * for. The store's `hear` tells it when signal returns. Returns a function that stops watching.
 */
export function startSavingAhead(store: StateHost<WithOffline & WithApi>): () => void {
  const asked = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | null = null;

  /** The wanted lists of the signed-in vet still to save, when saving them can work now. */
  function due(): { userId: string; token: string; missing: string[] } | null {
    const { shell, userId, saved, wanted, readsWaiting } = selectReadinessState(store.getState());
    const token = readSession()?.token;
    if (shell === 'unsupported' || !userId || !token || readSession()?.ownerId !== userId)
      return null;
    if (!isOnline()) return null;
    // A list the first visit is keeping already, or an early read of it not yet claimed by the
    // screen, is saved by that read.
    const keeping = (path: string) => readsWaiting.some((url) => url.endsWith(`/${path}`));
    const missing = wanted.filter(
      (path) =>
        !isSaved(saved, path) &&
        !keeping(path) &&
        !earlyReadPending(listUrl(path)) &&
        !asked.has(`${userId} ${path}`),
    );
    return missing.length > 0 ? { userId, token, missing } : null;
  }

  /** True while a wanted list waits for its early read to be claimed: looked at again shortly. */
  const heldByEarlyRead = () =>
    selectReadinessState(store.getState()).wanted.some((path) => earlyReadPending(listUrl(path)));

  async function save() {
    timer = null;
    if (!due()) return;
    // An expired token would be refused, and a refusal purges the vet's saved copies.
    await renewIfExpiring();
    const work = due();
    if (!work) return;
    for (const path of work.missing) asked.add(`${work.userId} ${path}`);
    await Promise.all(
      work.missing.map(async (path) => {
        const status = await readAndKeep(listUrl(path), work.token, work.userId);
        // Refused to this vet (4xx): nothing to save, so readiness does not wait for it.
        if (status !== null && status >= 400 && status < 500)
          store.dispatch(savedCopyForgone(path));
      }),
    );
    await refreshSavedCopies(store.dispatch);
  }

  /** Whether the timer waits for the screen's reads (and goes as soon as they are answered). */
  let behindScreen = false;
  const start = (wait: number) => {
    timer = setTimeout(() => {
      behindScreen = false;
      void save();
    }, wait);
  };
  const check = () => {
    if (timer !== null) return;
    if (!due()) {
      if (!heldByEarlyRead()) return;
      timer = setTimeout(() => {
        timer = null;
        check();
      }, EARLY_RECHECK_MS);
      return;
    }
    // With none on its way, at once: beside the shell's download, not a round trip after it.
    behindScreen = selectReadsInFlight(store.getState());
    start(behindScreen ? SAVE_AHEAD_DELAY_MS : 0);
  };
  const onOnline = () => {
    asked.clear();
    check();
  };
  /** Readiness when last checked; actions that leave it unchanged start no check. */
  let seen = selectReadinessState(store.getState());
  const onChange = () => {
    if (behindScreen && timer !== null && !selectReadsInFlight(store.getState())) {
      clearTimeout(timer); // the screen's reads are answered: no need to wait longer
      behindScreen = false;
      start(0);
    }
    const now = selectReadinessState(store.getState());
    if (now === seen) return;
    seen = now;
    check();
  };
  const stops = [store.subscribe(onChange), store.hear(connectionRestored.match, onOnline)];
  check();
  return () => {
    for (const stop of stops) stop();
    if (timer !== null) clearTimeout(timer);
  };
}
