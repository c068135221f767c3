// Background Sync in Chromium: a report filed offline is sent by the service worker with every page
// of the app closed, when the sync fires (CDP ServiceWorker.dispatchSyncEvent): once on the server,
// one credit. docs/offline-and-outbox.md scenarios on the worker path: 11 (offline: "Waiting for
// signal", no attempt), 19 (the worker's multipart upload arrives intact), 17 (the worker sends
// with the mirrored token of its vet).
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { test } from 'node:test';
import type { BrowserContext, CDPSession } from 'playwright-core';
import {
  apiAs,
  usePortalSuite,
  withPersistentContext,
  certificatePdf,
  fillReport,
} from './harness';
import { logInControlled, waitUntil } from './pwa-support';

const VET = 'verified@vets.example';
const SYNC_TAG = 'vet-portal-outbox';
const suite = usePortalSuite({ browser: false });
const api = <T>(path: string) => apiAs<T>(suite.portal, VET, path);

interface ApiOrder {
  id: number;
  order_number: string;
  appointment_date: string | null;
  vet_completed: boolean;
  certificate_of_safety: string | null;
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** A CDP session on a blank page (not the app) that knows the app's service-worker registration. */
async function serviceWorkerControl(context: BrowserContext, origin: string) {
  const blank = await context.newPage();
  const cdp: CDPSession = await context.newCDPSession(blank);
  const registrations = new Map<string, string>();
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) => {
    for (const registration of updated) {
      if (!registration.isDeleted)
        registrations.set(registration.scopeURL, registration.registrationId);
    }
  });
  await cdp.send('ServiceWorker.enable');
  await waitUntil(
    () => Promise.resolve(registrations.has(`${origin}/`)),
    'the registration is known',
  );
  return {
    fireSync: () =>
      cdp.send('ServiceWorker.dispatchSyncEvent', {
        origin,
        registrationId: registrations.get(`${origin}/`)!,
        tag: SYNC_TAG,
        lastChance: false,
      }),
  };
}

test('a report filed offline is sent by the service worker with the app closed, once', async () => {
  const orders = await api<ApiOrder[]>('dashboard/assigned-orders/');
  const order = orders.find((o) => !o.vet_completed && o.appointment_date)!;
  const path = `/api/dashboard/send-inspection-report/${order.id}/`;
  const before = await suite.portal.stats();
  const origin = new URL(suite.portal.baseURL).origin;

  await withPersistentContext(async (context) => {
    const page = await context.newPage();
    await logInControlled(page, suite.portal.baseURL, VET);
    await page.goto(`${suite.portal.baseURL}/vet-profile?panel=ManageOrder`);
    await page
      .getByRole('table', { name: 'Pending orders' })
      .getByRole('link', { name: `View order ${order.order_number}` })
      .click();
    await page.getByRole('heading', { name: 'Update Report - Health Check Feedback' }).waitFor();
    const worker = await serviceWorkerControl(context, origin);

    // No signal: the report is confirmed; the device knows it is offline, so nothing is tried.
    await context.setOffline(true);
    const pdf = certificatePdf(300 * 1024);
    await fillReport(page, {
      description: 'Forty Nguni cows, all sound.',
      fileName: 'nguni-certificate.pdf',
      pdf,
    });
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Saved on this device', { exact: true }).waitFor();
    await page.getByText('Waiting for signal', { exact: true }).waitFor();
    assert.equal(await page.getByText('Sending...').count(), 0);

    // Every page of the app is closed; then signal returns and the browser fires the sync.
    await page.close();
    assert.equal((await suite.portal.stats()).requests[path] ?? 0, 0);
    await context.setOffline(false);
    await worker.fireSync();
    await waitUntil(
      async () => (await suite.portal.stats()).reports === before.reports + 1,
      'the service worker has sent the report',
    );

    // Once: one report, one wallet credit, one request that reached the server.
    const after = await suite.portal.stats();
    assert.equal(after.credits, before.credits + 1);
    assert.equal(after.requests[path], 1);
    const history = await api<{ reference: string; transaction_type: string }[]>(
      'wallet/transaction-history/',
    );
    assert.equal(
      history.filter(
        (t) => t.reference === `INS-${order.order_number}` && t.transaction_type === 'credit',
      ).length,
      1,
    );
    const completed = (await api<ApiOrder[]>('dashboard/get-completed-orders/')).find(
      (o) => o.id === order.id,
    )!;
    assert.ok(completed.certificate_of_safety);
    const stored = new Uint8Array(
      await (
        await fetch(`${suite.portal.baseURL}${completed.certificate_of_safety}`)
      ).arrayBuffer(),
    );
    assert.equal(sha256(stored), sha256(pdf));

    // The app opened again finds the outbox empty.
    const reopened = await context.newPage();
    await reopened.goto(`${suite.portal.baseURL}/vet-profile?panel=ManageOrder&view=outbox`);
    await reopened
      .getByText('No reports are waiting. Everything you filed has been sent.')
      .waitFor();
  });
});
