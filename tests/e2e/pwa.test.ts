// The installable, offline-first portal: installability, opening with no signal, one vet per cache.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { msg } from '@/lib/text/messages';
import {
  assertAccessible,
  countRequests,
  launchBrowser,
  logIn,
  newPhonePage,
  usePortalSuite,
  withPersistentContext,
} from './harness';
import {
  balancesText,
  logInAndReadSaved,
  openFresh,
  pendingOrderNumbers,
  storedApiText,
  waitForServiceWorker,
  waitUntil,
} from './pwa-support';

const OFFLINE_TEXT = 'You are offline. Showing what was saved on this device';

const suite = usePortalSuite({ browser: false });

async function logOut(page: Page) {
  await page.getByRole('link', { name: 'Log out' }).click();
  await page.getByRole('heading', { name: 'Log In' }).waitFor();
}

void test('Chromium finds the portal installable', () =>
  withPersistentContext(async (context) => {
    const page = await context.newPage();
    await page.goto(`${suite.portal.baseURL}/`);
    await waitForServiceWorker(page);
    const cdp = await context.newCDPSession(page);
    const manifest = (await cdp.send('Page.getAppManifest')) as { errors: unknown[]; url: string };
    assert.match(manifest.url, /manifest\.webmanifest$/);
    assert.deepEqual(manifest.errors, []);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    assert.deepEqual(installabilityErrors, []);
  }));

/** Chromium's install offer, made as Chromium makes it (a private context never gets a real one). */
function offerInstall(page: Page): Promise<boolean> {
  return page.evaluate(() =>
    window.dispatchEvent(
      Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: Promise.resolve.bind(Promise), // no function literal: tsx would name it
      }),
    ),
  );
}

void test('the install offer comes over the foot of the screen: nothing on screen moves for it', async () => {
  // Chromium makes the offer once the worker is in, seconds after the wallet has drawn; in a
  // private context it never does, so the test makes it then, as Chromium would.
  const browser = await launchBrowser();
  try {
    const page = await newPhonePage(browser, suite.portal.baseURL);
    await logIn(page, 'verified@vets.example');
    const history = page.getByRole('heading', { name: 'Transaction History' });
    await history.waitFor();
    // The history's rows in too: arriving after the scroll below, they would push the page's end
    // back under the offer.
    await page.locator('main table tbody tr').first().waitFor();
    const top = () => history.evaluate((heading) => heading.getBoundingClientRect().top);
    const before = await top();
    // What moves from the offer on: each shift's elements, from where to where.
    await page.evaluate(() => {
      const shifts: string[] = [];
      Object.assign(window, { __shifts: shifts });
      type Shift = PerformanceEntry & {
        sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      };
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Shift[]) {
          for (const { node, previousRect, currentRect } of entry.sources) {
            const name = node instanceof Element ? `${node.tagName}.${node.className}` : 'text';
            shifts.push(`${name} ${previousRect.y} -> ${currentRect.y}`);
          }
        }
      }).observe({ type: 'layout-shift' });
    });
    await offerInstall(page);
    await page.getByRole('button', { name: 'Install the portal' }).waitFor();
    await page.evaluate(() => new Promise(requestAnimationFrame));
    assert.equal(await top(), before, 'the wallet stays where it was');
    const shifts = await page.evaluate(
      () => (window as unknown as { __shifts: string[] }).__shifts,
    );
    assert.deepEqual(shifts, [], 'nothing moves');
    // The end of the page scrolls clear of it, and it can be dismissed. Scrolled again until it
    // is: on a slow machine the page can still grow after one scroll to its end, and the vet would
    // scroll again. No end or no offer found fails.
    let last = '';
    const measureEnd = () =>
      page.evaluate(() => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        const end = document.querySelector('main')?.lastElementChild?.getBoundingClientRect();
        const offer = document.querySelector('.install-offer')?.getBoundingClientRect();
        const room = getComputedStyle(document.body).paddingBottom;
        return { end: end?.bottom ?? Infinity, offer: offer?.top ?? -Infinity, room };
      });
    await waitUntil(
      async () => {
        const { end, offer, room } = await measureEnd();
        last = `the page's end (${end}) above the offer (${offer}), room under the page ${room}`;
        return end <= offer;
      },
      'the page can be scrolled clear of the offer',
      5000,
    ).catch((error: unknown) => assert.fail(`${String(error)}: ${last}`));
    await page.getByRole('button', { name: 'Not now' }).click();
    await page.getByRole('button', { name: 'Install the portal' }).waitFor({ state: 'detached' });
  } finally {
    await browser.close();
  }
});

