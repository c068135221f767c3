// What the offline-open benches share: the orders' address, the wait for their first frame, the warm-up visit, a timed open.
import { withTimeout, type BrowserContext, type Page } from './bench-common';
import { waitForServiceWorker } from '../tests/e2e/pwa-support';

/** The portal's (and the floor app's) address of the pending orders. */
const ORDERS_PATH = '/vet-profile?panel=ManageOrder';
/** The phone's slower CPU, as DevTools' throttling multiplies the main thread's time. */
export const CPU_SLOWDOWN = 4;
const WAIT_MS = 60_000;

/** The user-timing mark the page makes at that frame (bench:profile finds it in its trace). */
export const SHOWN_MARK = 'orders-shown';

declare global {
  interface Window {
    __ordersShown?: Promise<number>;
  }
}

/**
 * In the page, from document start: performance.now() at the first frame showing an order row,
 * marked as SHOWN_MARK. The mark's name is written out: the function runs in the page, apart from
 * this module.
 */
export function watchForOrders(): void {
  const shown = () =>
    [...document.querySelectorAll('main table tbody td')].some((cell) =>
      /ORD-\d/.test(cell.textContent),
    );
  window.__ordersShown = new Promise<number>((resolve) => {
    const finish = () =>
      requestAnimationFrame(() =>
        setTimeout(() => resolve(performance.mark('orders-shown').startTime)),
      );
    const observer = new MutationObserver(() => {
      if (!shown()) return;
      observer.disconnect();
      finish();
    });
    observer.observe(document, { subtree: true, childList: true, characterData: true });
  });
}

/** A first visit that installs the service worker, then a reload that stores the API answers. */
export async function warmUp(context: BrowserContext): Promise<void> {
  const page = await context.newPage();
  await page.goto(ORDERS_PATH);
  await waitForServiceWorker(page);
  await page.reload();
  await page.getByRole('table', { name: 'Pending orders' }).getByRole('row').nth(1).waitFor();
  await page.close();
}

/**
 * Opens the orders in a fresh page of `context` at CPU_SLOWDOWN: `prepare` runs before, `measure`
 * around the open (`open` navigates and settles with the rows' frame, ms from navigation start).
 * The page closes after. Needs watchForOrders as an init script of the context.
 */
export async function openOrders<T>(
  context: BrowserContext,
  prepare: (page: Page) => Promise<void>,
  measure: (page: Page, open: () => Promise<number>) => Promise<T>,
): Promise<T> {
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await prepare(page);
    return await measure(page, async () => {
      await page.goto(ORDERS_PATH, { waitUntil: 'commit' });
      return withTimeout(
        page.evaluate(async () => (await window.__ordersShown) ?? Number.NaN),
        WAIT_MS,
        'the orders never showed',
      );
    });
  } finally {
    await page.close();
  }
}
