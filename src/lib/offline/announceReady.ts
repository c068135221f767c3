// Follows offline readiness beside the screens: the shell's state, the vet's saved copies (saved ahead), and "Ready to work offline" once.
import { msg } from '@/lib/messages';
import type { StoreHost } from '@/lib/storeHost';
import { notify } from '@/lib/toast';
import { offlineReadiness, refreshSavedCopies, setShellState } from './offlineReady';
import { readinessChanged, type ReadinessSummary } from './offlineSlice';
import { startSavingAhead } from './saveAhead';

const announcedKey = (userId: string) => `vet-portal-offline-ready:${userId}`;

function announced(userId: string): boolean {
  try {
    return localStorage.getItem(announcedKey(userId)) !== null;
  } catch {
    return true; // no storage: better silent than saying it on every start
  }
}

/** The vet's copies are gone (session ended): the next time they are saved is worth saying again. */
export function forgetReadyAnnouncement(userId: string | null): void {
  if (!userId) return;
  try {
    localStorage.removeItem(announcedKey(userId));
  } catch {
    // nothing stored, nothing to forget
  }
}

/** Says "Ready to work offline" the first time this vet's portal is ready on this device (a listener calls it). */
export function announceReady({ ready, userId }: ReadinessSummary): void {
  if (!ready || !userId || announced(userId)) return;
  try {
    localStorage.setItem(announcedKey(userId), new Date().toISOString());
  } catch {
    return;
  }
  notify.success(msg.offlineReady, { background: true });
}

/** Tells the store each time readiness changes (offlineReady.ts works it out). */
function mirrorReadiness(store: StoreHost): () => void {
  let last: ReadinessSummary | null = null;
  const mirror = () => {
    const { shell, userId, ready } = offlineReadiness.get();
    if (last?.shell === shell && last.userId === userId && last.ready === ready) return;
    last = { shell, userId, ready };
    store.dispatch(readinessChanged(last));
  };
  mirror();
  return offlineReadiness.subscribe(mirror);
}

/** Follows the service worker in the built app: downloading until it is active, then ready. */
function followShell(): () => void {
  const sw = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
  if (!import.meta.env.PROD || !sw) return () => undefined;
  let live = true;
  setShellState(sw.controller ? 'ready' : 'downloading');
  void sw.ready.then(() => {
    if (live) setShellState('ready');
  });
  const onControllerChange = () => void refreshSavedCopies();
  sw.addEventListener('controllerchange', onControllerChange);
  return () => {
    live = false;
    sw.removeEventListener('controllerchange', onControllerChange);
  };
}

/** Starts it all; returns one function that stops it. */
export function startOfflineReadiness(store: StoreHost): () => void {
  const stops = [mirrorReadiness(store), followShell(), startSavingAhead(store.hear)];
  void refreshSavedCopies();
  return () => {
    for (const stop of stops) stop();
  };
}
