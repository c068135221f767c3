// npm run bench:offline — repeat-visit time to the cached orders: offline at 4x CPU, and online over slow 4G.
import {
  ensureBuild,
  launchChromium,
  loggedInContext,
  median,
  ms,
  runMain,
  startBenchServer,
  withTimeout,
  type Browser,
  type BrowserContext,
  type Page,
} from './bench-common';
import {
  SLOW_4G,
  throttlePage,
  throttleServiceWorker,
  waitForServiceWorker,
} from '../tests/e2e/pwa-support';

const RUNS = 5;
const CPU_SLOWDOWN = 4;
const WAIT_MS = 60_000;
const ORDERS_PATH = '/vet-profile?panel=ManageOrder';

declare global {
  interface Window {
    __ordersShown?: Promise<number>;
  }
}

/** In the page, from document start: performance.now() at the first frame showing an order row. */
function watchForOrders(): void {
  const shown = () =>
    [...document.querySelectorAll('main table tbody td')].some((cell) =>
      /ORD-\d/.test(cell.textContent),
    );
  window.__ordersShown = new Promise<number>((resolve) => {
    const finish = () => requestAnimationFrame(() => setTimeout(() => resolve(performance.now())));
    const observer = new MutationObserver(() => {
      if (!shown()) return;
      observer.disconnect();
      finish();
    });
    observer.observe(document, { subtree: true, childList: true, characterData: true });
  });
}

/** Opens the orders in a fresh page of `context`: navigation start to the rows on screen. */
async function timeVisit(
  context: BrowserContext,
  prepare: (page: Page) => Promise<void>,
): Promise<number> {
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await prepare(page);
    await page.goto(ORDERS_PATH, { waitUntil: 'commit' });
    return await withTimeout(
      page.evaluate(async () => (await window.__ordersShown) ?? Number.NaN),
      WAIT_MS,
      'the orders never showed',
    );
  } finally {
    await page.close();
  }
}

/** A first visit that installs the service worker, then a reload that stores the API answers. */
async function warmUp(context: BrowserContext): Promise<void> {
  const page = await context.newPage();
  await page.goto(ORDERS_PATH);
  await waitForServiceWorker(page);
  await page.reload();
  await page.getByRole('table', { name: 'Pending orders' }).getByRole('row').nth(1).waitFor();
  await page.close();
}

function line(what: string, values: number[]): string {
  const sorted = [...values].sort((a, b) => a - b);
  return `${what.padEnd(58)} median ${ms(median(values)).padStart(10)}   min ${ms(sorted[0] ?? NaN).padStart(10)}   max ${ms(sorted.at(-1) ?? NaN).padStart(10)}`;
}

async function measure(browser: Browser): Promise<string[]> {
  // E2E_DIST: time another build than dist/ (as the PWA browser tests allow).
  const server = await startBenchServer({ staticDir: process.env.E2E_DIST });
  try {
    const fresh = async () => {
      const context = await loggedInContext(browser, server);
      await context.addInitScript(watchForOrders);
      return context;
    };

    // Baseline: the first visit ever (no service worker yet), slow 4G, 4x CPU.
    const first: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const context = await fresh();
      first.push(await timeVisit(context, (page) => throttlePage(page, SLOW_4G)));
      await context.close();
    }

    const context = await fresh();
    await warmUp(context);

    await context.setOffline(true);
    const offline: number[] = [];
    for (let run = 0; run < RUNS; run += 1) offline.push(await timeVisit(context, async () => {}));
    await context.setOffline(false);

    await throttleServiceWorker(browser, SLOW_4G);
    const online: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      online.push(await timeVisit(context, (page) => throttlePage(page, SLOW_4G)));
    }
    await context.close();

    return [
      line('Repeat visit, offline, 4x CPU (orders from the device)', offline),
      line('Repeat visit, online slow 4G, 4x CPU', online),
      line('First visit (no service worker yet), slow 4G, 4x CPU', first),
    ];
  } finally {
    await server.close();
  }
}

runMain(async () => {
  ensureBuild();
  const browser = await launchChromium();
  try {
    const lines = await measure(browser);
    console.log(
      `\nNavigation start to the first frame showing the pending orders (${RUNS} runs each).`,
    );
    for (const text of lines) console.log(text);
    console.log(
      `\nSlow 4G = DevTools profile: ${SLOW_4G.latency} ms latency, ${Math.round((SLOW_4G.downloadThroughput * 8) / 1024)} kbit/s down, applied to the page and the service worker.`,
    );
    return 0;
  } finally {
    await browser.close();
  }
});
