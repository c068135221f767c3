// Shared by the bench scripts: build check, the reference server on a free port, Chromium, log-in.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { DATABASE_FILE } from '../server/config';
import { openDatabase } from '../server/db/schema';
import { CHROMIUM_ARGS, CHROMIUM_PATH, DEMO_PASSWORD } from '../tests/e2e/harness';
import { startReferenceServer, type ReferenceServer } from '../tests/support/server';

export { CHROMIUM_ARGS, CHROMIUM_PATH, DEMO_PASSWORD };
export const DEMO_VET = 'verified@vets.example';
export const DIST_DIR = resolve(process.cwd(), 'dist');

/** Runs the production build when asked to (--build) or when dist/ has no app yet. */
export function ensureBuild(force = process.argv.includes('--build')): void {
  if (!force && existsSync(join(DIST_DIR, 'index.html'))) return;
  console.log('Building the app (npm run build)...');
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error('npm run build failed');
}

/** The floor app (bench/floor): the least a React PWA of the portal's stack costs, built beside dist/. */
export const FLOOR_DIR = resolve(process.cwd(), 'bench/floor');
export const FLOOR_DIST_DIR = resolve(process.cwd(), 'dist-floor');

/** The newest modification time among a folder's files (and its subfolders'). */
function newestChange(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newestChange(join(path, name))));
}

/**
 * Builds the floor app as the portal is built (Vite, then the .br and .gz copies the server sends)
 * when asked to (--build), when dist-floor/ has none yet, or when its sources or the installed
 * packages changed since: the floor must run on the same libraries as the portal.
 */
export function ensureFloorBuild(force = process.argv.includes('--build')): void {
  const built = join(FLOOR_DIST_DIR, 'index.html');
  const sources = Math.max(newestChange(FLOOR_DIR), newestChange('package-lock.json'));
  if (!force && existsSync(built) && statSync(built).mtimeMs > sources) return;
  console.log('Building the floor app (bench/floor)...');
  for (const args of [
    ['vite', 'build', '--config', join(FLOOR_DIR, 'vite.config.ts'), '--logLevel', 'warn'],
    ['tsx', 'scripts/compress-dist.ts', FLOOR_DIST_DIR],
  ]) {
    const result = spawnSync('npx', args, { stdio: 'inherit' });
    if (result.status !== 0) throw new Error(`npx ${args.join(' ')} failed`);
  }
}

export interface BenchServer extends ReferenceServer {
  /** Logs a demo user (the verified demo vet unless named) in and returns the access token. */
  tokenFor: (username?: string, password?: string) => Promise<string>;
}

/** The reference server serving dist/ and /api with fresh demo data, on a free local port. */
export async function startBenchServer(
  opts: { seedTransactions?: number; staticDir?: string } = {},
): Promise<BenchServer> {
  const server = await startReferenceServer({ ...opts, staticDir: opts.staticDir ?? DIST_DIR });
  return {
    ...server,
    tokenFor: (username = DEMO_VET, password) => server.tokenFor(username, password),
  };
}

export interface BenchOrders {
  /** Vet who gets the orders (default the verified demo vet). */
  vet?: string;
  count: number;
  /** Completed orders carry a report; pending ones are open. */
  completed?: boolean;
  /** Pending orders with an appointment set open the wizard on step 2 (the report). */
  withAppointment?: boolean;
  /** Order numbers are BENCH-<prefix>-00001, ... so several batches never clash. */
  prefix: string;
}

/**
 * Adds orders to the bench server's fresh database (the server has no seed call for orders).
 * Writes through a second SQLite connection: the server's database runs in WAL mode.
 * Returns the new order ids, oldest first.
 */