void test('on a phone a toast sits above the install offer, its "Not now" left to tap', async () => {
  // Both come at the foot of a phone's screen on a first visit: "Ready to work offline" once the
  // lists are kept, the offer once the worker is in.
  const browser = await launchBrowser();
  try {
    const page = await newPhonePage(browser, suite.portal.baseURL);
    await logIn(page, 'verified@vets.example');
    const toast = page.locator('.Toastify__toast', { hasText: msg.offlineReady });
    await toast.waitFor();
    await offerInstall(page);
    await page.getByRole('button', { name: 'Install the portal' }).waitFor();
    const clearance = () =>
      page.evaluate(() => {
        const over = document.querySelector('.Toastify__toast')?.getBoundingClientRect();
        const offer = document.querySelector('.install-offer')?.getBoundingClientRect();
        return over && offer ? offer.top - over.bottom : Number.NaN;
      });
    await waitUntil(async () => (await clearance()) >= 0, 'the toast is above the offer', 3000);
    // Playwright's actionability check: the button takes the tap, nothing lies over it.
    await page.getByRole('button', { name: 'Not now' }).click({ trial: true, timeout: 2000 });
    await page.getByRole('button', { name: 'Not now' }).click();
    const room = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--install-offer-room'),
    );
    assert.equal(room, '', 'the toasts go back to the foot of the screen with the offer');
  } finally {
    await browser.close();
  }
});

void test('a tap is not taken by the install offer it brings up', async () => {
  // A saved session opens the portal with no input, and Chromium's offer comes before the vet's
  // first tap. The offer shows for that tap, over the foot of the screen: the tap still opens the
  // order it was on, though the offer then covers the spot.
  const browser = await launchBrowser();
  try {
    const token = await suite.portal.tokenFor('verified@vets.example');
    const page = await newPhonePage(browser, suite.portal.baseURL, {
      storageState: {
        cookies: [],
        origins: [
          { origin: suite.portal.baseURL, localStorage: [{ name: 'authToken', value: token }] },
        ],
      },
    });
    await page.goto('/vet-profile?panel=ManageOrder');
    const view = page.getByRole('link', { name: /^View order/ }).nth(1);
    await view.waitFor();
    await offerInstall(page);
    const install = page.getByRole('button', { name: 'Install the portal' });
    await page.evaluate(() => new Promise(requestAnimationFrame));
    assert.equal(await install.count(), 0, 'no offer before the vet has used the screen');
    // The link where the offer will be: near the foot of the screen.
    const box = await view.evaluate((link) => {
      window.scrollBy(0, link.getBoundingClientRect().top - (window.innerHeight - 80));
      const { left, top, width, height } = link.getBoundingClientRect();
      return { x: left + width / 2, y: top + height / 2 };
    });
    assert.ok(box.y > 600, `the link is near the foot of the screen (${box.y})`);
    await page.mouse.click(box.x, box.y);
    await install.waitFor();
    const offerTop = await page
      .locator('.install-offer')
      .evaluate((offer) => offer.getBoundingClientRect().top);
    assert.ok(offerTop < box.y, `the offer (from ${offerTop}) covers where the tap was (${box.y})`);
    await page.waitForURL(/[?&]order=\d+/);
  } finally {
    await browser.close();
  }
});

void test('an update costs little: sw.js holds the release’s list and imports a hashed, long-cached core', () =>
  withPersistentContext(async (context) => {
    const page = await context.newPage();
    await page.goto(`${suite.portal.baseURL}/`);
    await waitForServiceWorker(page);
    const entry = await page.request.get(`${suite.portal.baseURL}/sw.js`);
    const script = await entry.text();
    assert.match(script, /importScripts\(\w+\)/, 'sw.js imports the core');
    const corePath = /[`"'](\/assets\/swCore-[\w-]+\.js)[`"']/.exec(script)?.[1];
    assert.ok(corePath, 'sw.js names the hashed core');
    assert.ok(
      script.length < 12_000,
      `sw.js is ${script.length} bytes: only the list and the loader`,
    );
    assert.equal(entry.headers()['cache-control'], 'no-cache');
    const coreAnswer = await page.request.get(`${suite.portal.baseURL}${corePath}`);
    assert.equal(coreAnswer.status(), 200);
    assert.match(coreAnswer.headers()['cache-control'] ?? '', /immutable/);
    // The core runs in the worker (it answers navigations) but is not precached a second time.
    const precached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
      }
      return urls;
    });
    assert.ok(
      precached.some((url) => url.includes('/index.html')),
      'the shell is precached',
    );
    assert.ok(!precached.some((url) => url.includes('swCore-')), 'the core is not precached');
  }));

