// npm run bench:profile — where the offline open's main-thread time goes, the portal beside the floor app: a trace by kind of work and a CPU profile's script by phase, at 4x CPU.
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import {
  FLOOR_DIR,
  inTurns,
  launchChromium,
  loadNote,
  loggedInContext,
  median,
  runMain,
  runsFromEnv,
  startBenchServer,
  type BenchServer,
  type Browser,
  type BrowserContext,
} from './bench-common';
import { CPU_SLOWDOWN, openOrders, SHOWN_MARK, warmUp, watchForOrders } from './bench-open-support';
import {
  splitProfile,
  splitTrace,
  type CpuProfile,
  type Split,
  type TraceEvent,
} from './bench-profile-split';
import { takeSignalAway } from '../tests/e2e/pwa-support';

const RUNS = runsFromEnv(5);
/** Microseconds between the profiler's samples (V8's default is 1000). */
const SAMPLING_US = 200;
/** What DevTools' Performance panel records, and the page's marks. */
const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'blink.user_timing',
];
/** Unminified builds, so that the profile names React's and the app's functions. */
const PORTAL_DIST = resolve('dist-profile');
const FLOOR_DIST = resolve('dist-floor-profile');

function npx(args: string[], env: NodeJS.ProcessEnv = {}): void {
  const result = spawnSync('npx', args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`npx ${args.join(' ')} failed`);
}

/** Both apps built with Vite as for the other benches, but not minified (nor compressed: they are read from the device). */
function buildUnminified(): void {
  console.log('Building the portal and the floor app unminified...');
  const quiet = ['--logLevel', 'warn', '--minify', 'false'];
  npx(['vite', 'build', ...quiet], { BUILD_DIR: PORTAL_DIST });
  npx(['tsx', 'scripts/prerender.ts'], { BUILD_DIR: PORTAL_DIST });
  const floorConfig = join(FLOOR_DIR, 'vite.config.ts');
  npx([
    'vite',
    'build',
    '--config',
    floorConfig,
    ...quiet,
    '--outDir',
    FLOOR_DIST,
    '--emptyOutDir',
  ]);
}

/** One offline open, traced up to the rows' frame. */
function traced(browser: Browser, context: BrowserContext): Promise<Split> {
  return openOrders(context, takeSignalAway, async (page, open) => {
    await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    const shown = await open();
    const trace = JSON.parse((await browser.stopTracing()).toString()) as {
      traceEvents: TraceEvent[];
    };
    return splitTrace(trace.traceEvents, SHOWN_MARK, shown).set('orders on screen', shown);
  });
}

/** One offline open, profiled up to the rows' frame. */
function profiled(context: BrowserContext): Promise<Split> {
  return openOrders(context, takeSignalAway, async (page, open) => {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: SAMPLING_US });
    await cdp.send('Profiler.start');
    await open();
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
    return splitProfile(profile);
  });
}

interface App {
  server: BenchServer;
  context: BrowserContext;
  traces: Split[];
  profiles: Split[];
}

/** One line per key: the two medians and the difference, the portal's largest first. */
function table(title: string, portal: Split[], floor: Split[]): string[] {
  const med = (splits: Split[], key: string) => median(splits.map((s) => s.get(key) ?? 0));
  const keys = [...new Set([...portal, ...floor].flatMap((split) => [...split.keys()]))];
  const rows = keys
    .map((key) => ({ key, a: med(portal, key), b: med(floor, key) }))
    .sort((x, y) => y.a - x.a);
  const cell = (value: number | string) =>
    (typeof value === 'number' ? value.toFixed(0) : value).padStart(8);
  return [
    `${title.padEnd(48)}${cell('portal')}${cell('floor')}${cell('more')}`,
    ...rows.map(({ key, a, b }) => `  ${key.padEnd(46)}${cell(a)}${cell(b)}${cell(a - b)}`),
  ];
}

runMain(async () => {
  if (!process.argv.includes('--no-build')) buildUnminified();
  const browser = await launchChromium();
  const start = async (staticDir: string): Promise<App> => {
    const server = await startBenchServer({ staticDir });
    const context = await loggedInContext(browser, server);
    return { server, context, traces: [], profiles: [] };
  };
  const apps = [await start(PORTAL_DIST), await start(FLOOR_DIST)];
  try {
    for (const { context } of apps) {
      await context.addInitScript(watchForOrders);
      await warmUp(context);
      await context.setOffline(true);
    }
    await inTurns(RUNS, apps, async (app) => {
      app.traces.push(await traced(browser, app.context));
      app.profiles.push(await profiled(app.context));
    });
    const [portal, floor] = apps;
    if (!portal || !floor) throw new Error('the portal and the floor app both run');
    console.log(
      `\nOffline open of the orders at ${CPU_SLOWDOWN}x CPU, unminified builds, medians of ${RUNS} (in turns), ms.`,
    );
    const lines = [
      ...table('Main thread by kind of work (trace)', portal.traces, floor.traces),
      '',
      ...table(
        `Script by phase (CPU profile, a sample every ${SAMPLING_US} µs)`,
        portal.profiles,
        floor.profiles,
      ),
    ];
    for (const line of lines) console.log(line);
    console.log(
      '\nRecording slows both apps: compare the columns, not these times with bench:offline.',
    );
    console.log(loadNote());
    return 0;
  } finally {
    await browser.close();
    for (const app of apps) await app.server.close();
  }
});
