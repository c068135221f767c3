// The app's entry: the store, the background work, the warm start, then React on #root (docs/startup-and-build.md).
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { appElement } from '@/app/App';
import { AfterFirstPaint } from '@/app/AfterFirstPaint';
import { Screens } from '@/app/router';
import { startBackgroundWork } from '@/app/startBackgroundWork';
import { makeStore } from '@/app/store';
import { warmStart } from '@/app/warmStart';
import { markAppStarted } from '@/lib/appStart';
import { isControlled } from '@/lib/offline/firstVisit';
import { readToken } from '@/lib/token';
import './styles.css';

markAppStarted();
const store = makeStore();
let firstScreenShown = () => {};
const firstScreen = new Promise<void>((resolve) => {
  firstScreenShown = resolve;
});
// The vet's first touch of the screen (a field focused, a tap, a key): the service worker may start.
const firstTouch = new Promise<void>((resolve) => {
  for (const type of ['focusin', 'pointerdown', 'keydown']) {
    document.addEventListener(type, () => resolve(), { once: true, capture: true });
  }
});
startBackgroundWork(store, firstScreen, Promise.race([firstScreen, firstTouch]));
const warmCode = warmStart(store, window.location);

// AfterFirstPaint draws nothing, so a prerendered screen still hydrates as it was rendered.
const app = (
  <>
    {appElement(store, BrowserRouter, <Screens />)}
    <AfterFirstPaint then={firstScreenShown} />
  </>
);

/**
 * Draws the app, one of three ways:
 * - Log In and Create Account arrive rendered for a visitor with no session (scripts/prerender.ts):
 *   hydrated. A signed-in vet is sent on to the portal, so that screen is drawn anew.
 * - With the service worker in control, the code and the saved data are on the device: drawn at
 *   once, which shows the saved orders soonest.
 * - On a first visit the phone is still fetching scripts and data: drawn in a transition, a few
 *   milliseconds at a time, so the page stays responsive meanwhile.
 */
function draw(container: HTMLElement): void {
  if (container.hasAttribute('data-prerendered') && readToken() === null) {
    hydrateRoot(container, app);
    return;
  }
  const root = createRoot(container);
  if (isControlled()) root.render(app);
  else startTransition(() => root.render(app));
}

const container = document.getElementById('root');
if (container) {
  // The portal draws once its code is in: drawn before, React would show its own "Loading..." and
  // then hold the portal back for its pause between a fallback and the content replacing it.
  if (warmCode) void warmCode.then(() => draw(container));
  else draw(container);
}
