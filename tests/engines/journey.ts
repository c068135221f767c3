// The field journey every engine must pass: log in, orders, ready offline, the portal from the
// device with the server unreachable, a report saved offline, then sent exactly once on return.
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { DEMO_PASSWORD, startReferenceServer, type ReferenceServer } from '../support/server';
import { startFieldProxy, type FieldProxy } from '../support/fieldProxy';
import { DIST_DIR, certificatePdf } from '../e2e/harness';
import { startCdnField } from './cdnField';
import { FieldPage, type EngineDriver } from './fieldPage';

export const VET = 'verified@vets.example';

interface ApiOrder {
  id: number;
  order_number: string;
  appointment_date: string | null;
  vet_completed: boolean;
}

/** The reference server serving the built app, behind a proxy that is the vet's signal. */
export interface Field {
  server: ReferenceServer;
  signal: FieldProxy;
  close: () => Promise<void>;
}

/** Where the portal comes from: the reference server itself, or a CDN-like host beside the API. */
export type FieldHost = 'reference' | 'cdn';

export async function startField(host: FieldHost = 'reference'): Promise<Field> {
  if (host === 'cdn') return startCdnField();
  const server = await startReferenceServer({ staticDir: DIST_DIR });
  const signal = await startFieldProxy({ target: server.baseURL });
  return {
    server,
    signal,
    close: async () => {
      await signal.close();
      await server.close();
    },
  };
}

/** Runs `body` in a fresh browser behind a fresh field on `host`; both closed after, whatever happens. */
async function inField<T>(
  launch: () => Promise<EngineDriver>,
  host: FieldHost,
  body: (page: FieldPage, field: Field) => Promise<T>,
): Promise<T> {
  const field = await startField(host);
  try {
    const page = new FieldPage(await launch(), field.signal.baseURL);
    try {
      return await body(page, field);
    } finally {
      await page.quit();
    }
  } finally {
    await field.close();
  }
}

export async function pendingOrders(server: ReferenceServer): Promise<ApiOrder[]> {
  const token = await server.tokenFor(VET);
  const response = await fetch(`${server.apiBaseUrl}dashboard/assigned-orders/`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const orders = (await response.json()) as ApiOrder[];
  return orders.filter((o) => !o.vet_completed && o.appointment_date);
}

const reportAddress = (orderId: number) =>
  `/vet-profile?panel=ManageOrder&order=${orderId}&step=report`;

/** Logs the vet in with the service worker in control and waits until the portal is kept offline. */
export async function logInReady(page: FieldPage): Promise<void> {
  await page.open('/log-in');
  await page.waitForServiceWorker();
  await page.fill('Username', VET);
  await page.fill('Password', DEMO_PASSWORD);
  await page.click('Log In');
  await page.waitForText('Ready to work offline', 60_000);
}

/**
 * The journey, on one order: `leaveAtOnce` first opens that order's report step online and leaves
 * it by a page load within a moment (what hung WebKit's later save), as a vet who taps the wrong
 * order and types another address does.
 */
export async function fieldJourney(
  launch: () => Promise<EngineDriver>,
  opts: { leaveAtOnce: boolean; certificate?: boolean; host?: FieldHost },
): Promise<void> {
  await inField(launch, opts.host ?? 'reference', async (page, field) => {
    const [order] = await pendingOrders(field.server);
    assert.ok(order, 'the demo vet has a pending order with an appointment');
    const before = await field.server.stats();

    await logInReady(page);
    await page.open('/vet-profile?panel=ManageOrder');
    await page.waitForText(order.order_number);
    await page.open('/vet-profile?panel=YourWallet');
    await page.waitForText('Current Balance');

    if (opts.leaveAtOnce) {
      await page.open(reportAddress(order.id));
      await page.waitForText('Update Report - Health Check Feedback');
      await page.open('/vet-profile?panel=ManageOrder');
      await page.waitForText(order.order_number);
    }

    // No signal: the portal opens from the device, the wallet and the orders from what was kept.
    await field.signal.cut();
    await page.open('/vet-profile?panel=YourWallet');
    await page.waitForText('Current Balance');
    await page.open(reportAddress(order.id));
    await page.waitForText('Update Report - Health Check Feedback');
    await page.click('Good');
    await page.fill('Description', `Checked in ${page.engine} without signal: all sound.`);
    if (opts.certificate !== false) {
      await page.click('Does the livestock have a health certificate?');
      await page.setFile('Health certificate', {
        name: 'certificate.pdf',
        type: 'application/pdf',
        bytes: certificatePdf(64 * 1024),
      });
    }
    await page.click('Confirm');
    await page.waitForText('Saved on this device', 15_000);
    await page.saveScreenshot(opts.leaveAtOnce ? 'saved-offline-after-leaving' : 'saved-offline');

    // The signal returns: the report is sent once, with its credit, and the vet is told.
    await sleep(500);
    await field.signal.restore();
    await page.open('/vet-profile?panel=ManageOrder&view=outbox');
    await page.waitForText('No reports are waiting. Everything you filed has been sent.', 60_000);
    const after = await field.server.stats();
    assert.equal(after.reports, before.reports + 1, `${page.engine}: one report stored`);
    assert.equal(after.credits, before.credits + 1, `${page.engine}: one credit`);
    assert.equal(
      field.signal.requests()[`POST /api/dashboard/send-inspection-report/${order.id}/`],
      1,
      `${page.engine}: one report request`,
    );
  });
}

/** Waits for Log In drawn by the app (not a notice, not the server's inert form), then logs in. */
async function logInOnceDrawn(page: FieldPage): Promise<void> {
  await page.waitFor(
    'Log In drawn by the app',
    "return !/could not be downloaded|did not finish downloading/.test(document.body.innerText) && !document.querySelector('fieldset:disabled') && !!document.querySelector('input');",
    30_000,
  );
  await page.fill('Username', VET);
  await page.fill('Password', DEMO_PASSWORD);
  await page.click('Log In');
}

/** A file of a first visit that breaks off mid-download, what the screen then says, and what the vet presses. */
export interface BrokenDownload {
  path: RegExp;
  notice: string;
  press: string;
}

/**
 * Log In's code: Retry, pressed at once, fails again in WebKit and Gecko (they keep a failed module
 * for the page's life), and Log In comes back by itself once the service worker has the portal,
 * with no reload while it installs (WebKit's install would never end).
 */
export const LOG_IN_CODE: BrokenDownload = {
  path: /^\/assets\/LogInPage-/,
  notice: 'It could not be downloaded. Try again.',
  press: 'Retry',
};

/** The libraries: Reload brings the portal (WebKit keeps the failed file over a plain reload). */
export const LIBRARIES: BrokenDownload = {
  path: /^\/assets\/vendor-/,
  notice: 'The portal did not finish downloading. Reload to try again.',
  press: 'Reload',
};

/** A first visit with `broken` answered 502 once: the notice, the vet's press at once, Log In, ready. */
export async function brokenDownloadJourney(
  launch: () => Promise<EngineDriver>,
  broken: BrokenDownload,
): Promise<void> {
  await inField(launch, 'reference', async (page, field) => {
    field.signal.failNext(broken.path);
    await page.open('/log-in');
    await page.waitForText(broken.notice, 30_000);
    await page.click(broken.press);
    await logInOnceDrawn(page);
    await page.waitForText('Ready to work offline', 60_000);
  });
}
