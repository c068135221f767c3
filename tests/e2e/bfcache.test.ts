// Back and forward are instant: every screen may enter the back/forward cache (no unload handler,
// no no-store HTML, nothing that pins the page), so a vet who steps away and back loses nothing.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import {
  launchBrowser,
  logIn,
  newPhonePage,
  usePortalSuite,
  waitForSettledScreen,
} from './harness';
import { waitForServiceWorker } from './pwa-support';

const suite = usePortalSuite({ browser: false });
let browser: Browser;
before(async () => {
  browser = await launchBrowser({ backForwardCache: true });
});
after(() => browser.close());

declare global {
  interface Window {
    __restoredFromCache?: boolean;
  }
}

/**
 * Leaves the screen for another document of the portal and comes back: the screen must come back
 * from the back/forward cache (pageshow persisted), with Chromium giving no reason it could not.
 */
async function leaveAndComeBack(page: Page, where: string): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.enable');
  const blocked: string[] = [];
  cdp.on('Page.backForwardCacheNotUsed', (event) => {
    blocked.push(...event.notRestoredExplanations.map((reason) => reason.reason));
  });
  await waitForSettledScreen(page);
  // As a vet's phone has it after the first visit: the worker in control. (Its one-time claim of
  // a page sitting in the cache would keep that page out: "ServiceWorkerClaim".)
  await waitForServiceWorker(page);
  await page.waitForLoadState('networkidle');
  const url = page.url();
  await page.evaluate(() => {
    window.__restoredFromCache = false;
    window.addEventListener('pageshow', (event) => {
      window.__restoredFromCache = event.persisted;
    });
  });
  await page.goto('/manifest.webmanifest');
  // A page restored from the cache fires pageshow, not load.
  await page.goBack({ waitUntil: 'commit' });
  await page.waitForFunction(() => document.readyState === 'complete');
  assert.equal(page.url(), url);
  assert.deepEqual(blocked, [], `${where}: Chromium kept it out of the cache`);
  assert.equal(await page.evaluate(() => window.__restoredFromCache), true, `${where}: restored`);
  await cdp.detach();
}

void test('the public screens come back from the back/forward cache', async () => {
  const page = await newPhonePage(browser, suite.portal.baseURL);
  for (const path of ['/log-in', '/create-account']) {
    await page.goto(path);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await leaveAndComeBack(page, path);
  }
  await page.context().close();
});

void test('every portal panel comes back from the back/forward cache', async () => {
  const page = await newPhonePage(browser, suite.portal.baseURL);
  await logIn(page, 'verified@vets.example');
  await page.waitForURL('**/vet-profile**');
  for (const panel of ['YourWallet', 'ManageOrder', 'Account', 'ManageLivestocks', 'TeamMembers']) {
    await page.goto(`/vet-profile?panel=${panel}`);
    await page.getByRole('main').getByRole('heading').first().waitFor();
    await leaveAndComeBack(page, panel);
  }
  await page.context().close();
});
