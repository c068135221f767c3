// Registers the service worker (again when signal returns, if it had none to register or install with) and checks for new versions.
import { isAnyOf } from '@reduxjs/toolkit';
import { isOnline } from '@/lib/offline/online';
import { connectionRestored, pageVisible } from '@/lib/page/pageEvents';
import { reloadPage } from '@/lib/page/reloadPage';
import type { StoreHost } from '@/lib/page/storeHost';
import { Workbox, type WorkboxLifecycleEvent } from 'workbox-window';
import {
  registrationStalled,
  serviceWorkerUnavailable,
  updateAccepted,
  updateFound,
} from './offlineSlice';
import { trackRegistration } from './workerJob';

export const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/**
 * A registration unsettled this long is stuck: WebKit's hangs for good when the page that started
 * it reloads before the worker's script is asked for (docs/browsers.md). The vet is told.
 */
export const REGISTER_STALL_MS = 30_000;

/** Registers /sw.js and returns a function that stops the update checks. */
export function registerServiceWorker(store: StoreHost, scriptUrl = '/sw.js'): () => void {
  let registration: ServiceWorkerRegistration | undefined;
  let controlled = navigator.serviceWorker.controller !== null;
  let reloadRequested = false;

  const reload = reloadPage;
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

  /**
   * workbox-window reports a worker waiting 200 ms after it installed; the very first one waits
   * too, in the moment before it activates, and a slow WebKit phone can take longer than that. A
   * new version waits beside an active one: a waiting worker with none active is the first install.
   */
  const onWaiting = async () => {
    const current = registration ?? (await navigator.serviceWorker.getRegistration());
    if (current?.active) offer();
  };

  const onControlling = () => {
    const wasControlled = controlled;
    controlled = true;
    if (reloadRequested) {
      reload();
      return;
    }
    // Another tab switched to the new version: this page's code is now the old one; offer Reload.
    // (The very first install taking over the page is no new version.)
    if (wasControlled) offerUpdate(reload);
  };

  /**
   * Set when the worker's script could not come, or its first install could not keep the portal
   * (the signal went): the getting-ready note stays (it asks the vet to stay connected), and the
   * signal's return, or the vet's return to the app, registers it again.
   */
  let registerAgain = false;

  // A first install that failed leaves no registration behind; an update that failed leaves the
  // version in use, which the update checks try again.
  const onRedundant = (event: WorkboxLifecycleEvent) => {
    if (event.isExternal || navigator.serviceWorker.controller) return;
    console.info('The service worker could not install; it tries again when signal returns');
    registerAgain = true;
  };

  let stall: ReturnType<typeof setTimeout> | undefined;
  /**
   * Says so if `registering` has not settled REGISTER_STALL_MS after the page's load (workbox-window
   * registers once the page has loaded, which on a slow first visit takes a while by itself).
   */
  const watchForStall = (registering: Promise<unknown>) => {
    let settled = false;
    const start = () => {
      clearTimeout(stall);
      if (settled) return;
      stall = setTimeout(() => {
        console.info('The service worker registration has not settled: the browser may be stuck');
        store.dispatch(registrationStalled(true));
      }, REGISTER_STALL_MS);
    };
    const end = () => {
      settled = true;
      clearTimeout(stall);
      store.dispatch(registrationStalled(false));
    };
    registering.then(end, end);
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
  };

  /** workbox-window registers once per instance: each attempt has its own. */
  const attempt = () => {
    const next = new Workbox(scriptUrl, { scope: '/' });
    next.addEventListener('waiting', () => void onWaiting());
    next.addEventListener('controlling', onControlling);
    next.addEventListener('redundant', onRedundant);
    const registering = next.register();
    trackRegistration(registering);
    watchForStall(registering);
    registering
      .then((registered) => {
        registration = registered;
        // workbox-window reports one update per page; later ones (a tab left open for days) come here.
        // An update is a worker installing beside an active one, known when it is found: by the
        // time its 'installed' reaches the page, the very first install may already have claimed
        // it (WebKit delivers the two in either order), and that is no new version.
        registered?.addEventListener('updatefound', () => {
          const installing = registered.installing;
          if (!installing || !registered.active) return;
          installing.addEventListener('statechange', () => {
            if (installing.state === 'installed') offer();
          });
        });
      })
      .catch((error: unknown) => {
        // No signal: the script could not be fetched.
        if (!isOnline()) {
          console.info('The service worker waits for signal to register', error);
          registerAgain = true;
          return;
        }
        // Private mode, a blocked or missing script: the portal works online, without offline copies.
        console.info('The service worker could not be registered', error);
        store.dispatch(serviceWorkerUnavailable());
      });
    return next;
  };
  let wb = attempt();

  const check = () => {
    if (!isOnline()) return;
    if (registerAgain) {
      registerAgain = false;
      wb = attempt();
      return;
    }
    wb.update().catch(() => undefined);
  };
  const timer = setInterval(check, UPDATE_CHECK_INTERVAL_MS);
  const stops = [
    store.hear(isAnyOf(connectionRestored, pageVisible), check),
    store.hear(updateAccepted.match, () => apply()),
  ];

  return () => {
    clearInterval(timer);
    clearTimeout(stall);
    for (const stop of stops) stop();
  };
}
