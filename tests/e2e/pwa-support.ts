// Helpers for the PWA browser tests: service-worker control, the built app to serve, what the vet sees.
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { DEMO_PASSWORD } from './harness';

/** The built app the PWA tests serve (E2E_STATIC_DIR or E2E_DIST overrides dist/). */
export { DIST_DIR } from './harness';

/**
 * Waits until a service worker controls the page (the first visit installs and claims it). A page
 * whose navigation was still under way when the worker took over is passed by its claim, and no
 * worker controls it until it is opened again: it is reloaded, as the vet's next open would.
 */
export async function waitForServiceWorker(page: Page): Promise<void> {
  const claimed = () =>
    page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (navigator.serviceWorker.controller) return true;
      return new Promise<boolean>((resolve) => {
        navigator.serviceWorker.addEventListener('controllerchange', () => resolve(true), {
          once: true,
        });
        setTimeout(() => resolve(navigator.serviceWorker.controller !== null), 5_000);
      });
    });
  if (await claimed()) return;
  await page.reload();
  if (!(await claimed()))
    throw new Error(`no service worker controls ${page.url()} after a reload`);
}

/** Opens the app, lets the service worker take over, then logs in and waits for the portal. */
export async function logInControlled(
  page: Page,
  baseURL: string,
  username: string,
): Promise<void> {
  await page.goto(`${baseURL}/log-in`);
  await waitForServiceWorker(page);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL('**/vet-profile**');
}

const ORDER_NUMBER = /ORD-[\w-]+/g;

/** The order numbers in the Pending orders table, once it has rows. */
export async function pendingOrderNumbers(page: Page): Promise<string[]> {
  const table = page.getByRole('table', { name: 'Pending orders' });
  await table.getByRole('row').nth(1).waitFor();
  const numbers = (await table.innerText()).match(ORDER_NUMBER) ?? [];
  return [...new Set(numbers)].sort();
}

/** The wallet's Balances card as one line of text ("Current Balance R 1 234.50 Escrow ..."). */
export async function balancesText(page: Page): Promise<string> {
  const card = page.getByRole('region', { name: 'Balances' });
  await card
    .getByText(/R\s?[\d\s]+\.\d\d/)
    .first()
    .waitFor();
  return (await card.innerText()).replace(/[\u00a0\s]+/g, ' ').trim();
}

/** Logs `username` in with the service worker in control and reads the orders and balances shown. */
export async function logInAndReadSaved(
  page: Page,
  baseURL: string,
  username: string,
): Promise<{ orders: string[]; balances: string }> {
  await logInControlled(page, baseURL, username);
  await page.goto(`${baseURL}/vet-profile?panel=ManageOrder`);
  const orders = await pendingOrderNumbers(page);
  await page.goto(`${baseURL}/vet-profile?panel=YourWallet`);
  return { orders, balances: await balancesText(page) };
}

/**
 * Takes the signal away from a page before it navigates, in the way every Chromium honours:
 * playwright's `context.setOffline(true)` fails the requests of a page opened after it, but some
 * Chromium releases (150) still report `navigator.onLine === true` on such a page, so the app
 * would take the phone for online. The page's own CDP emulation sets both.
 */
export async function takeSignalAway(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  signalSessions.set(page, cdp);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: true,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
}

/** The CDP session each page's signal was taken away through (emulation is per session). */
const signalSessions = new WeakMap<Page, CDPSession>();

/** Signal back for the context and for a page that takeSignalAway took it from. */
export async function giveSignalBack(page: Page): Promise<void> {
  await page.context().setOffline(false);
  await givePageSignalBack(page);
}

/** Signal back for a page that takeSignalAway took it from (the page alone, not its context). */
export async function givePageSignalBack(page: Page): Promise<void> {
  await signalSessions.get(page)?.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
}

/**
 * Opens a portal panel by address in a new page (a fresh start of the app). With `offline`, the
 * context is taken offline and the new page too, before it navigates, and the helper checks the
 * page itself knows it has no signal (the wording a vet sees depends on it).
 */
