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
  takeSignalAway,
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

/** Where a visit's time went, each from navigation start (ms). */
interface Visit {
  /** The HTML fully received (from the service worker's precache on a repeat visit). */
  html: number;
  /** The last script the page loaded before the rows showed. */
  scripts: number;
  /** The profile answer fully received (the session gate waits for it). */
  profile: number;
  /** The pending orders answer fully received. */
  orders: number;
  /** The first frame showing an order row. */
  shown: number;
}

const PHASES: [keyof Visit, string][] = [
  ['html', 'HTML received'],
  ['scripts', 'last script received'],
  ['profile', 'profile answer received'],
  ['orders', 'orders answer received'],
  ['shown', 'orders on screen'],
];

/** Opens the orders in a fresh page of `context`: navigation start to the rows on screen. */
async function timeVisit(
  context: BrowserContext,
  prepare: (page: Page) => Promise<void>,
): Promise<Visit> {
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await prepare(page);
    await page.goto(ORDERS_PATH, { waitUntil: 'commit' });
    return await withTimeout(
      page.evaluate(async () => {
        const shown = (await window.__ordersShown) ?? Number.NaN;
        const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
        const end = (test: (name: string) => boolean) => {
          const ends = entries.filter((e) => test(e.name)).map((e) => e.responseEnd);
          return ends.length ? Math.max(...ends) : Number.NaN;
        };
        const [navigation] = performance.getEntriesByType(
          'navigation',
        ) as PerformanceNavigationTiming[];
        return {
          html: navigation?.responseEnd ?? Number.NaN,
          scripts: Math.max(
            0,
            ...entries
              .filter((e) => e.initiatorType === 'script' || e.name.endsWith('.js'))
              .filter((e) => e.responseEnd <= shown)
              .map((e) => e.responseEnd),
          ),
          profile: end((name) => /\/api\/profile\/?$/.test(new URL(name).pathname)),
          orders: end((name) => name.includes('/assigned-orders')),
          shown,
        };
      }),
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

/** The median of each phase, one line each, under the visit's title. */
function breakdown(visits: Visit[]): string[] {
  return PHASES.map(([key, what]) =>
    line(
      `  ${what}`,
      visits.map((visit) => visit[key]),
    ),
  );
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
    const first: Visit[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const context = await fresh();
      first.push(await timeVisit(context, (page) => throttlePage(page, SLOW_4G)));
      await context.close();
    }

    const context = await fresh();
    await warmUp(context);

    await context.setOffline(true);
    const offline: Visit[] = [];
    for (let run = 0; run < RUNS; run += 1) offline.push(await timeVisit(context, takeSignalAway));
    await context.setOffline(false);

    await throttleServiceWorker(browser, SLOW_4G);
    const online: Visit[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      online.push(await timeVisit(context, (page) => throttlePage(page, SLOW_4G)));
    }
    await context.close();

    return [
      'Repeat visit, offline, 4x CPU (orders from the device):',
      ...breakdown(offline),
      'Repeat visit, online slow 4G, 4x CPU:',
      ...breakdown(online),
      'First visit (no service worker yet), slow 4G, 4x CPU:',
      ...breakdown(first),
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
