// Browser-test harness: a fresh reference server (with the built app) and Debian's Chromium.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before } from 'node:test';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
  type Locator,
} from 'playwright-core';
import { DEMO_PASSWORD, startReferenceServer, type ReferenceServer } from '../support/server';

export { DEMO_PASSWORD };
/** The built app the browser tests serve: E2E_STATIC_DIR (or E2E_DIST) overrides dist/. */
export const DIST_DIR =
  process.env.E2E_STATIC_DIR ?? process.env.E2E_DIST ?? join(process.cwd(), 'dist');
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
  // Every page, even in a context a test makes itself, asks for reduced motion (see CONTEXT_OPTIONS).
  '--force-prefers-reduced-motion',
];

/**
 * Options every browser context gets: reduced motion, so toasts and transitions do not animate and
 * axe never catches a half-faded toast (the app honours prefers-reduced-motion).
 */
export const CONTEXT_OPTIONS = { reducedMotion: 'reduce' } as const;

/** The reference server of one test file (see tests/support/server.ts). */
export type Portal = ReferenceServer;

/** Starts the reference API serving the built app (DIST_DIR) on a free port with fresh demo data. */
export function startPortal(opts: { staticDir?: string } = {}): Promise<Portal> {
  return startReferenceServer({ staticDir: opts.staticDir ?? DIST_DIR });
}

/** Debian's Chromium; `backForwardCache` keeps the cache Playwright turns off by default. */
export function launchBrowser(opts: { backForwardCache?: boolean } = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    ...(opts.backForwardCache ? { ignoreDefaultArgs: ['--disable-back-forward-cache'] } : {}),
  });
}

/** Where relative page addresses lead, and the screen size (a phone's, say). */
export interface PersistentOptions {
  baseURL?: string;
  viewport?: { width: number; height: number };
}

