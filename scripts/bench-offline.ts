// npm run bench:offline — repeat-visit time to the cached orders: offline at 4x CPU (worker running, then stopped), and online over slow 4G, beside the floor app's.
import {
  ensureBuild,
  ensureFloorBuild,
  FLOOR_DIST_DIR,
  floorLines,
  launchChromium,
  loadNote,
  loggedInContext,
  median,
  ms,
  inTurns,
  runMain,
  runsFromEnv,
  startBenchServer,
  withTimeout,
  type BenchServer,
  type Browser,
  type BrowserContext,
  type Page,
} from './bench-common';
import { openOrders, warmUp, watchForOrders } from './bench-open-support';
import {
  SLOW_4G,
  takeSignalAway,
  throttlePage,
  throttleServiceWorker,
} from '../tests/e2e/pwa-support';

/** The target is judged on a median of 5; `RUNS=15` gives a steadier figure on a loaded machine. */
const RUNS = runsFromEnv(5);
const WAIT_MS = 60_000;

/** Where a visit's time went, each from navigation start (ms). */
interface Visit {
  /** The service worker ready to answer the page's request (the navigation's fetchStart). */
  worker: number;
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
  ['worker', 'worker ready for the page'],
  ['html', 'HTML received'],
  ['scripts', 'last script received'],
  ['profile', 'profile answer received'],
  ['orders', 'orders answer received'],
  ['shown', 'orders on screen'],
];

/** Opens the orders in a fresh page of `context`: navigation start to the rows on screen. */
function timeVisit(
  context: BrowserContext,
  prepare: (page: Page) => Promise<void>,
): Promise<Visit> {
  return openOrders(context, prepare, async (page, open) => {
    const shown = await open();
    return page.evaluate((shownAt) => {
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const end = (test: (name: string) => boolean) => {
        const ends = entries.filter((e) => test(e.name)).map((e) => e.responseEnd);
        return ends.length ? Math.max(...ends) : Number.NaN;
      };
      const [navigation] = performance.getEntriesByType(
        'navigation',
      ) as PerformanceNavigationTiming[];
      return {
        worker: navigation?.fetchStart ?? Number.NaN,
        html: navigation?.responseEnd ?? Number.NaN,
        scripts: Math.max(
          0,
          ...entries
            .filter((e) => e.initiatorType === 'script' || e.name.endsWith('.js'))
            .filter((e) => e.responseEnd <= shownAt)
            .map((e) => e.responseEnd),
        ),
        profile: end((name) => /\/api\/profile\/?$/.test(new URL(name).pathname)),
        orders: end((name) => name.includes('/assigned-orders')),
        shown: shownAt,
      };
    }, shown);
  });
}

/** What the ServiceWorker domain reports of the worker versions (the fields read here). */
interface WorkerVersions {
  versions: { versionId: string; runningStatus: string }[];
}

/**
 * Stops every service worker of `context`, as a phone does with an app left alone a while; settles
 * once every worker version reports it has stopped. The CDP session goes through a page opened for
 * it and closed again: a page opens faster while another page of its context is open
 * (docs/benchmarks.md), and the timed open must have none beside it, as the other opens have none.
 */
async function stopWorkers(context: BrowserContext): Promise<void> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const running = new Map<string, string>();
  let onUpdate = (_event: WorkerVersions) => {};
  const stopped = new Promise<void>((resolve) => {
    onUpdate = ({ versions }) => {
      for (const { versionId, runningStatus } of versions) running.set(versionId, runningStatus);
      if ([...running.values()].every((status) => status === 'stopped')) resolve();
    };
  });
  cdp.on('ServiceWorker.workerVersionUpdated', onUpdate);
  try {
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.stopAllWorkers');
    await withTimeout(stopped, WAIT_MS, 'the service worker never stopped');
  } finally {
    cdp.off('ServiceWorker.workerVersionUpdated', onUpdate);
    await page.close();
  }
}

/** The median of each phase, one line each, under the visit's title (phases the app has not). */
function breakdown(visits: Visit[]): string[] {
  return PHASES.filter(([key]) => visits.some((visit) => !Number.isNaN(visit[key]))).map(
    ([key, what]) =>
      line(
        `    ${what}`,
        visits.map((visit) => visit[key]),
      ),
  );
}

function line(what: string, values: number[]): string {
  const sorted = [...values].sort((a, b) => a - b);
  return `${what.padEnd(58)} median ${ms(median(values)).padStart(10)}   min ${ms(sorted[0] ?? NaN).padStart(10)}   max ${ms(sorted.at(-1) ?? NaN).padStart(10)}`;
}

/** The portal, the floor app (bench/floor) or a second build (COMPARE_DIST), each on its own reference server. */
interface App {
  name: string;
  server: BenchServer;
  /** Each kind of visit's runs. */
  first: Visit[];
  offline: Visit[];
  /** Offline with the worker stopped before each open. */
  cold: Visit[];
  online: Visit[];
}

