// How this browser lets the vet install the portal: its own prompt, Safari's Share menu, or neither.
import { createAction } from '@reduxjs/toolkit';
import type { StoreHost } from '@/lib/page/storeHost';
import { installOffered, installOfferGone } from './offlineSlice';

/** Chromium's install prompt, kept from `beforeinstallprompt` until the vet asks for it. */
interface InstallPromptEvent extends Event {
  prompt: () => Promise<unknown>;
}

/** The vet pressed "Install the portal": the browser's prompt is shown (it can be used once). */
export const installRequested = createAction('offline/installRequested');

/**
 * What the vet does to use the screen: a tap or a click, a key. The tap counts as it ends, so a
 * card that appears for it cannot land under the finger and take the tap from what it was on.
 */
const ENGAGEMENT = ['pointerup', 'keydown'] as const;

/**
 * Listens for the browser's offer (at start-up) and keeps it here, out of the store (an event is
 * no state): the store learns that an offer waits once the vet has used the screen. Chromium makes
 * its offer seconds after the screen has drawn: shown before the vet has done anything, it cut into
 * the first look at the orders and became the page's largest paint. Returns a stop.
 */
export function listenForInstallPrompt(store: StoreHost, target: EventTarget = window): () => void {
  let offer: InstallPromptEvent | null = null;
  let engaged = false;
  const tell = () => {
    if (offer && engaged) store.dispatch(installOffered());
  };
  const onEngaged = () => {
    for (const type of ENGAGEMENT) target.removeEventListener(type, onEngaged, true);
    engaged = true;
    tell();
  };
  const onOffer = (event: Event) => {
    event.preventDefault(); // the portal shows its own button instead of the browser's mini-bar
    offer = event as InstallPromptEvent;
    tell();
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
  for (const type of ENGAGEMENT) target.addEventListener(type, onEngaged, true);
  target.addEventListener('beforeinstallprompt', onOffer);
  target.addEventListener('appinstalled', onInstalled);
  const stopHearing = store.hear(installRequested.match, onRequest);
  return () => {
    for (const type of ENGAGEMENT) target.removeEventListener(type, onEngaged, true);
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
