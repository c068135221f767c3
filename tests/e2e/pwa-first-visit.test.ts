// Offline from the very first visit: what the vet saw before the service worker took over opens with no signal.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { BrowserContext, Page, Route } from 'playwright-core';
import {
  assertAccessible,
  assertAccessibleAsItStands,
  DEMO_PASSWORD,
  logIn,
  usePortalSuite,
  withPersistentContext,
} from './harness';
import {
  balancesText,
  giveSignalBack,
  pendingOrderNumbers,
  storedApiText,
  takeSignalAway,
  waitForServiceWorker,
} from './pwa-support';

const suite = usePortalSuite({ browser: false });
const phone = () => ({ baseURL: suite.portal.baseURL, viewport: { width: 360, height: 740 } });

/** Opens a panel from the side menu, as a vet on a phone does (☰ first). */
async function openPanel(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Show menu' }).click();
  await page.getByRole('link', { name }).click();
}

/**
 * Holds the app shell's pack (and one of its files, should the worker fetch it on its own) until
 * the returned function is called: the service worker's install cannot finish, so it takes no
 * control of the page meanwhile.
 */
async function holdShell(context: BrowserContext): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  for (const pattern of ['**/precache.pack*', '**/docs/health-check-template.pdf*']) {
    await context.route(pattern, async (route) => {
      await held;
      await route.continue();
    });
  }
  return release;
}

/** A fresh phone's first visit: the demo vet logs in, and the portal says it is ready offline. */
async function firstVisitUntilReady(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await logIn(page, 'verified@vets.example');
  await page.waitForURL('**/vet-profile**');
  await page.getByRole('alert').filter({ hasText: 'Ready to work offline' }).waitFor();
  return page;
}

/** The "On this device" card of the Account panel, as text. */
async function savedOnDevice(page: Page): Promise<string> {
  await openPanel(page, 'Account');
  const card = page.getByRole('region', { name: 'On this device' });
  await card.waitFor();
  return card.innerText();
}

void test('first visit, no reload: log in, open Manage Orders, lose signal, reopen — the saved portal', () =>
  withPersistentContext(async (context) => {
    // A slow first download: the app shell hangs until the vet has logged in and looked at the
    // orders, so every read happens before the service worker takes control.
    const releaseShell = await holdShell(context);
    const page = await context.newPage();
    await logIn(page, 'verified@vets.example');
    await page.waitForURL('**/vet-profile**');
    const balances = await balancesText(page);
    await openPanel(page, 'Manage Orders');
    const orders = await pendingOrderNumbers(page);
    assert.equal(await page.evaluate(() => navigator.serviceWorker.controller), null);
    // Not ready yet, and the vet can see it.
    await page.getByText('Getting the portal ready to work without signal').waitFor();
    const panelTop = () =>
      page.locator('main').evaluate((main) => main.lastElementChild?.getBoundingClientRect().top);
    const topBefore = await panelTop();

    releaseShell();
    // The portal says once that it is ready, after the shell and this vet's reads are saved.
    await page.getByRole('alert').filter({ hasText: 'Ready to work offline' }).waitFor();
    assert.equal(await page.getByText('Getting the portal ready').count(), 0);
    // The note says so in its own place, and the orders under it did not move.
    const note = page.locator('.offline-ready-note');
    assert.match(await note.innerText(), /^Ready to work offline/);
    assert.equal(await panelTop(), topBefore);
    await note.getByRole('button', { name: 'OK' }).click();
    assert.equal(await note.count(), 0);
    assert.ok((await storedApiText(page)).includes(orders[0]!), 'the orders were saved');
    const card = await savedOnDevice(page);
    assert.match(card, /Ready to work offline/);
    assert.match(card, /Your profile\s+Saved \d\d \w{3} \d{4}, \d\d:\d\d/);
    // Everything the vet's screens read (both order tabs, balance and history) was saved.
    for (const list of [
      'Pending orders',
      'Completed orders',
      'Wallet balance',
      'Transaction history',
    ]) {
      assert.match(card, new RegExp(`${list}\\s+Saved `), list);
    }
    await assertAccessible(page, 'on this device');

    await context.setOffline(true);
    await page.goto('/vet-profile?panel=ManageOrder');
    assert.deepEqual(await pendingOrderNumbers(page), orders);
    assert.equal(await page.getByRole('heading', { name: 'No connection' }).count(), 0);
    await openPanel(page, 'Your wallet');
    assert.equal(await balancesText(page), balances);
  }, phone()));

