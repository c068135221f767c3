// Offline from the first visit: the lists the vet has not opened yet are saved too, beside the shell's download.
import { getConfig } from '@/lib/config';
import { earlyReadPending } from '@/lib/earlyReads';
import { isOnline } from '@/lib/online';
import { readOnItsWay } from '@/lib/readsOnTheirWay';
import { connectionRestored } from '@/lib/pageEvents';
import { renewIfExpiring } from '@/lib/refresh';
import type { StateHost } from '@/lib/storeHost';
import { readSession } from '@/lib/token';
import { readAndKeep } from './firstVisit';
import { isSaved, refreshSavedCopies } from './offlineReady';
import { savedCopyForgone, selectReadinessState, type WithOffline } from './offlineSlice';

/** How often saving ahead looks again while the page's own read of a wanted list is out. */
const RECHECK_MS = 250;

/** A list's API URL (as src/lib/earlyReads.ts and readsOnTheirWay.ts key their reads). */
const listUrl = (path: string) => new URL(`${getConfig().apiBaseUrl}${path}`, location.href).href;

/**
 * True while the page reads the list itself: an early read not yet claimed by its screen, or a
 * screen's read on its way. That read's answer is kept as every read's is (firstVisit.ts), so
 * reading the list again would only take a connection the first visit needs.
 */
const pageReading = (path: string) =>
  earlyReadPending(listUrl(path)) || readOnItsWay(listUrl(path));

/**
 * Watches the store's readiness: when the phone can keep the shell (it is kept or on its way) and a
 * wanted list of the signed-in vet has no saved copy, that list is read at once with the vet's
 * token, beside the screen's own reads, and kept (by the service worker when one is in control,
 * else by the page). A list is asked for once per page and vet; when signal returns, again. A list
 * the server refuses this vet is not waited for. The store's `hear` tells it when signal returns.
 * Returns a function that stops watching.
 */
export function startSavingAhead(store: StateHost<WithOffline>): () => void {
  const asked = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | null = null;

  /** The wanted lists of the signed-in vet still to save, when saving them can work now. */
  function due(): { userId: string; token: string; missing: string[] } | null {
    const { shell, userId, saved, wanted, readsWaiting } = selectReadinessState(store.getState());
    const token = readSession()?.token;
    if (shell === 'unsupported' || !userId || !token || readSession()?.ownerId !== userId)
      return null;
    if (!isOnline()) return null;
    // A list the first visit is keeping already, or one the page is reading itself, is saved by
    // that read.
    const keeping = (path: string) => readsWaiting.some((url) => url.endsWith(`/${path}`));
    const missing = wanted.filter(
      (path) =>
        !isSaved(saved, path) &&
        !keeping(path) &&
        !pageReading(path) &&
        !asked.has(`${userId} ${path}`),
    );
    return missing.length > 0 ? { userId, token, missing } : null;
  }

  /** True while the page reads a wanted list itself: looked at again shortly. */
  const heldByPageRead = () => selectReadinessState(store.getState()).wanted.some(pageReading);

  async function save() {
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

  const check = () => {
    if (timer !== null) return;
    // A list due goes at once; with none due, looked at again shortly while the page reads a
    // wanted list itself (its read may fail).
    const wait = due() ? 0 : heldByPageRead() ? RECHECK_MS : null;
    if (wait === null) return;
    timer = setTimeout(() => {
      timer = null;
      if (due()) void save();
      else check();
    }, wait);
  };
  const onOnline = () => {
    asked.clear();
    check();
  };
  /** Readiness when last checked; actions that leave it unchanged start no check. */
  let seen = selectReadinessState(store.getState());
  const onChange = () => {
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
