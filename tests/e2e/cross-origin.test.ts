// The portal as it runs in production: built for an API on another host, served by nginx with the
// repo's own config, against an API in Django REST Framework's shapes and against the reference
// server on another origin. The field journey online, then a fresh phone offline, exactly once.
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { buildForApi } from '../support/crossOriginBuild';
import { PORTS } from '../support/ports';
import { startDrfApi, type DrfApi } from '../support/drfApi';
import { startReferenceServer, type ReferenceServer } from '../support/server';
import { startStaticHost, type StaticHost } from '../support/staticHost';
import { certificatePdf, DEMO_PASSWORD, fillReport, withPersistentContext } from './harness';
import {
  balancesText,
  giveSignalBack,
  openFresh,
  pendingOrderNumbers,
  waitForServiceWorker,
} from './pwa-support';

/** Fixed ports: the build names the API's address, and the API allows the portal's origin. */
const STATIC_PORT = PORTS.crossOrigin.portal;
const API_PORT = PORTS.crossOrigin.api;
const PORTAL = `http://127.0.0.1:${STATIC_PORT}`;
const API_BASE = `http://127.0.0.1:${API_PORT}/api/`;
const BUILD_DIR = 'dist-cross-origin';
const VET = 'verified@vets.example';
const NEXT_YEAR = new Date().getFullYear() + 1;

interface ApiOrder {
  id: number;
  order_number: string;
  appointment_date: string | null;
  vet_completed: boolean;
}

let host: StaticHost | undefined;

before(() => {
  // The app as a deployer builds it for the marketplace's API on another host.
  buildForApi(BUILD_DIR, API_BASE);
});
before(async () => {
  host = await startStaticHost({ distDir: BUILD_DIR, port: STATIC_PORT });
});
after(async () => {
  await host?.close();
  rmSync(BUILD_DIR, { recursive: true, force: true });
});

/** The API the portal talks to, on API_PORT: DRF's shapes in front of the reference server, or it alone. */
async function startApi(
  shape: 'django' | 'reference',
): Promise<{ upstream: ReferenceServer; drf: DrfApi | null; close: () => Promise<void> }> {
  const upstream = await startReferenceServer({
    build: { corsOrigins: [PORTAL] },
    ...(shape === 'reference' ? { port: API_PORT } : {}),
  });
  const drf =
    shape === 'django'
      ? await startDrfApi({ upstream, port: API_PORT, allowedOrigin: PORTAL })
      : null;
  return {
    upstream,
    drf,
    close: async () => {
      await drf?.close();
      await upstream.close();
    },
  };
}