void test('first visit reopened by address before the service worker took over: its reads open offline', () =>
  withPersistentContext(async (context) => {
    // The shell hangs, so the service worker cannot take over before the vet reopens the portal.
    const releaseShell = await holdShell(context);
    const page = await context.newPage();
    await logIn(page, 'verified@vets.example');
    await page.waitForURL('**/vet-profile**');
    // Opened by address, the portal's loader asks for the profile and the wallet's lists.
    const early = [
      '/api/profile',
      '/api/wallet/wallet-balance/',
      '/api/wallet/transaction-history/',
    ];
    // The first page has read what it shows: none of its requests is counted as the next page's.
    await balancesText(page);
    await page.waitForLoadState('networkidle');
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page.goto('/vet-profile');
    const balances = await balancesText(page);
    assert.equal(await page.evaluate(() => navigator.serviceWorker.controller), null);
    for (const path of early) assert.equal(asked.filter((p) => p === path).length, 1, path);

    releaseShell();
    await page.getByRole('alert').filter({ hasText: 'Ready to work offline' }).waitFor();
    await context.setOffline(true);
    const offline = await context.newPage();
    await takeSignalAway(offline);
    await offline.goto('/vet-profile');
    assert.equal(await balancesText(offline), balances);
    assert.equal(await offline.getByRole('heading', { name: 'No connection' }).count(), 0);
  }, phone()));

void test('first visit, the wallet only: ready means Manage Orders opens offline too, never opened', () =>
  withPersistentContext(async (context) => {
    const page = await firstVisitUntilReady(context);
    // The vet never opened Manage Orders, yet both of its lists are saved on this device.
    const card = await savedOnDevice(page);
    for (const list of ['Pending orders', 'Completed orders']) {
      assert.match(card, new RegExp(`${list}\\s+Saved `), list);
    }

    await context.setOffline(true);
    await openPanel(page, 'Manage Orders');
    const orders = await pendingOrderNumbers(page);
    assert.ok(orders.length > 0);
    const stored = await storedApiText(page);
    for (const order of orders) assert.ok(stored.includes(order), `${order} was saved`);
    assert.equal(await page.getByText(/^Error:/).count(), 0);
    await page.reload();
    assert.deepEqual(await pendingOrderNumbers(page), orders);
  }, phone()));

/** Logs in on the Log In screen as it stands (no page load), then waits for the portal to be ready. */
async function logInOnScreen(page: Page): Promise<void> {
  await page.getByLabel('Username').fill('verified@vets.example');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL('**/vet-profile**');
  await page.getByRole('alert').filter({ hasText: 'Ready to work offline' }).waitFor();
}

/** Resolves when the page logs a line starting with one of `starts` (the registration's own account). */
function consoleSays(page: Page, ...starts: string[]): Promise<unknown> {
  return page.waitForEvent('console', {
    predicate: (message) => starts.some((start) => message.text().startsWith(start)),
    timeout: 30_000,
  });
}

/** The app's own scripts: entry, runtime, libraries. */
const APP_SCRIPTS = [/\/assets\/index-/, /\/assets\/rolldown-runtime-/, /\/assets\/vendor-/];

/** Settles once the page has each of `scripts` (by default the app's own). */
function scriptsArrived(page: Page, scripts = APP_SCRIPTS): Promise<void> {
  const arrived = new Set<RegExp>();
  return new Promise((resolve) => {
    page.on('requestfinished', (request) => {
      for (const script of scripts) if (script.test(request.url())) arrived.add(script);
      if (arrived.size === scripts.length) resolve();
    });
  });
}

