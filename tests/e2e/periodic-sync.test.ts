// Periodic Background Sync in Chromium (installed: its permission granted through CDP): the worker refreshes the
// vet's saved lists with every page of the app closed (CDP ServiceWorker.dispatchPeriodicSyncEvent), and with the
// vet's permission, asked from the order list, tells each newly assigned order once.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { addOrders } from '../../scripts/bench-common';
import { usePortalSuite, withPersistentContext } from './harness';
import { logInControlled, openFresh, waitUntil } from './pwa-support';

const VET = 'verified@vets.example';
const TAG = 'vet-portal-refresh-lists';
const suite = usePortalSuite({ browser: false });
const SHOTS = process.env.SCREENSHOT_DIR ?? '/tmp';

/** A CDP session on a blank page (not the app) that knows the app's service-worker registration. */
async function workerControl(context: BrowserContext, origin: string) {
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
    /** Grants one permission, leaving the others as they are (an installed portal's, the vet's yes). */
    grant: (name: 'periodic-background-sync' | 'notifications') =>
      cdp.send('Browser.setPermission', { origin, permission: { name }, setting: 'granted' }),
    firePeriodicSync: () =>
      cdp.send('ServiceWorker.dispatchPeriodicSyncEvent', {
        origin,
        registrationId: registrations.get(`${origin}/`)!,
        tag: TAG,
      }),
  };
}

/** What the tests read of the worker's global scope (the test's types have no worker's). */
interface WorkerScope {
  registration: {
    getNotifications(): Promise<{ title: string; body: string; close(): void }[]>;
  };
}

/** The notifications the worker shows now, as "title | body", read in the worker itself. */
async function shownNotifications(context: BrowserContext): Promise<string[]> {
  const [worker] = context.serviceWorkers();
  if (!worker) return [];
  return worker.evaluate(async () => {
    const scope = self as unknown as WorkerScope;
    return (await scope.registration.getNotifications()).map((n) => `${n.title} | ${n.body}`);
  });
}

async function closeNotifications(context: BrowserContext): Promise<void> {
  const [worker] = context.serviceWorkers();
  await worker?.evaluate(async () => {
    const scope = self as unknown as WorkerScope;
    for (const notification of await scope.registration.getNotifications()) notification.close();
  });
}

/** The order numbers in the Pending orders table (the demo's ORD-… and the test's BENCH-…). */
async function pendingOrderNumbers(page: Page): Promise<string[]> {
  const table = page.getByRole('table', { name: 'Pending orders' });
  await table.getByRole('row').nth(1).waitFor();
  const numbers = (await table.locator('.order-number').allInnerTexts()).map((text) => text.trim());
  return [...new Set(numbers)].sort();
}

const periodicTags = (page: Page) =>
  page.evaluate(async () => {
    const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & {
      periodicSync: { getTags(): Promise<string[]> };
    };
    return registration.periodicSync.getTags();
  });

test('a periodic sync refreshes the saved lists with the app closed and tells a new order once', async () => {
  const origin = new URL(suite.portal.baseURL).origin;
  await withPersistentContext(
    async (context) => {
      const page = await context.newPage();
      await logInControlled(page, suite.portal.baseURL, VET);
      const worker = await workerControl(context, origin);
      // Installed: Chromium grants the periodic sync (not notifications: the vet is asked for those).
      await worker.grant('periodic-background-sync');
      await page.goto(`${suite.portal.baseURL}/vet-profile?panel=ManageOrder`);
      const before = await pendingOrderNumbers(page);
      await waitUntil(
        async () => (await periodicTags(page)).includes(TAG),
        'the portal asked for the periodic refresh',
      );
      // Nothing was asked at start-up: the offer sits under the lists and says why.
      assert.equal(await page.evaluate(() => Notification.permission), 'default');
      const offer = page.getByRole('region', { name: 'New orders while the portal is closed' });
      await offer.waitFor();
      assert.match(await offer.innerText(), /fresh as your last signal/);
      await offer.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/order-alerts-offer-360.png` });
      // The vet taps "Notify me" and the browser's prompt is answered yes.
      await worker.grant('notifications');
      await offer.getByRole('button', { name: 'Notify me' }).click();
      await page
        .getByText('You will get a notification when a new order is assigned to you.')
        .waitFor();

      // Every page of the app closed; an order is assigned meanwhile; the browser fires the sync.
      await page.close();
      const [firstNew] = addOrders(suite.portal, { count: 1, prefix: 'PSYNC1' });
      const firstNumber = 'BENCH-PSYNC1-00001';
      assert.ok(firstNew);
      await worker.firePeriodicSync();
      await waitUntil(
        async () => (await shownNotifications(context)).length > 0,
        'the worker told of the new order',
      );
      const told = await shownNotifications(context);
      assert.equal(told.length, 1);
      assert.match(told[0]!, /^New order assigned \| BENCH-PSYNC1-00001/);
      await closeNotifications(context);

      // A second order, a second sync: only the new one is told; the first is not told again.
      addOrders(suite.portal, { count: 1, prefix: 'PSYNC2' });
      await worker.firePeriodicSync();
      await waitUntil(
        async () => (await shownNotifications(context)).length > 0,
        'the worker told of the second order',
      );
      const second = await shownNotifications(context);
      assert.equal(second.length, 1);
      assert.match(second[0]!, /^New order assigned \| BENCH-PSYNC2-00001/);
      assert.doesNotMatch(second[0]!, new RegExp(firstNumber));

      // No page read the lists since: opened offline, the portal shows what the worker saved.
      const offline = await openFresh(
        context,
        suite.portal.baseURL,
        '/vet-profile?panel=ManageOrder',
        {
          offline: true,
        },
      );
      const after = await pendingOrderNumbers(offline);
      assert.deepEqual(after, [...before, firstNumber, 'BENCH-PSYNC2-00001'].sort());
    },
    { viewport: { width: 360, height: 740 } },
  );
});
