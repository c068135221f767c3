// Browser-test harness: a fresh reference server (with the built app) and Debian's Chromium.
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { buildServer } from '../../server/app';

export const DEMO_PASSWORD = 'Passw0rd!';
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface Portal {
  baseURL: string;
  dataDir: string;
  /** Calls the reference server's test-only fault switches. */
  faults: (body: Record<string, unknown>) => Promise<void>;
  stats: () => Promise<{ reports: number; credits: number }>;
  close: () => Promise<void>;
}

/** Starts the reference API serving the built app (dist/) on a free port with fresh demo data. */
export async function startPortal(opts: { staticDir?: string } = {}): Promise<Portal> {
  const dataDir = mkdtempSync(join(tmpdir(), 'vet-portal-e2e-'));
  const app = await buildServer({
    dataDir,
    staticDir: opts.staticDir ?? join(process.cwd(), 'dist'),
    faults: true,
    paymentSandbox: true,
    logger: false,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('server has no port');
  const baseURL = `http://127.0.0.1:${address.port}`;
  return {
    baseURL,
    dataDir,
    faults: async (body) => {
      const response = await fetch(`${baseURL}/api/__test__/faults`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`faults: ${response.status}`);
    },
    stats: async () => {
      const response = await fetch(`${baseURL}/api/__test__/stats`);
      return (await response.json()) as { reports: number; credits: number };
    },
    close: async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/** A persistent context (needed for installability checks and realistic service-worker life). */
export async function launchPersistent(): Promise<{
  context: BrowserContext;
  close: () => Promise<void>;
}> {
  const userDataDir = mkdtempSync(join(tmpdir(), 'vet-portal-profile-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  return {
    context,
    close: async () => {
      await context.close();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

/** Phone-sized page (360 px wide) in a fresh context. */
export async function newPhonePage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 360, height: 740 } });
  return context.newPage();
}

/** Fills the Log In form and submits it. */
export async function logIn(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/log-in');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

/** Counts API requests whose path contains `fragment` (method optional), from now on. */
export function countRequests(page: Page, fragment: string, method?: string): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.url().includes(fragment) && (!method || request.method() === method)) count++;
  });
  return () => count;
}

const require = createRequire(import.meta.url);

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** Runs axe-core on the page and returns violations of serious or critical impact. */
export async function seriousA11yViolations(page: Page): Promise<AxeViolation[]> {
  const axePath = require.resolve('axe-core/axe.min.js');
  await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (ctx: Document) => Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    const result = await axe.run(document);
    return result.violations;
  });
  return violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
}

/** A readable summary for assertion messages. */
export function describeViolations(violations: AxeViolation[]): string {
  return violations
    .map(
      (v) =>
        `${v.id} (${v.impact ?? '?'}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    )
    .join('\n');
}