void test('a first install keeps every file the release lists, the map picker’s too, each opening offline with its type', () =>
  withPersistentContext(async (context) => {
    const page = await context.newPage();
    await page.goto(`${suite.portal.baseURL}/log-in`);
    await waitForServiceWorker(page);
    // The release's list, as the build put it into sw.js: every entry `{"revision":…,"url":…}`,
    // most of them `"packed":true` too (the first install's pack holds them).
    const script = await (await page.request.get(`${suite.portal.baseURL}/sw.js`)).text();
    const listed = [
      ...script.matchAll(/\{(?:"packed":true,)?"revision":(?:null|"[^"]*"),"url":"([^"]+)"\}/g),
    ].map(([, url]) => `/${url}`);
    assert.ok(script.includes('"packed":true'), 'the release packs the shell');
    assert.ok(listed.includes('/index.html'), 'the release lists the shell');
    assert.ok(
      listed.some((path) => /^\/assets\/leaflet-[^/]+\.js$/.test(path)),
      `the map picker’s library is listed: ${listed.join(', ')}`,
    );
    // All kept by the install itself: nothing waits for a later moment.
    const kept = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) {
          urls.push(new URL(request.url).pathname);
        }
      }
      return urls;
    });
    assert.deepEqual(
      listed.filter((path) => !kept.includes(path)),
      [],
      'listed files the install did not keep',
    );
    await context.setOffline(true);
    const scripts = listed.filter((path) => /\.(?:js|css)$/.test(path));
    const types = await page.evaluate(
      (paths) =>
        Promise.all(paths.map(async (path) => (await fetch(path)).headers.get('Content-Type'))),
      scripts,
    );
    for (const [i, path] of scripts.entries()) {
      const want = path.endsWith('.css') ? /^text\/css\b/ : /^(?:text|application)\/javascript\b/;
      assert.match(types[i] ?? '', want, path);
    }
  }));

void test('a vet opens the portal with no signal and sees the orders and balance saved before', () =>
  withPersistentContext(async (context) => {
    const page = await context.newPage();
    const { orders: ordersOnline, balances: balanceOnline } = await logInAndReadSaved(
      page,
      suite.portal.baseURL,
      'verified@vets.example',
    );
    assert.ok(ordersOnline.length >= 4, `expected the demo orders, saw ${ordersOnline.join(', ')}`);
    await page.close();

    const offline = await openFresh(
      context,
      suite.portal.baseURL,
      '/vet-profile?panel=ManageOrder',
      { offline: true },
    );
    assert.deepEqual(await pendingOrderNumbers(offline), ordersOnline);
    const banner = offline.getByRole('status').filter({ hasText: OFFLINE_TEXT });
    await banner.waitFor();
    assert.match(await banner.innerText(), /last updated \d\d \w{3} \d{4}, \d\d:\d\d\./);
    assert.equal(new URL(offline.url()).pathname, '/vet-profile');
    assert.equal(await offline.getByRole('heading', { name: 'Log In' }).count(), 0);

    await offline.getByRole('link', { name: 'Your wallet' }).click();
    assert.equal(await balancesText(offline), balanceOnline);
    await banner.waitFor();
    await assertAccessible(offline, 'offline wallet');
  }));

