// The portal on its own host (nginx, the repo's config) against the REAL Django REST Framework +
// SimpleJWT + django-cors-headers backend (tests/django/) with every switch on: DRF's pages of 10,
// access tokens that expire within the test, rotated and blacklisted refresh tokens, and CORS for
// the portal's origin alone (its default headers: no Idempotency-Key).
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { buildForApi } from '../support/crossOriginBuild';
import { PORTS } from '../support/ports';
import { DJANGO_PASSWORD, startDjango, type DjangoApi, type DjangoStats } from '../support/django';
import { startStaticHost, type StaticHost } from '../support/staticHost';
import { certificatePdf, fillReport, withPersistentContext } from './harness';
import {
  giveSignalBack,
  openFresh,
  pendingOrderNumbers,
  waitForServiceWorker,
  waitUntil,
} from './pwa-support';

/** Fixed ports: the build names the API's address, and Django allows the portal's origin alone. */
const STATIC_PORT = PORTS.django.portal;
const API_PORT = PORTS.django.api;
const PORTAL = `http://127.0.0.1:${STATIC_PORT}`;
const BUILD_DIR = 'dist-django';
const VET = 'verified@vets.example';
/** SimpleJWT's access token life: long enough to log in and load a page, short enough to expire. */
const ACCESS_SECONDS = 20;
const PAGE_SIZE = 10;
const PENDING = 13;
const COMPLETED = 12;
const TRANSACTIONS = 25;
const REFRESH = 'POST /api/token/refresh/';
const PHONE = { viewport: { width: 360, height: 740 } };
/** What a vet must never see while the session can still be renewed. */
const SIGN_IN_PROMPT = /Sign in to send|Your session has ended|Sign in again/;

interface DjangoOrder {
  id: number;
  order_number: string;
  appointment_date: string | null;
}

interface DrfPage<T> {
  count: number;
  next: string | null;
  results: T[];
}

let django: DjangoApi | undefined;
let host: StaticHost | undefined;

const api = (): DjangoApi => {
  if (!django) throw new Error('Django starts in before()');
  return django;
};

before(async () => {
  django = await startDjango({
    port: API_PORT,
    pageSize: PAGE_SIZE,
    accessSeconds: ACCESS_SECONDS,
    rotate: true,
    corsOrigins: [PORTAL],
  });
  // The app as a deployer builds it for the marketplace's API on another host.
  buildForApi(BUILD_DIR, django.apiBaseUrl);
  host = await startStaticHost({ distDir: BUILD_DIR, port: STATIC_PORT });
});
after(async () => {
  await host?.close();
  await django?.close();
  rmSync(BUILD_DIR, { recursive: true, force: true });
});

/** Every page of a Django list, read with a token of its own (following DRF's `next`). */
async function everyPage<T>(path: string): Promise<T[]> {
  const token = await api().tokenFor(VET);
  const rows: T[] = [];
  for (let url: string | null = `${api().apiBaseUrl}${path}`; url;) {
    const response = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
    const page = (await response.json()) as DrfPage<T>;
    rows.push(...page.results);
    url = page.next;
  }
  return rows;
}

/** How many times Django's refresh endpoint was asked, and refused, between two readings. */
function refreshesBetween(before: DjangoStats, after: DjangoStats) {
  return {
    requests: (after.requests[REFRESH] ?? 0) - (before.requests[REFRESH] ?? 0),
    refreshes: after.refreshes - before.refreshes,
    refused: after.refused_refreshes - before.refused_refreshes,
  };
}

