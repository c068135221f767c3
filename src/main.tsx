// Bootstrap: the store, the router, the background work, and React on #root (hydrating a prerendered screen).
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { appElement } from '@/app/App';
import { AfterFirstPaint } from '@/app/AfterFirstPaint';
import { Screens } from '@/app/router';
import { startBackgroundWork } from '@/app/startBackgroundWork';
import { makeStore } from '@/app/store';
import { warmStart } from '@/app/warmStart';
import { isControlled } from '@/lib/sw/firstVisit';
import { readToken } from '@/lib/token';
import './styles.css';

const store = makeStore();
let firstScreenShown = () => {};
const firstScreen = new Promise<void>((resolve) => {
  firstScreenShown = resolve;
});
startBackgroundWork(store, firstScreen);
const warmCode = warmStart(store, window.location);
const root = document.getElementById('root');

/**
 * Draws the app. `slices`: React draws in a transition, a few milliseconds at a time, so a phone
 * still fetching scripts and data over the network stays responsive (Lighthouse's blocking time
 * on a first visit to /vet-profile: 253-392 ms drawn at once, 170-212 ms in slices). A warm start
 * has all its code and saved data on the device and draws at once: in slices it showed the saved
 * orders later (1.20 s against 1.03 s offline at 4x CPU).
 */
function draw(container: HTMLElement, slices: boolean): void {
  // The server sends Log In and Create Account already rendered for a visitor with no session
  // (scripts/prerender.ts). A signed-in vet is sent on to the portal, so that screen is drawn anew,
  // as is every other page over the "Loading..." of index.html.
  // AfterFirstPaint draws nothing, so a prerendered screen still hydrates as it was rendered.
  const app = (
    <>
      {appElement(store, BrowserRouter, <Screens />)}
      <AfterFirstPaint then={firstScreenShown} />
    </>
  );
  if (container.hasAttribute('data-prerendered') && readToken() === null) {
    hydrateRoot(container, app);
    return;
  }
  const reactRoot = createRoot(container);
  if (slices) startTransition(() => reactRoot.render(app));
  else reactRoot.render(app);
}

if (root) {
  // The portal draws once its code is in (warmStart.ts): drawn before, React would show its own
  // "Loading..." and then hold the portal back 300 ms more (its pause between a fallback and the
  // content that replaces it). Only a first visit draws in slices.
  const slices = !isControlled();
  if (warmCode) void warmCode.then(() => draw(root, slices));
  else draw(root, slices);
}
