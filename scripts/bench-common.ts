// Shared by the bench scripts: build check, the reference server on a free port, Chromium, log-in.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { buildServer } from '../server/app';
import { CHROMIUM_ARGS, CHROMIUM_PATH, DEMO_PASSWORD } from '../tests/e2e/harness';

export { CHROMIUM_ARGS, CHROMIUM_PATH, DEMO_PASSWORD };
export const DEMO_VET = 'verified@vets.example';
export const DIST_DIR = resolve(process.cwd(), 'dist');

/** Runs the production build when asked to (--build) or when dist/ has no app yet. */
export function ensureBuild(force = process.argv.includes('--build')): void {
  if (!force && existsSync(join(DIST_DIR, 'index.html'))) return;
  console.log('Building the app (npx vite build)...');
  const result = spawnSync('npx', ['vite', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error('vite build failed');
}

export interface BenchServer {
  baseURL: string;
  dataDir: string;
  /** Logs a demo user in through the API and returns the access token. */
  tokenFor: (username?: string) => Promise<string>;
  stats: () => Promise<{ reports: number; credits: number; requests: Record<string, number> }>;
  close: () => Promise<void>;
}

/** The reference server serving dist/ and /api with fresh demo data, on a free local port. */
export async function startBenchServer(
  opts: { seedTransactions?: number; staticDir?: string } = {},
): Promise<BenchServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'vet-portal-bench-'));
  const app = await buildServer({
    dataDir,
    staticDir: opts.staticDir ?? DIST_DIR,
    faults: true,
    paymentSandbox: true,
    logger: false,
    ...(opts.seedTransactions === undefined ? {} : { seedTransactions: opts.seedTransactions }),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('server has no port');
  const baseURL = `http://127.0.0.1:${address.port}`;
  return {
    baseURL,
    dataDir,
    tokenFor: async (username = DEMO_VET) => {
      const response = await fetch(`${baseURL}/api/login/`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username, password: DEMO_PASSWORD }),
      });
      if (!response.ok) throw new Error(`login ${username}: ${response.status}`);
      return ((await response.json()) as { access: string }).access;
    },
    stats: async () => {
      const response = await fetch(`${baseURL}/api/__test__/stats`);
      return (await response.json()) as Awaited<ReturnType<BenchServer['stats']>>;
    },
    close: async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
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
  return browser.newContext({
    baseURL: server.baseURL,
    viewport: { width: 360, height: 740 },
    storageState: {
      cookies: [],
      origins: [{ origin: server.baseURL, localStorage: [{ name: 'authToken', value: token }] }],
    },
  });
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

/** Milliseconds with one decimal, for the printed tables. */
export const ms = (value: number): string => `${value.toFixed(1)} ms`;

/** Median of a list of numbers (the lists here are short). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
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