/** Logs the vet in on a page of `context` and waits for the portal, with the worker in control. */
async function logIn(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${PORTAL}/log-in`);
  await waitForServiceWorker(page);
  await page.getByLabel('Username').fill(VET);
  await page.getByLabel('Password').fill(DJANGO_PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL('**/vet-profile**');
  return page;
}

async function waitForOfflineReady(page: Page): Promise<void> {
  await page
    .getByRole('alert')
    .filter({ hasText: 'Ready to work offline' })
    .waitFor({ timeout: 120_000 });
}

/** The list's count line ("Showing 1–13 of 13 orders") once it names `total`. */
async function countLine(page: Page, scope: string, total: number, noun: string) {
  const line = page.locator(`${scope} .pager-count`).filter({ hasText: `of ${total} ${noun}` });
  await line.waitFor({ timeout: 30_000 });
  return line.innerText();
}

/** What the vet sees of the three lists: pending, completed and the wallet's history. */
async function readLists(page: Page) {
  await page.goto(`${PORTAL}/vet-profile?panel=ManageOrder`);
  const pending = await pendingOrderNumbers(page);
  const pendingLine = await countLine(page, '.orders', PENDING, 'orders');
  await page.getByRole('tab', { name: 'Completed' }).click();
  const completedTable = page.getByRole('table', { name: 'Completed orders' });
  await completedTable
    .getByRole('link', { name: /^Update order report / })
    .first()
    .waitFor();
  const completedLine = await countLine(page, '.orders', COMPLETED, 'orders');
  const completed = await completedTable
    .getByRole('link', { name: /^Update order report / })
    .count();
  await page.goto(`${PORTAL}/vet-profile?panel=YourWallet`);
  const historyLine = await countLine(page, '.tx-history', TRANSACTIONS, 'transactions');
  // Every row across the history's pager (one page of 25 on screen: the portal pages by 25).
  let transactions = 0;
  for (;;) {
    await page.locator('.tx-table time').first().waitFor();
    transactions += await page.locator('.tx-table time').count();
    const next = page
      .getByRole('navigation', { name: 'Transaction pages' })
      .getByRole('button', { name: 'Next' });
    if ((await next.count()) === 0 || (await next.isDisabled())) break;
    await next.click();
  }
  return { pending, pendingLine, completed, completedLine, historyLine, transactions };
}

/** The stored access token's expiry (epoch ms) in `page`. */
function accessExpiry(page: Page): Promise<number> {
  return page.evaluate(() => {
    const token = localStorage.getItem('authToken') ?? '';
    const payload = token.split('.')[1] ?? '';
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const exp: unknown = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp * 1000 : 0;
  });
}

/** Waits (a wait, not an assertion) until the access token `page` holds has expired. */
async function waitPastAccessLife(page: Page): Promise<void> {
  const expiresAt = await accessExpiry(page);
  assert.ok(expiresAt > 0, 'the stored access token names its expiry');
  await waitUntil(
    () => Promise.resolve(Date.now() > expiresAt + 2_000),
    'the access token has expired',
    (ACCESS_SECONDS + 30) * 1000,
  );
}

/**
 * Records in Node every text matching SIGN_IN_PROMPT that any page of `context` ever puts in its
 * document, from the first script on (a MutationObserver; the record survives navigations).
 */
async function recordSignInPrompts(context: BrowserContext): Promise<string[]> {
  const seen: string[] = [];
  await context.exposeBinding('__vetPortalSignInSeen', (_source, text: string) => {
    seen.push(text);
  });
  await context.addInitScript((pattern: string) => {
    const prompt = new RegExp(pattern);
    const report = (window as unknown as { __vetPortalSignInSeen: (text: string) => Promise<void> })
      .__vetPortalSignInSeen;
    const look = (node: Node) => {
      const text = node.textContent ?? '';
      const match = prompt.exec(text);
      if (match) void report(`${match[0]} (in: ${text.slice(0, 200)})`);
    };
    new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        if (mutation.type === 'characterData') look(mutation.target);
        else mutation.addedNodes.forEach(look);
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  }, SIGN_IN_PROMPT.source);
  return seen;
}

/** The portal still shows (not the Log In screen, no session-ended notice). */
async function assertSignedIn(page: Page, where: string): Promise<void> {
  assert.match(page.url(), /\/vet-profile/, `${where}: still in the portal`);
  await page.getByRole('button', { name: 'Show menu' }).waitFor();
  assert.equal(
    await page.getByRole('button', { name: 'Log In' }).count(),
    0,
    `${where}: no Log In`,
  );
  assert.equal(
    await page.getByText(/Your session has ended/).count(),
    0,
    `${where}: no session-ended notice`,
  );
}

describe('the portal on its own host against the real Django (pages, short tokens, rotation)', () => {
  test('every page of every list, online and then offline on a new page', async () => {
    await withPersistentContext(async (context) => {
      const before = await api().stats();
      const page = await logIn(context);
      // Said once on this device, when every page of every list is kept.
      await waitForOfflineReady(page);
      const online = await readLists(page);
      assert.equal(online.pending.length, PENDING, `pending orders: ${online.pending.join(' ')}`);
      assert.equal(online.pendingLine, `Showing 1–${PENDING} of ${PENDING} orders`);
      assert.equal(online.completed, COMPLETED);
      assert.equal(online.completedLine, `Showing 1–${COMPLETED} of ${COMPLETED} orders`);
      assert.match(online.historyLine, new RegExp(`of ${TRANSACTIONS} transactions$`));
      assert.equal(online.transactions, TRANSACTIONS);
      const { pages } = await api().stats();
      for (const path of [
        'dashboard/assigned-orders/',
        'dashboard/get-completed-orders/',
        'wallet/transaction-history/',
      ]) {
        const key = `GET /api/${path}?page=2`;
        assert.ok((pages[key] ?? 0) - (before.pages[key] ?? 0) >= 1, `Django saw ${key}`);
      }
      assert.ok(
        (pages['GET /api/wallet/transaction-history/?page=3'] ?? 0) >= 1,
        'the history read to its third page',
      );

      await page.close();
      const offline = await openFresh(context, PORTAL, '/vet-profile?panel=ManageOrder', {
        offline: true,
      });
      const kept = await readLists(offline);
      assert.deepEqual(kept.pending, online.pending, 'the same 13 pending orders offline');
      assert.equal(kept.pendingLine, online.pendingLine);
      assert.equal(kept.completed, COMPLETED);
      assert.equal(kept.completedLine, online.completedLine);
      assert.equal(kept.historyLine, online.historyLine);
      assert.equal(kept.transactions, TRANSACTIONS);
    }, PHONE);
  });

  test('a report filed offline past the access token’s life reaches Django once, with no sign-in prompt', async () => {
    const order = (await everyPage<DjangoOrder>('dashboard/assigned-orders/'))[0];
    assert.ok(order, 'a pending order');
    // The appointment is set on the server: the wizard opens the order at its report.
    const token = await api().tokenFor(VET);
    const set = await fetch(`${api().apiBaseUrl}dashboard/set-appointment/${order.id}/`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        appointment_date: `${new Date().getFullYear() + 1}-03-14`,
        appointment_time: '09:15',
        appointment_location: 'Main gate',
      }),
    });
    assert.equal(set.status, 200, 'the appointment is set');

    await withPersistentContext(async (context) => {
      const prompts = await recordSignInPrompts(context);
      const page = await logIn(context);
      await waitForOfflineReady(page);
      await page.close();

      const offline = await openFresh(context, PORTAL, '/vet-profile?panel=ManageOrder', {
        offline: true,
      });
      await pendingOrderNumbers(offline);
      await waitPastAccessLife(offline);
      const before = await api().stats();

      await offline
        .getByRole('table', { name: 'Pending orders' })
        .getByRole('link', { name: `View order ${order.order_number}` })
        .click();
      await offline
        .getByRole('heading', { name: 'Update Report - Health Check Feedback' })
        .waitFor();
      await fillReport(offline, {
        description: 'Filed in a dead spot after the token expired.',
        fileName: 'expired.pdf',
        pdf: certificatePdf(120 * 1024),
      });
      await offline.getByRole('button', { name: 'Confirm' }).click();
      await offline.getByText('Saved on this device', { exact: true }).waitFor();
      assert.equal((await api().stats()).report_posts, before.report_posts, 'nothing sent offline');

      await giveSignalBack(offline);
      await offline
        .getByText('Inspection report sent successfully!')
        .first()
        .waitFor({ timeout: 60_000 });
      const after = await api().stats();
      assert.equal(
        after.reports_per_order[String(order.id)],
        1,
        'exactly one report for the order',
      );
      const renewal = refreshesBetween(before, after);
      assert.ok(renewal.refreshes >= 1, 'the token was renewed');
      assert.equal(renewal.refused, 0, 'no refresh token was refused');
      assert.deepEqual(prompts, [], 'no sign-in prompt, not even for a moment');
      await assertSignedIn(offline, 'after the report was sent');
    }, PHONE);
  });

  test('two tabs renewing at once both stay signed in, with one refresh between them', async () => {
    await withPersistentContext(async (context) => {
      const first = await logIn(context);
      const second = await context.newPage();
      await second.goto(`${PORTAL}/vet-profile?panel=ManageOrder`);
      await pendingOrderNumbers(second);
      await first.goto(`${PORTAL}/vet-profile?panel=ManageOrder`);
      await pendingOrderNumbers(first);

      // Both tabs idle with no signal (no quiet renewal ahead of expiry) until the token expired.
      await context.setOffline(true);
      await waitUntil(
        async () =>
          !(await first.evaluate(() => navigator.onLine)) &&
          !(await second.evaluate(() => navigator.onLine)),
        'both tabs know they are offline',
      );
      await waitPastAccessLife(first);
      const before = await api().stats();

      // Signal back, and both tabs read at the same moment.
      await context.setOffline(false);
      await Promise.all(
        [first, second].map((page) => page.getByRole('tab', { name: 'Completed' }).click()),
      );
      for (const page of [first, second]) {
        await page
          .getByRole('table', { name: 'Completed orders' })
          .getByRole('link', { name: /^Update order report / })
          .first()
          .waitFor();
      }
      const after = await api().stats();
      await assertSignedIn(first, 'the first tab');
      await assertSignedIn(second, 'the second tab');
      const renewal = refreshesBetween(before, after);
      assert.equal(renewal.refused, 0, 'no refresh token refused');
      assert.equal(renewal.requests, 1, 'one refresh request between the two tabs (the lock)');
    }, PHONE);
  });
});
