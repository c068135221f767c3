// Whether this page's service worker is registering or installing, or yet to: WebKit stalls that job for good if the page reloads meanwhile.

let registering: Promise<unknown> | null = null;
let started = false;

/** Called with each registration this page starts; it counts as under way until it settles. */
export function trackRegistration(registration: Promise<unknown>): void {
  started = true;
  registering = registration;
  const settled = () => {
    if (registering === registration) registering = null;
  };
  registration.then(settled, settled);
}

/**
 * True while a registration this page started has not settled, while the browser reports a worker
 * installing, or, in a page no worker controls, before the page has started its registration (it
 * does once its first screen is drawn: a reload then would cut it off). Reloading then
 * loses the worker in WebKit (its registration hangs, or its install never ends, until the browser
 * restarts): the portal would never be ready offline.
 */
export async function workerBusy(): Promise<boolean> {
  if (registering) return true;
  const container = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
  if (!container) return false;
  if (!started && !container.controller) return true;
  const registration = await container.getRegistration().catch(() => undefined);
  return Boolean(registration?.installing);
}
