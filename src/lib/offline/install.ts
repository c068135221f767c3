// How this browser lets the vet install the portal: its own prompt, Safari's Share menu, or neither.
import { createAction } from '@reduxjs/toolkit';
import type { StoreHost } from '@/lib/storeHost';
import { installOffered, installOfferGone } from './offlineSlice';

/** Chromium's install prompt, kept from `beforeinstallprompt` until the vet asks for it. */
interface InstallPromptEvent extends Event {
  prompt: () => Promise<unknown>;
}

/** The vet pressed "Install the portal": the browser's prompt is shown (it can be used once). */
export const installRequested = createAction('offline/installRequested');

/**
 * Listens for the browser's offer (at start-up) and keeps it here, out of the store (an event is
 * no state): the store learns that an offer waits. Returns a stop.
 */
export function listenForInstallPrompt(store: StoreHost, target: EventTarget = window): () => void {
  let offer: InstallPromptEvent | null = null;
  const onOffer = (event: Event) => {
    event.preventDefault(); // the portal shows its own button instead of the browser's mini-bar
    offer = event as InstallPromptEvent;
    store.dispatch(installOffered());
  };
  const onInstalled = () => {
    offer = null;
    store.dispatch(installOfferGone());
  };
  const onRequest = () => {
    const event = offer;
    if (!event) return;
    onInstalled();
    void event.prompt();
  };
  target.addEventListener('beforeinstallprompt', onOffer);
  target.addEventListener('appinstalled', onInstalled);
  const stopHearing = store.hear(installRequested.match, onRequest);
  return () => {
    target.removeEventListener('beforeinstallprompt', onOffer);
    target.removeEventListener('appinstalled', onInstalled);
    stopHearing();
  };
}

interface Platform {
  userAgent: string;
  platform?: string;
  maxTouchPoints?: number;
}

/** iPhone and iPad (an iPad asks for the desktop site and says "MacIntel", with touch). */
export function isIos(nav: Platform): boolean {
  return (
    /iPhone|iPad|iPod/.test(nav.userAgent) ||
    (nav.platform === 'MacIntel' && (nav.maxTouchPoints ?? 0) > 1)
  );
}