/** Whether the browser holds a service worker registration for the page's origin. */
function isRegistered(page: Page): Promise<boolean> {
  return page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration()));
}

void test('signal lost before the worker could register: it waits for the signal, then gets ready', () =>
  withPersistentContext(async (context) => {
    const page = await context.newPage();
    // The registration's code, or the worker's script, could not come: asked again with signal.
    const waiting = consoleSays(
      page,
      'Background code could not be downloaded',
      'The service worker waits for signal',
    );
    // The phone loses its signal as Log In's last script arrives, before the page has loaded: the
    // worker's script, asked for once the page has, cannot come. (Log In's code is preloaded
    // beside the app's own scripts: those are in first, or the app would never start.)
    const appIn = scriptsArrived(page);
    await context.route(
      '**/assets/LogInPage-*',
      async (route) => {
        const response = await route.fetch();
        await appIn;
        await context.setOffline(true);
        await route.fulfill({ response });
      },
      { times: 1 },
    );
    await page.goto(`${suite.portal.baseURL}/log-in`);
    await waiting;
    assert.equal(await isRegistered(page), false);
    // Not "this browser cannot keep the portal": it can, once there is signal.
    assert.equal(await page.getByText('This browser cannot keep the portal').count(), 0);

    await giveSignalBack(page);
    await waitForServiceWorker(page);
    await logIn(page, 'verified@vets.example');
    await page.waitForURL('**/vet-profile**');
    await page.getByRole('alert').filter({ hasText: 'Ready to work offline' }).waitFor();
    assert.equal(await page.getByText('This browser cannot keep the portal').count(), 0);
  }, phone()));

void test("signal lost before Log In's code arrived: it says it needs signal, then draws itself", () =>
  withPersistentContext(async (context) => {
    const page = await context.newPage();
    // The phone loses its signal once the app's own scripts are in, before Log In's code arrives.
    const appIn = scriptsArrived(page);
    await context.route(
      '**/assets/LogInPage-*',
      async (route) => {
        await appIn;
        await context.setOffline(true);
        await route.abort('internetdisconnected');
      },
      { times: 1 },
    );
    await page.goto(`${suite.portal.baseURL}/log-in`);
    const notYet = page.getByRole('alert').filter({
      has: page.getByRole('heading', { name: 'This part of the portal is not on this phone yet.' }),
    });
    await notYet.waitFor();
    assert.match(await notYet.innerText(), /It opens by itself when the signal returns\./);
    assert.doesNotMatch(await notYet.innerText(), /Failed to fetch|Details/);
    await assertAccessible(page, 'Log In not on this phone yet');

    // Drawn by itself once the signal is back, and it works: no reload.
    await giveSignalBack(page);
    await page.getByLabel('Username').waitFor();
    assert.equal(await notYet.count(), 0);
    await logInOnScreen(page);
  }, phone()));

void test('signal lost before any script arrived: the page says so by itself, and its Reload works', () =>
  withPersistentContext(async (context) => {
    // No script arrives (or one that the entry needs does not): only the stylesheet can speak.
    const lost = (route: Route) => route.abort('internetdisconnected');
    await context.route('**/assets/*.js', lost);
    const page = await context.newPage();
    // The note shows 20 s after the first paint: the page's clock for animations runs 20 times fast.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Animation.enable');
    await cdp.send('Animation.setPlaybackRate', { playbackRate: 20 });
    await page.goto(`${suite.portal.baseURL}/log-in`);
    const note = page
      .getByRole('alert')
      .filter({ hasText: 'The portal did not finish downloading. Reload to try again.' });
    await note.waitFor({ timeout: 10_000 });
    // Log In's form, drawn by the server, is still there but inert; the note sits at the foot.
    assert.equal(await page.getByLabel('Username').isDisabled(), true);
    await assertAccessibleAsItStands(page, 'no script arrived');

    await context.unroute('**/assets/*.js', lost);
    // The clock back to its pace: it outlives the page load, and a toast's 5 s (timed by its
    // animation) would pass in a quarter of one, too soon to be seen.
    await cdp.send('Animation.setPlaybackRate', { playbackRate: 1 });
    await note.getByRole('link', { name: 'Reload' }).click();
    await page.getByLabel('Username').and(page.locator(':enabled')).waitFor();
    assert.equal(await page.locator('.stalled-start').count(), 0, 'the first script took it away');
    await logInOnScreen(page);
  }, phone()));

