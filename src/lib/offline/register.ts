// Registers the service worker (workbox-window; again when signal returns if it had none) and checks for new versions.
import { isOnline } from '@/lib/online';
import { connectionRestored, pageVisible } from '@/lib/pageEvents';
import type { StoreHost } from '@/lib/storeHost';
import { Workbox } from 'workbox-window';
import { serviceWorkerUnavailable, updateAccepted, updateFound } from './offlineSlice';

export const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/** Registers /sw.js and returns a function that stops the update checks. */
export function registerServiceWorker(store: StoreHost, scriptUrl = '/sw.js'): () => void {
  const wb = new Workbox(scriptUrl, { scope: '/' });
  let registration: ServiceWorkerRegistration | undefined;
  let controlled = navigator.serviceWorker.controller !== null;
  let reloadRequested = false;

  const reload = () => window.location.reload();
  /** What Reload does for the version on offer (the store says that one waits). */
  let apply = reload;
  const offerUpdate = (then: () => void) => {
    apply = then;
    store.dispatch(updateFound());
  };

  // A new version installed and waits: offer it; it takes over only when the vet chooses Reload.
  const offer = () =>
    offerUpdate(() => {
      // Nothing waits any more (another tab already switched): a plain reload gets the new version.
      if (!registration?.waiting) {
        reload();
        return;
      }
      reloadRequested = true;
      wb.messageSkipWaiting();
    });
  wb.addEventListener('waiting', offer);

  wb.addEventListener('controlling', () => {
    const wasControlled = controlled;
    controlled = true;
    if (reloadRequested) {
      reload();
      return;
    }
    // Another tab switched to the new version: this page's code is now the old one; offer Reload.
    // (The very first install taking over the page is no new version.)
    if (wasControlled) offerUpdate(reload);
  });

  const check = () => {
    if (!isOnline()) return;
    wb.update().catch(() => undefined);
  };

  /** Set when the phone lost its signal before the worker's script came: the signal's return tries again. */
  let waitingForSignal = false;
  const register = () => {
    wb.register()
      .then((registered) => {
        registration = registered;
        // workbox-window reports one update per page; later ones (a tab left open for days) come here.
        registered?.addEventListener('updatefound', () => {
          const installing = registered.installing;
          installing?.addEventListener('statechange', () => {
            if (installing.state === 'installed' && navigator.serviceWorker.controller) offer();
          });
        });
      })
      .catch((error: unknown) => {
        // No signal: the script could not be fetched. The getting-ready note stays (it asks the
        // vet to stay connected), and the portal registers when the signal returns.
        if (!isOnline()) {
          console.info('The service worker waits for signal to register', error);
          waitingForSignal = true;
          return;
        }
        // Private mode, a blocked or missing script: the portal works online, without offline copies.
        console.info('The service worker could not be registered', error);
        store.dispatch(serviceWorkerUnavailable());
      });
  };
  register();
  const signalBack = () => {
    if (!waitingForSignal) {
      check();
      return;
    }
    waitingForSignal = false;
    register();
  };
  const timer = setInterval(check, UPDATE_CHECK_INTERVAL_MS);
  const stops = [
    store.hear(connectionRestored.match, signalBack),
    store.hear(pageVisible.match, check),
    store.hear(updateAccepted.match, () => apply()),
  ];

  return () => {
    clearInterval(timer);
    for (const stop of stops) stop();
  };
}