export function addOrders(server: Pick<BenchServer, 'dataDir'>, opts: BenchOrders): number[] {
  const db = openDatabase(join(server.dataDir, DATABASE_FILE));
  try {
    const vet = db.prepare('SELECT id FROM users WHERE username = ?').get(opts.vet ?? DEMO_VET) as
      { id: number } | undefined;
    const seller = db.prepare('SELECT id FROM sellers ORDER BY id LIMIT 1').get() as
      { id: number } | undefined;
    if (!vet || !seller) throw new Error('The demo vet or a seller is missing from the database.');
    const insertOrder = db.prepare(
      `INSERT INTO orders (order_number, vet_id, seller_id, created_at, delivery_address,
         appointment_date, appointment_time, appointment_location, inspection_health_state,
         inspection_description, inspection_fee_cents, vet_completed, status, completed_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const insertProduct = db.prepare(
      `INSERT INTO products (order_id, post_title, animal_type, description, price_cents, product_location)
       VALUES (?, ?, ?, ?, ?, ?)`,
    );
    const ids: number[] = [];
    const start = Date.now() - opts.count * 60_000;
    db.transaction(() => {
      for (let i = 1; i <= opts.count; i += 1) {
        const created = new Date(start + i * 60_000).toISOString();
        const appointment = opts.completed || opts.withAppointment;
        const result = insertOrder.run(
          `BENCH-${opts.prefix}-${String(i).padStart(5, '0')}`,
          vet.id,
          seller.id,
          created,
          `Farm ${i}, R505, Lichtenburg, North West, 2740`,
          appointment ? '15-06-2030' : null,
          appointment ? '09:00 AM' : null,
          appointment ? `Kraal ${i}` : null,
          opts.completed ? 'Good' : null,
          opts.completed ? 'Healthy herd, fit for sale.' : null,
          45_000 + (i % 7) * 5_000,
          opts.completed ? 1 : 0,
          opts.completed ? 'completed' : 'pending',
          opts.completed ? created : null,
        );
        const id = Number(result.lastInsertRowid);
        insertProduct.run(
          id,
          `${(i % 20) + 1} Nguni cows`,
          'Cattle',
          'Hardy Nguni cows, 4-6 years old.',
          1_000_000 + i * 100,
          'Lichtenburg, North West',
        );
        ids.push(id);
      }
    })();
    return ids;
  } finally {
    db.close();
  }
}

/** Chromium with the harness flags; extra flags (e.g. a remote-debugging port) appended. */
export function launchChromium(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, ...extraArgs] });
}

/** A phone-sized context whose origin already holds the vet's token (as after logging in). */
export async function loggedInContext(
  browser: Browser,
  server: BenchServer,
  username = DEMO_VET,
): Promise<BrowserContext> {
  const token = await server.tokenFor(username);
  const context = await browser.newContext({
    baseURL: server.baseURL,
    viewport: { width: 360, height: 740 },
    storageState: {
      cookies: [],
      origins: [{ origin: server.baseURL, localStorage: [{ name: 'authToken', value: token }] }],
    },
  });
  await keepNamesShim(context);
  return context;
}

/**
 * tsx compiles with esbuild's keepNames, which wraps named inner functions in `__name(...)`;
 * functions sent to the page (evaluate, addInitScript) then need that helper there too.
 */
export async function keepNamesShim(context: BrowserContext): Promise<void> {
  await context.addInitScript('globalThis.__name = globalThis.__name || ((fn) => fn);');
}

/** A TCP port nobody listens on right now (for Chromium's remote-debugging port). */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = address && typeof address === 'object' ? address.port : 0;
      probe.close(() => resolvePort(port));
    });
  });
}

/** Rejects with `what` when `promise` has not settled within `limitMs`. */
export async function withTimeout<T>(
  promise: Promise<T>,
  limitMs: number,
  what: string,
): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`Timed out after ${limitMs / 1000} s: ${what}`)),
      limitMs,
    );
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Milliseconds with one decimal, for the printed tables. */
export const ms = (value: number): string => `${value.toFixed(1)} ms`;

/** Median of a list of numbers (the lists here are short). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/**
 * How many runs a bench makes: `RUNS` from the environment (a whole number from 1), else its own
 * default. On a loaded machine more runs give a steadier median than the target's count.
 */
export function runsFromEnv(fallback: number): number {
  const given = process.env.RUNS;
  if (given === undefined || given === '') return fallback;
  const runs = Number(given);
  if (!Number.isInteger(runs) || runs < 1) {
    throw new Error(`RUNS must be a whole number from 1, not "${given}".`);
  }
  return runs;
}

/**
 * Runs `visit` `runs` times for each item, in turns (one of each, then again), so that a change in
 * the machine's load falls on every item alike: the portal and the floor app, say.
 */
export async function inTurns<T>(
  runs: number,
  items: readonly T[],
  visit: (item: T) => Promise<void>,
): Promise<void> {
  for (let run = 0; run < runs; run += 1) {
    for (const item of items) await visit(item);
  }
}

/** Runs main, prints any error and sets the exit code; never leaves the process hanging. */
export function runMain(main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? (error.stack ?? error.message) : error);
      process.exit(1);
    },
  );
}

export type { Browser, BrowserContext, Page };

/** The machine's load averages (1, 5 and 15 min), printed beside a bench's figures. */
export function loadNote(): string {
  const [one = 0, five = 0, fifteen = 0] = loadavg();
  return `Load average ${one.toFixed(2)}, ${five.toFixed(2)}, ${fifteen.toFixed(2)} on ${cpus().length} cores.`;
}

/** A portal figure against the same figure of the floor app, measured in the same run. */
export interface FloorComparison {
  what: string;
  portal: number;
  floor: number;
  /** The most the portal may take, as a multiple of the floor's figure. */
  maxRatio?: number;
  /** The most the portal may take, in milliseconds. */
  maxMs?: number;
}

/**
 * One line per comparison: the two figures, the ratio and each target, "met" or "MISSED". These
 * are measurements: a missed target is printed, never an exit code.
 */
export function floorLines(comparisons: readonly FloorComparison[]): string[] {
  const width = Math.max(...comparisons.map(({ what }) => what.length));
  return comparisons.map(({ what, portal, floor, maxRatio, maxMs }) => {
    // A floor of 0 (Lighthouse's blocking time on a quiet machine) has no ratio: only 0 meets it.
    const ratio = floor > 0 ? portal / floor : undefined;
    const withinRatio = (max: number) => (ratio === undefined ? portal === 0 : ratio <= max);
    const targets = [
      maxRatio === undefined
        ? ''
        : `≤ ${maxRatio.toFixed(2)}× ${withinRatio(maxRatio) ? 'met' : 'MISSED'}`,
      maxMs === undefined ? '' : `≤ ${ms(maxMs)} ${portal <= maxMs ? 'met' : 'MISSED'}`,
    ].filter(Boolean);
    return [
      `${what.padEnd(width)}  portal ${ms(portal).padStart(10)}  floor ${ms(floor).padStart(10)}`,
      ratio === undefined ? '  no ratio, the floor is 0' : `${ratio.toFixed(2)}×`.padStart(7),
      targets.length ? `  target ${targets.join(', ')}` : '  (no target)',
    ].join('');
  });
}
