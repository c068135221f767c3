// Issue 31 in Chromium at 360 px: nothing typed is lost, and every message says what to do next.
import { accountMsg } from '@/features/account/messages';
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { msg } from '@/lib/text/messages';
import {
  apiAs,
  assertAccessible,
  fillAccountNumber,
  usePortalSuite,
  type PhonePageOptions,
} from './harness';

const VET = 'verified@vets.example';
const suite = usePortalSuite();
/** Page requests are seen by page.route only while no service worker answers them. */
const NO_SW: PhonePageOptions = { serviceWorkers: 'block' };
const SHOTS = process.env.SCREENSHOT_DIR;

interface ApiOrder {
  id: number;
  appointment_date: string | null;
  vet_completed: boolean;
}

/** Nothing scrolls sideways at 360 px. */
async function assertNoSideScroll(p: Page, where: string) {
  const width = await p.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= 360, `${where} is ${width}px wide`);
}

/** A screenshot for review when SCREENSHOT_DIR is set (never asserted on). */
async function shoot(p: Page, name: string) {
  if (SHOTS) await p.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

describe('issue 31 at 360 px', () => {
  test('Log In after the session ended says the unsent report waits and goes after sign-in', async () => {
    const p = await suite.signedInPage(VET, NO_SW);
    // The report cannot reach the server: it waits on this phone.
    await p.route('**/api/dashboard/send-inspection-report/**', (route) => route.abort());
    const orders = await apiAs<ApiOrder[]>(suite.portal, VET, 'dashboard/assigned-orders/');
    const order = orders.find((o) => !o.vet_completed)!;
    await p.goto(`/vet-profile?panel=ManageOrder&order=${order.id}&step=report`);
    await p.getByRole('radio', { name: 'Good' }).check();
    await p.getByRole('textbox', { name: 'Description' }).fill('Alert, eating well.');
    await p.getByRole('button', { name: 'Confirm' }).click();
    await p.getByRole('link', { name: '1 unsent report' }).waitFor();

    // Signed out on the server: every call is refused from now on, renewal too.
    await p.route('**/api/**', (route) =>
      route.fulfill({
        status: 401,
        contentType: 'application/json',
        body: '{"detail":"Token is invalid or expired"}',
      }),
    );
    await p.goto('/vet-profile?panel=YourWallet');
    await p.getByRole('heading', { name: 'Log In' }).waitFor();
    const note = p.getByText(msg.outbox.waitingOnLogIn(1));
    await note.waitFor();
    await assertNoSideScroll(p, 'log in with a waiting report');
    await assertAccessible(p, 'log in with a waiting report');
    await shoot(p, 'login-waiting-report');
    await p.context().close();
  });

  test('a saved bank form keeps no error of the failed try, and one toast shows', async () => {
    const p = await suite.signedInPage('nobank@vets.example');
    await p.goto('/vet-profile?panel=Account');
    await fillAccountNumber(p, '12ab');
    await p.getByRole('button', { name: 'Save bank details' }).click();
    const stale = p.getByText(accountMsg.accountNumberInvalid);
    await stale.first().waitFor();

    await fillAccountNumber(p, '62 1234 5678');
    await p.getByLabel('Bank Name').fill('FNB');
    await p.getByRole('button', { name: 'Save bank details' }).click();
    await p.getByText(accountMsg.bankUpdated).waitFor();
    await stale.first().waitFor({ state: 'detached' });
    assert.equal(await p.getByText(/Please provide Bank Name\./).count(), 0);
    assert.equal(await p.locator('.Toastify__toast').count(), 1, 'one toast on a phone');
    await assertNoSideScroll(p, 'account after saving');
    await assertAccessible(p, 'account after saving');
    await shoot(p, 'account-saved');
    await p.context().close();
  });

  test('a service worker that cannot register is said once, and the portal carries on', async () => {
    const p = await suite.phonePage();
    const errors: string[] = [];
    p.on('pageerror', (error) => errors.push(error.message));
    // The browser refuses the worker, as in private mode or with its script blocked.
    await p.addInitScript(() => {
      navigator.serviceWorker.register = () =>
        Promise.reject(new TypeError('Failed to register a ServiceWorker: blocked'));
    });
    await p.goto('/log-in');
    // The worker registers once the first screen is drawn: told while Log In is still on screen.
    await p.getByLabel('Username').fill(VET);
    await p.getByText(msg.offlineUnavailable).waitFor();
    await shoot(p, 'sw-unavailable');
    await p.getByLabel('Password').fill('Passw0rd!');
    await p.getByRole('button', { name: 'Log In' }).click();
    await p.waitForURL('**/vet-profile**');
    await p.getByText('Current Balance').waitFor(); // the portal works online
    assert.equal(await p.getByText(/Getting the portal ready/).count(), 0);
    assert.deepEqual(errors, []);
    await p.context().close();
  });

  test('step 2 of an open order keeps the seller one tap away and says where; offline, Maps offers what to copy', async () => {
    const p = await suite.signedInPage(VET);
    const orders = await apiAs<ApiOrder[]>(suite.portal, VET, 'dashboard/assigned-orders/');
    const order = orders.find((o) => !o.vet_completed && o.appointment_date)!;
    await p.goto(`/vet-profile?panel=ManageOrder&order=${order.id}`);
    await p.getByRole('heading', { name: 'Update Report - Health Check Feedback' }).waitFor();
    const seller = p.getByRole('region', { name: 'Seller' });
    await seller.getByRole('link', { name: /^Call / }).waitFor();
    await seller.getByRole('link', { name: /^WhatsApp / }).waitFor();
    // The meeting place is the appointment's, with its map link (the seller's card leaves it out).
    const where = p.getByRole('region', { name: 'Appointment' });
    assert.match(
      (await where.getByRole('link', { name: /^Open in Maps/ }).getAttribute('href'))!,
      /^https:\/\/www\.google\.com\/maps\//,
    );
    await assertNoSideScroll(p, 'step 2 with the seller');
    await assertAccessible(p, 'step 2 with the seller');
    await shoot(p, 'step2-seller');

    await p.context().setOffline(true);
    await where.getByRole('button', { name: /^Open in Maps/ }).click();
    await where.getByText(/You are offline, so the map site cannot load/).waitFor();
    await where.getByRole('button', { name: 'Copy address' }).waitFor();
    const links = where.locator('a[href*="google.com/maps"]');
    assert.equal(await links.count(), 0, 'no map site offline');
    const geo = where.getByRole('link', { name: /^Open in the maps app/ });
    assert.match((await geo.getAttribute('href'))!, /^geo:/);
    await assertNoSideScroll(p, 'offline map options');
    await assertAccessible(p, 'offline map options');
    await shoot(p, 'step2-offline-map');
    await p.context().setOffline(false);
    await p.context().close();
  });
});