/** A persistent context (needed for installability checks and realistic service-worker life). */
export async function launchPersistent(options: PersistentOptions = {}): Promise<{
  context: BrowserContext;
  close: () => Promise<void>;
}> {
  const userDataDir = mkdtempSync(join(tmpdir(), 'vet-portal-profile-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    ...CONTEXT_OPTIONS,
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    ...options,
  });
  return {
    context,
    close: async () => {
      await context.close();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

/** Runs `use` in a fresh persistent context, which is closed (and its profile removed) afterwards. */
export async function withPersistentContext<T>(
  use: (context: BrowserContext) => Promise<T>,
  options: PersistentOptions = {},
): Promise<T> {
  const { context, close } = await launchPersistent(options);
  try {
    return await use(context);
  } finally {
    await close();
  }
}

/** A 1x1 transparent PNG: stands in for map tiles (tests never reach outside hosts) and photos. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** Answers the page's OpenStreetMap tile requests with PNG, so the map loads without the internet. */
export async function fakeMapTiles(page: Page): Promise<void> {
  await page
    .context()
    .route(/tile\.openstreetmap\.org/, (route) =>
      route.fulfill({ status: 200, contentType: 'image/png', body: PNG }),
    );
}

/** The width of a phone page (360 px unless told) and any other context options. */
export type PhonePageOptions = { width?: number } & Omit<
  BrowserContextOptions,
  'baseURL' | 'viewport'
>;

/** Phone-sized page (360 px wide unless told) in a fresh context. */
export async function newPhonePage(
  browser: Browser,
  baseURL: string,
  opts: PhonePageOptions = {},
): Promise<Page> {
  const { width = 360, ...options } = opts;
  const context = await browser.newContext({
    ...CONTEXT_OPTIONS,
    ...options,
    baseURL,
    viewport: { width, height: 740 },
  });
  return context.newPage();
}

export interface PortalSuite {
  /** The portal started for this file (available once `before` has run). */
  readonly portal: Portal;
  /** The shared Chromium (available once `before` has run, unless started without one). */
  readonly browser: Browser;
  /** A phone-sized page on the portal, in a fresh context (360 px wide unless told). */
  phonePage: (opts?: PhonePageOptions) => Promise<Page>;
  /** A phone-sized page on which `username` has logged in and reached the portal. */
  signedInPage: (username: string, opts?: PhonePageOptions) => Promise<Page>;
}

/**
 * Registers the file's node:test `before`/`after`: a fresh portal and (unless `browser: false`)
 * Chromium, both closed at the end.
 */
export function usePortalSuite(opts: { browser?: boolean } = {}): PortalSuite {
  let portal: Portal | undefined;
  let browser: Browser | undefined;
  before(async () => {
    portal = await startPortal();
    if (opts.browser !== false) browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await portal?.close();
  });
  const suite: PortalSuite = {
    get portal() {
      if (!portal) throw new Error('the portal starts in before()');
      return portal;
    },
    get browser() {
      if (!browser) throw new Error('no browser: it starts in before() unless browser: false');
      return browser;
    },
    phonePage: (opts) => newPhonePage(suite.browser, suite.portal.baseURL, opts),
    signedInPage: async (username, opts) => {
      const page = await suite.phonePage(opts);
      await logIn(page, username);
      await page.waitForURL('**/vet-profile**');
      return page;
    },
  };
  return suite;
}

/** Logs `username` in through the API and GETs `/api/<path>` with the token, as JSON. */
export async function apiAs<T>(portal: Portal, username: string, path: string): Promise<T> {
  const access = await portal.tokenFor(username);
  const response = await fetch(`${portal.apiBaseUrl}${path}`, {
    headers: { Authorization: `Bearer ${access}` },
  });
  return (await response.json()) as T;
}

/** Empties `username`'s first name through the API: the portal then treats the vet as new. */
export async function clearFirstName(portal: Portal, username: string): Promise<void> {
  const blank = new FormData();
  blank.append('first_name', '');
  const access = await portal.tokenFor(username);
  await fetch(`${portal.apiBaseUrl}profile/`, {
    method: 'PATCH',
    headers: { Authorization: `Bearer ${access}` },
    body: blank,
  });
}

/** Types an account number into Bank Details and its confirmation, as a vet does. */
export async function fillAccountNumber(page: Page, value: string): Promise<void> {
  await page.getByLabel('Account Number', { exact: true }).fill(value);
  await page.getByLabel('Confirm account number').fill(value);
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
  // Evaluated through DevTools, not added as a <script>: the server's CSP forbids inline scripts.
  await page.evaluate(readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'));
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

/**
 * Waits until the screen runs (a prerendered Log In or Create Account keeps its fields disabled
 * until its scripts hydrate it) and nothing on it is moving: no running finite animation or
 * transition (a toast fading in, the side menu sliding), then one more frame so the final styles
 * are painted.
 */
export async function waitForSettledScreen(page: Page): Promise<void> {
  await page.locator('fieldset.auth-fields[disabled]').waitFor({ state: 'detached' });
  await page.waitForFunction(() =>
    document.getAnimations().every(
      (animation) =>
        animation.playState !== 'running' ||
        animation.effect?.getComputedTiming().iterations === Infinity ||
        // A toast's hidden progress bar is its 5 s clock, not movement on screen.
        (animation instanceof CSSAnimation &&
          animation.animationName === 'Toastify__trackProgress'),
    ),
  );
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
}

/**
 * Asserts axe finds no serious or critical violation on the settled screen; `where` names the
 * screen in the message.
 */
export async function assertAccessible(page: Page, where: string): Promise<void> {
  await waitForSettledScreen(page);
  await assertAccessibleAsItStands(page, where);
}

/** As assertAccessible, on the screen as it stands: for a page whose app never runs. */
export async function assertAccessibleAsItStands(page: Page, where: string): Promise<void> {
  const violations = await seriousA11yViolations(page);
  assert.deepEqual(violations, [], `${where}:\n${describeViolations(violations)}`);
}

/**
 * The number of elements `locator` matches once the page has settled on `expected` (polling up to
 * `timeoutMs`); the caller still asserts it, so a wrong count fails with the count it found.
 */
export async function settledCount(
  locator: Locator,
  expected: number,
  timeoutMs = 5000,
): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  let count = await locator.count();
  while (count !== expected && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    count = await locator.count();
  }
  return count;
}

/** A PDF of `size` bytes the server accepts (a real header, then recognisable bytes). */
export function certificatePdf(size: number): Buffer {
  const bytes = Buffer.alloc(size);
  bytes.write('%PDF-1.4\n');
  for (let i = 9; i < size; i++) bytes[i] = (i * 31 + 7) % 251;
  return bytes;
}

/** Fills step 2 as a vet does: "Good", a description, the certificate switch and a chosen PDF. */
export async function fillReport(
  page: Page,
  report: { description: string; fileName: string; pdf: Buffer },
): Promise<void> {
  await page.getByRole('radio', { name: 'Good' }).check();
  await page.getByRole('textbox', { name: 'Description' }).fill(report.description);
  await page.getByRole('switch', { name: 'Does the livestock have a health certificate?' }).check();
  await page.getByLabel('Health certificate', { exact: true }).setInputFiles({
    name: report.fileName,
    mimeType: 'application/pdf',
    buffer: report.pdf,
  });
  await page.getByText(report.fileName).waitFor();
}