void test('offline, every portal address opens from the precached shell, its files answered by the worker', () =>
  withPersistentContext(async (context) => {
    const page = await context.newPage();
    const { orders, balances } = await logInAndReadSaved(
      page,
      suite.portal.baseURL,
      'verified@vets.example',
    );
    await page.close();
    for (const [path, panel] of [
      ['/vet-profile?panel=ManageOrder', 'OrdersPanel-'],
      ['/vet-profile', 'WalletPanel-'],
    ] as const) {
      const offline = await openFresh(context, suite.portal.baseURL, path, { offline: true });
      if (panel === 'OrdersPanel-') assert.deepEqual(await pendingOrderNumbers(offline), orders);
      else assert.equal(await balancesText(offline), balances);
      assert.equal(new URL(offline.url()).pathname, '/vet-profile');
      // Every built file came through the worker's fetch handler (its precache), none past it.
      const sources = await offline.evaluate(() =>
        (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
          .filter((entry) => new URL(entry.name).pathname.startsWith('/assets/'))
          .map((entry) => ({ path: new URL(entry.name).pathname, worker: entry.workerStart > 0 })),
      );
      // Among them the files this open ran on: its module scripts and the panel's code.
      const ran = await offline.evaluate(() =>
        [...document.querySelectorAll<HTMLScriptElement>('script[type="module"][src]')].map(
          (script) => new URL(script.src).pathname,
        ),
      );
      const loaded = sources.map((source) => source.path);
      for (const file of [...ran, `/assets/${panel}`]) {
        assert.ok(
          loaded.some((name) => name.startsWith(file)),
          `${path}: ${file} in ${loaded.join(' ')}`,
        );
      }
      assert.deepEqual(
        sources.filter((source) => !source.worker).map((source) => source.path),
        [],
        `${path}: files the worker did not answer`,
      );
      await offline.close();
      await context.setOffline(false);
    }
  }));

void test('a repeat open asks for each saved read once: the loaders and the screens share one read', () =>
  withPersistentContext(async (context) => {
    const first = await context.newPage();
    await logInAndReadSaved(first, suite.portal.baseURL, 'verified@vets.example');
    await first.close();
    for (const offline of [true, false]) {
      await context.setOffline(offline);
      const page = await context.newPage();
      const reads = [
        '/api/profile',
        '/api/dashboard/assigned-orders/',
        '/api/dashboard/get-completed-orders/',
      ].map((path) => [path, countRequests(page, path, 'GET')] as const);
      await page.goto(`${suite.portal.baseURL}/vet-profile?panel=ManageOrder`);
      await pendingOrderNumbers(page);
      await page.waitForLoadState('networkidle');
      for (const [path, count] of reads) {
        assert.equal(count(), 1, `${path} ${offline ? 'offline' : 'online'}`);
      }
      await page.close();
    }
  }));

void test('a second vet on the same phone never sees the first vet’s saved orders or wallet', () =>
  withPersistentContext(async (context) => {
    const page = await context.newPage();
    const { orders: firstOrders, balances: firstBalance } = await logInAndReadSaved(
      page,
      suite.portal.baseURL,
      'verified@vets.example',
    );
    assert.ok((await storedApiText(page)).includes(firstOrders[0]!), 'orders saved for offline');
    await logOut(page);

    // Logging out forgets the first vet's saved answers on this device.
    await waitUntil(
      async () => !(await storedApiText(page)).includes(firstOrders[0]!),
      'the first vet’s saved answers are purged',
    );
    const storedAfterLogout = await storedApiText(page);
    for (const number of firstOrders) assert.ok(!storedAfterLogout.includes(number), number);

    const { orders: secondOrders, balances: secondBalance } = await logInAndReadSaved(
      page,
      suite.portal.baseURL,
      'second@vets.example',
    );
    for (const number of firstOrders) assert.ok(!secondOrders.includes(number), number);
    assert.notEqual(secondBalance, firstBalance, 'the demo vets hold different balances');
    await page.close();

    const offline = await openFresh(
      context,
      suite.portal.baseURL,
      '/vet-profile?panel=ManageOrder',
      { offline: true },
    );
    assert.deepEqual(await pendingOrderNumbers(offline), secondOrders);
    await offline.getByRole('status').filter({ hasText: OFFLINE_TEXT }).waitFor();
    const shown = await offline.locator('body').innerText();
    for (const number of firstOrders) assert.ok(!shown.includes(number), number);
    await offline.getByRole('link', { name: 'Your wallet' }).click();
    assert.equal(await balancesText(offline), secondBalance);
    for (const number of firstOrders) {
      assert.ok(!(await storedApiText(offline)).includes(number), number);
    }
  }));