async function measure(browser: Browser): Promise<string[]> {
  const start = (name: App['name'], staticDir: string | undefined) =>
    startBenchServer({ staticDir }).then((server): App => ({
      name,
      server,
      first: [],
      offline: [],
      cold: [],
      online: [],
    }));
  // E2E_DIST: time another build than dist/ (as the PWA browser tests allow). COMPARE_DIST: a
  // second build of the portal taking turns with the first, to measure a change in one run.
  const compared = process.env.COMPARE_DIST;
  const apps = [
    await start('portal', process.env.E2E_DIST),
    await start('floor', FLOOR_DIST_DIR),
    ...(compared ? [await start(`portal from ${compared}`, compared)] : []),
  ];
  try {
    const fresh = async (app: App) => {
      const context = await loggedInContext(browser, app.server);
      await context.addInitScript(watchForOrders);
      return context;
    };

    // Baseline: the first visit ever (no service worker yet), slow 4G, 4x CPU.
    await inTurns(RUNS, apps, async (app) => {
      const context = await fresh(app);
      app.first.push(await timeVisit(context, (page) => throttlePage(page, SLOW_4G)));
      await context.close();
    });

    const contexts = new Map<App, BrowserContext>();
    for (const app of apps) {
      const context = await fresh(app);
      await warmUp(context);
      contexts.set(app, context);
    }
    const contextOf = (app: App) => {
      const context = contexts.get(app);
      if (!context) throw new Error(`no context for the ${app.name}`);
      return context;
    };

    for (const context of contexts.values()) await context.setOffline(true);
    await inTurns(RUNS, apps, async (app) => {
      app.offline.push(await timeVisit(contextOf(app), takeSignalAway));
    });
    // The same open with the worker stopped first: it starts before it can answer the page.
    await inTurns(RUNS, apps, async (app) => {
      await stopWorkers(contextOf(app));
      app.cold.push(await timeVisit(contextOf(app), takeSignalAway));
    });
    for (const context of contexts.values()) await context.setOffline(false);

    await throttleServiceWorker(browser, SLOW_4G);
    await inTurns(RUNS, apps, async (app) => {
      app.online.push(await timeVisit(contextOf(app), (page) => throttlePage(page, SLOW_4G)));
    });
    for (const context of contexts.values()) await context.close();

    const section = (title: string, runs: (app: App) => Visit[]) => [
      title,
      ...apps.flatMap((app) => [`  ${app.name}:`, ...breakdown(runs(app))]),
    ];
    const [portal, floor, ...others] = apps;
    if (!portal || !floor) throw new Error('the portal and the floor app both run');
    const shown = (visits: Visit[]) => median(visits.map((visit) => visit.shown));
    const againstFloor = (app: App) => [
      `\n${app.name} against the floor app (bench/floor), orders on screen, median of ${RUNS}, same run:`,
      ...floorLines([
        {
          what: 'Offline open, 4x CPU',
          portal: shown(app.offline),
          floor: shown(floor.offline),
          maxRatio: 1.15,
        },
        {
          what: 'Offline open, worker stopped first, 4x CPU',
          portal: shown(app.cold),
          floor: shown(floor.cold),
        },
        {
          what: 'First visit, slow 4G, 4x CPU',
          portal: shown(app.first),
          floor: shown(floor.first),
          maxRatio: 1.1,
        },
        {
          what: 'Online repeat visit, slow 4G, 4x CPU',
          portal: shown(app.online),
          floor: shown(floor.online),
        },
      ]),
    ];
    return [
      ...section('Repeat visit, offline, 4x CPU (orders from the device):', (app) => app.offline),
      ...section('The same, the service worker stopped before each open:', (app) => app.cold),
      ...section('Repeat visit, online slow 4G, 4x CPU:', (app) => app.online),
      ...section('First visit (no service worker yet), slow 4G, 4x CPU:', (app) => app.first),
      ...[portal, ...others].flatMap(againstFloor),
    ];
  } finally {
    for (const app of apps) await app.server.close();
  }
}

runMain(async () => {
  ensureBuild();
  ensureFloorBuild();
  const browser = await launchChromium();
  try {
    const lines = await measure(browser);
    console.log(
      `\nNavigation start to the first frame showing the pending orders (${RUNS} runs each, the portal and the floor app taking turns).`,
    );
    for (const text of lines) console.log(text);
    console.log(
      `\nSlow 4G = DevTools profile: ${SLOW_4G.latency} ms latency, ${Math.round((SLOW_4G.downloadThroughput * 8) / 1024)} kbit/s down, applied to the page and the service worker.`,
    );
    console.log(loadNote());
    return 0;
  } finally {
    await browser.close();
  }
});