export async function openFresh(
  context: BrowserContext,
  baseURL: string,
  path: string,
  { offline = false }: { offline?: boolean } = {},
): Promise<Page> {
  if (offline) await context.setOffline(true);
  const page = await context.newPage();
  if (offline) await takeSignalAway(page);
  await page.goto(`${baseURL}${path}`);
  if (offline && (await page.evaluate(() => navigator.onLine))) {
    throw new Error('the page opened offline reports navigator.onLine === true');
  }
  return page;
}

/** Each answer stored in the API caches of this origin, as its URL and text. */
function storedApiAnswers(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const texts: string[] = [];
    for (const name of await caches.keys()) {
      if (!name.startsWith('vet-portal-api-')) continue;
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        texts.push(`${request.url} ${(await response?.text()) ?? ''}`);
      }
    }
    return texts;
  });
}

/** Everything stored in the API caches of this origin, as text (to look for another vet's data). */
export async function storedApiText(page: Page): Promise<string> {
  return (await storedApiAnswers(page)).join('\n');
}

export interface NetworkConditions {
  /** No network at all (the other figures are then ignored). */
  offline?: boolean;
  latency: number;
  downloadThroughput: number;
  uploadThroughput: number;
}

/** DevTools' "Slow 4G" profile (bytes per second). */
export const SLOW_4G: NetworkConditions = {
  latency: 562.5,
  downloadThroughput: (1.4 * 1024 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};

/** One CDP session per browser and one attached session per worker, reused on every change. */
const browserSessions = new WeakMap<
  Browser,
  Promise<{ cdp: CDPSession; workers: Map<string, Promise<string>>; id: number }>
>();

/**
 * Throttles the network of the service worker too: the page's own CDP throttling does not reach
 * the requests the service worker makes. Uses the browser's CDP session and a (non-flat) session
 * on the worker's target, both kept, so a later call replaces the conditions instead of adding
 * a second, conflicting emulation.
 */
export async function throttleServiceWorker(
  browser: Browser,
  conditions: NetworkConditions,
): Promise<void> {
  let started = browserSessions.get(browser);
  if (!started) {
    started = browser.newBrowserCDPSession().then((cdp) => ({ cdp, workers: new Map(), id: 0 }));
    browserSessions.set(browser, started);
  }
  const state = await started;
  const { cdp, workers } = state;
  const { targetInfos } = await cdp.send('Target.getTargets');
  const targets = targetInfos.filter((target) => target.type === 'service_worker');
  if (targets.length === 0) throw new Error('no service worker to throttle');
  for (const worker of targets) {
    let attached = workers.get(worker.targetId);
    if (!attached) {
      attached = cdp
        .send('Target.attachToTarget', { targetId: worker.targetId, flatten: false })
        .then((result) => result.sessionId);
      workers.set(worker.targetId, attached);
    }
    const sessionId = await attached;
    for (const [method, params] of [
      ['Network.enable', {}],
      ['Network.emulateNetworkConditions', { offline: false, ...conditions }],
    ] as const) {
      await cdp.send('Target.sendMessageToTarget', {
        sessionId,
        message: JSON.stringify({ id: ++state.id, method, params }),
      });
    }
  }
}

const pageSessions = new WeakMap<Page, CDPSession>();

/** Throttles one page's own requests (one CDP session per page, so a later call replaces it). */
export async function throttlePage(page: Page, conditions: NetworkConditions): Promise<void> {
  let cdp = pageSessions.get(page);
  if (!cdp) {
    cdp = await page.context().newCDPSession(page);
    pageSessions.set(page, cdp);
    await cdp.send('Network.enable');
  }
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...conditions });
}

/** Polls `condition` until it holds (a wait, not a timing assertion). */
export async function waitUntil(
  condition: () => Promise<boolean>,
  what: string,
  ms = 30_000,
): Promise<void> {
  const end = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > end) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