void test('signal lost while the first install downloads the portal: ready once the signal returns', () =>
  withPersistentContext(async (context) => {
    // The shell's pack is held until the portal shows; then the signal goes and its download fails.
    let fail = () => {};
    const failing = new Promise<void>((resolve) => (fail = resolve));
    await context.route(
      '**/precache.pack*',
      async (route) => {
        await failing;
        await route.abort('internetdisconnected');
      },
      { times: 1 },
    );
    const page = await context.newPage();
    const gaveUp = consoleSays(page, 'The service worker could not install');
    await logIn(page, 'verified@vets.example');
    await page.waitForURL('**/vet-profile**');
    const gettingReady = page.getByText('Getting the portal ready to work without signal');
    await gettingReady.waitFor();
    await context.setOffline(true);
    fail();
    await gaveUp;
    assert.equal(await isRegistered(page), false);
    // Still asking the vet to stay connected, and true to it: the signal's return finishes the job.
    await gettingReady.waitFor();
    await giveSignalBack(page);
    await page.getByRole('alert').filter({ hasText: 'Ready to work offline' }).waitFor();
    assert.equal(await page.evaluate(() => navigator.serviceWorker.controller !== null), true);
  }, phone()));

void test('"No connection" gives way to the portal by itself when signal returns', () =>
  withPersistentContext(async (context) => {
    const page = await context.newPage();
    await logIn(page, 'verified@vets.example');
    await page.waitForURL('**/vet-profile**');
    await waitForServiceWorker(page);
    await page.getByRole('alert').filter({ hasText: 'Ready to work offline' }).waitFor();
    // No signal, and nothing saved on this device (as on a phone whose storage was cleared).
    await context.setOffline(true);
    await page.evaluate(async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith('vet-portal-api-')) await caches.delete(name);
      }
    });
    assert.equal(await storedApiText(page), '');
    await page.reload();
    await page.getByRole('heading', { name: 'No connection' }).waitFor();

    await context.setOffline(false);
    await page.getByRole('region', { name: 'Balances' }).waitFor();
    assert.equal(await page.getByRole('heading', { name: 'No connection' }).count(), 0);
  }, phone()));

void test('a page the worker’s take-over passed by saves the vet’s reads itself: ready, and they open offline', () =>
  withPersistentContext(async (context) => {
    const page = await firstVisitUntilReady(context);
    // Nothing saved for the vet any more, and "ready" not said yet on this device.
    await page.evaluate(async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith('vet-portal-api-')) await caches.delete(name);
      }
      for (const key of Object.keys(localStorage)) {
        if (key.startsWith('vet-portal-offline-ready:')) localStorage.removeItem(key);
      }
    });
    // Opened as a page whose navigation was under way when the worker claimed its clients: no
    // worker controls it (a forced reload, as Chromium does for Shift+Reload), yet one is active.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Page.reload', { ignoreCache: true });
    await page.getByRole('region', { name: 'Balances' }).waitFor();
    assert.equal(await page.evaluate(() => navigator.serviceWorker.controller), null);
    const balances = await balancesText(page);

    await page.getByRole('alert').filter({ hasText: 'Ready to work offline' }).waitFor();
    await context.setOffline(true);
    const offline = await context.newPage();
    await takeSignalAway(offline);
    await offline.goto('/vet-profile');
    assert.equal(await balancesText(offline), balances);
    await openPanel(offline, 'Manage Orders');
    assert.ok((await pendingOrderNumbers(offline)).length > 0, 'orders saved ahead by the page');
  }, phone()));