async function orders(upstream: ReferenceServer): Promise<ApiOrder[]> {
  const token = await upstream.tokenFor(VET);
  const response = await fetch(`${upstream.apiBaseUrl}dashboard/assigned-orders/`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return (await response.json()) as ApiOrder[];
}

async function logIn(page: Page, password = DEMO_PASSWORD): Promise<void> {
  await page.goto(`${PORTAL}/log-in`);
  await page.getByLabel('Username').fill(VET);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

async function openOrder(page: Page, order: ApiOrder): Promise<void> {
  await page.goto(`${PORTAL}/vet-profile?panel=ManageOrder`);
  await page
    .getByRole('table', { name: 'Pending orders' })
    .getByRole('link', { name: `View order ${order.order_number}` })
    .click();
  await page.getByRole('heading', { name: `Order ${order.order_number}` }).waitFor();
}

/**
 * Online: a wrong and a right password, the Account saves, a withdrawal, an appointment, a report
 * (whose answer Django's API loses: the outbox finds it on the server instead of sending it twice).
 */
async function onlineJourney(
  context: BrowserContext,
  upstream: ReferenceServer,
  drf: DrfApi | null,
): Promise<void> {
  const page = await context.newPage();
  await logIn(page, 'not-the-password');
  await page.getByText('Invalid username or password.').waitFor();
  await logIn(page);
  await page.waitForURL('**/vet-profile**');
  await waitForServiceWorker(page);

  await page.goto(`${PORTAL}/vet-profile?panel=Account`);
  await page.getByLabel('First Name').fill('Thandi');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await page.getByText('Profile updated successfully.').waitFor();
  // The account number arrives as a JSON number from Django: shown, and saved back.
  await page.getByRole('button', { name: 'Save bank details' }).click();
  await page.getByText('Bank details updated successfully.').waitFor();

  await page.goto(`${PORTAL}/vet-profile?panel=YourWallet`);
  await page.getByRole('button', { name: 'Withdraw' }).click();
  const dialog = page.getByRole('dialog', { name: 'Withdraw Amount' });
  await dialog.getByPlaceholder('Enter amount to withdraw').fill('10');
  await dialog.getByRole('button', { name: 'Withdraw' }).click();
  await page.getByText('Disbursement will be made within 24 - 48 business hours.').waitFor();

  const fresh = (await orders(upstream)).find((o) => !o.vet_completed && !o.appointment_date)!;
  const before = await upstream.stats();
  await openOrder(page, fresh);
  await page.getByLabel('Appointment date').fill(`${NEXT_YEAR}-12-14`);
  await page.getByLabel('Appointment time').fill('09:15');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.getByText('Appointment set successfully!').waitFor();
  // Read back from the API (ISO date and HH:MM:SS from Django): the wizard goes on to the report.
  await page.getByRole('heading', { name: 'Update Report - Health Check Feedback' }).waitFor();
  await page.reload();
  await page.getByRole('heading', { name: 'Update Report - Health Check Feedback' }).waitFor();
  await fillReport(page, {
    description: 'Online report, cross-origin.',
    fileName: 'online.pdf',
    pdf: certificatePdf(200 * 1024),
  });
  // Django's API keeps no Idempotency-Key: it stores the report and its answer is lost on the way.
  drf?.loseNextReportAnswer();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.getByText('Inspection report sent successfully!').first().waitFor({ timeout: 30_000 });
  const after = await upstream.stats();
  assert.equal(after.reports, before.reports + 1, 'one report online');
  assert.equal(after.credits, before.credits + 1, 'one credit online');
  await page.close();

  // Opened again with the worker in control: each read reaches the API once, not twice.
  const reads = async () => {
    const { requests } = await upstream.stats();
    const count = (path: string) => requests[`/api/${path}`] ?? 0;
    return {
      profile: count('profile') + count('profile/'),
      orders: count('dashboard/assigned-orders/'),
    };
  };
  const readsBefore = await reads();
  const again = await context.newPage();
  await again.goto(`${PORTAL}/vet-profile?panel=ManageOrder`);
  await pendingOrderNumbers(again);
  await again.waitForLoadState('networkidle');
  const readsAfter = await reads();
  assert.equal(readsAfter.profile - readsBefore.profile, 1, 'the profile, read once');
  assert.equal(readsAfter.orders - readsBefore.orders, 1, 'the pending orders, read once');
  await again.close();
}

/** A fresh phone: first visit until ready, then no signal, a report, and signal back. */
async function offlineJourney(context: BrowserContext, upstream: ReferenceServer): Promise<void> {
  const page = await context.newPage();
  await logIn(page);
  await page.waitForURL('**/vet-profile**');
  await page.getByRole('alert').filter({ hasText: 'Ready to work offline' }).waitFor({
    timeout: 60_000,
  });
  await page.goto(`${PORTAL}/vet-profile?panel=ManageOrder`);
  const online = await pendingOrderNumbers(page);
  await page.goto(`${PORTAL}/vet-profile?panel=YourWallet`);
  const balances = await balancesText(page);
  await page.close();

  const offline = await openFresh(context, PORTAL, '/vet-profile?panel=ManageOrder', {
    offline: true,
  });
  assert.deepEqual(await pendingOrderNumbers(offline), online);
  await offline.goto(`${PORTAL}/vet-profile?panel=YourWallet`); // from the device
  assert.equal(await balancesText(offline), balances);

  const order = (await orders(upstream)).find((o) => !o.vet_completed && o.appointment_date)!;
  const before = await upstream.stats();
  await offline.goto(`${PORTAL}/vet-profile?panel=ManageOrder`);
  await offline
    .getByRole('table', { name: 'Pending orders' })
    .getByRole('link', { name: `View order ${order.order_number}` })
    .click();
  await offline.getByRole('heading', { name: 'Update Report - Health Check Feedback' }).waitFor();
  await fillReport(offline, {
    description: 'Filed with no signal.',
    fileName: 'offline.pdf',
    pdf: certificatePdf(300 * 1024),
  });
  await offline.getByRole('button', { name: 'Confirm' }).click();
  await offline.getByText('Saved on this device', { exact: true }).waitFor();
  assert.equal((await upstream.stats()).reports, before.reports);

  // Signal back: the page hears `online` and the outbox sends the report, once.
  await giveSignalBack(offline);
  await offline
    .getByText('Inspection report sent successfully!')
    .first()
    .waitFor({ timeout: 60_000 });
  const after = await upstream.stats();
  assert.equal(after.reports, before.reports + 1, 'exactly one report');
  assert.equal(after.credits, before.credits + 1, 'exactly one credit');
}

for (const shape of ['django', 'reference'] as const) {
  describe(`the portal on its own host, the API on another (${shape})`, () => {
    test('log in, account, withdraw, appointment and a report; then a fresh phone offline', async () => {
      const api = await startApi(shape);
      try {
        await withPersistentContext((context) => onlineJourney(context, api.upstream, api.drf), {
          viewport: { width: 360, height: 740 },
        });
        await withPersistentContext((context) => offlineJourney(context, api.upstream), {
          viewport: { width: 360, height: 740 },
        });
      } finally {
        await api.close();
      }
    });
  });
}
