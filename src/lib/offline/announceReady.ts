// Follows offline readiness beside the screens: the shell's state, the vet's saved copies, and "Ready to work offline" once.
import { msg } from '@/lib/text/messages';
import type { StateHost, StoreHost } from '@/lib/page/storeHost';
import { notify } from '@/lib/toasts/toast';
import { refreshSavedCopies, type OfflineReadiness } from './offlineReady';
import { shellChanged, type WithOffline } from './offlineSlice';

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
export function announceReady({ ready, userId }: Pick<OfflineReadiness, 'ready' | 'userId'>): void {
  if (!ready || !userId || announced(userId)) return;
  try {
    localStorage.setItem(announcedKey(userId), new Date().toISOString());
  } catch {
    return;
  }
  notify.success(msg.offlineReady, { background: true });
}

/** Follows the service worker in the built app: downloading until it is active, then ready. */
function followShell(dispatch: StoreHost['dispatch']): () => void {
  const sw = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
  if (!import.meta.env.PROD || !sw) return () => undefined;
  let live = true;
  dispatch(shellChanged(sw.controller ? 'ready' : 'downloading'));
  void sw.ready.then(() => {
    if (live) dispatch(shellChanged('ready'));
  });
  const onControllerChange = () => void refreshSavedCopies(dispatch);
  sw.addEventListener('controllerchange', onControllerChange);
  return () => {
    live = false;
    sw.removeEventListener('controllerchange', onControllerChange);
  };
}

/** Starts it all; returns one function that stops it. */
export function startOfflineReadiness(store: StateHost<WithOffline>): () => void {
  const stops = [followShell(store.dispatch)];
  void refreshSavedCopies(store.dispatch);
  return () => {
    for (const stop of stops) stop();
  };
}
