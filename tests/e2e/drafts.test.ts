// Nothing typed is lost (issue 11 §4) in Chromium: a report typed with a certificate survives a crashed
// page as a draft and is sent once after Confirm; the token is renewed quietly, and a session that ends
// over a half-typed report asks to "Sign in to continue" over it; a vet signing in on a shared phone
// removes the previous vet's saved API copies while that vet's draft and unsent report stay on the device.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import {
  apiAs,
  assertAccessible,
  DEMO_PASSWORD,
  logIn,
  usePortalSuite,
  certificatePdf,
  fillReport,
  CONTEXT_OPTIONS,
} from './harness';
import { logInControlled } from './pwa-support';

const VET = 'verified@vets.example';
const OTHER_VET = 'second@vets.example';
const suite = usePortalSuite();

interface ApiOrder {
  id: number;
  order_number: string;
  appointment_date: string | null;
  vet_completed: boolean;
  certificate_of_safety: string | null;
}

/**
 * `count` pending orders of `username` whose report step opens at once: orders without an
 * appointment get one (a year ahead) through the API first.
 */
async function reportableOrders(username: string, count: number): Promise<ApiOrder[]> {
  const token = await suite.portal.tokenFor(username);
  const orders = await apiAs<ApiOrder[]>(suite.portal, username, 'dashboard/assigned-orders/');
  const pending = orders.filter((o) => !o.vet_completed).slice(0, count);
  assert.equal(pending.length, count, `${username} has ${count} pending orders`);
  const nextYear = new Date().getFullYear() + 1;
  for (const order of pending.filter((o) => !o.appointment_date)) {
    const response = await fetch(
      `${suite.portal.apiBaseUrl}dashboard/set-appointment/${order.id}/`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify({
          appointment_date: `05-03-${nextYear}`,
          appointment_time: '09:30 AM',
          appointment_location: 'At the farm gate',
        }),
      },
    );
    assert.equal(response.status < 300, true, `appointment for ${order.order_number}`);
  }
  return pending;
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** Polls `read` until `done` holds (the draft is written as the vet types, a moment later). */
async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 10_000;
  let value = await read();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    value = await read();
  }
  return value;
}

/** The signed-in vet's user id (the token's `sub`), read in the page. */
function signedInVet(page: Page): Promise<string> {
  return page.evaluate(() => {
    const token = localStorage.getItem('authToken') ?? '';
    const payload = token.split('.')[1] ?? '';
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as {
      sub: string | number;
    };
    return String(claims.sub);
  });
}

interface DraftSummary {
  description: string;
  certificateSize: number | null;
}

/**
 * The report draft of an order as stored on the device (in the outbox's IndexedDB store: the typed
 * input under its key, the chosen files beside it under `<key>#files`), or null.
 */
function reportDraft(page: Page, owner: string, orderId: number): Promise<DraftSummary | null> {
  return page.evaluate(async (key) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('vet-portal-outbox');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error ?? new Error('open failed'));
    });
    try {
      const [draft, files] = (await Promise.all(
        [key, `${key}#files`].map(
          (at) =>
            new Promise((resolve, reject) => {
              const read = db.transaction('items').objectStore('items').get(at);
              read.onsuccess = () => resolve(read.result);
              read.onerror = () => reject(read.error ?? new Error('read failed'));
            }),
        ),
      )) as [
        { fields: { description: string } } | undefined,
        { blobs: { certificate: Blob | null } } | undefined,
      ];
      if (!draft) return null;
      return {
        description: draft.fields.description,
        certificateSize: files?.blobs.certificate?.size ?? null,
      };
    } finally {
      db.close();
    }
  }, `draft:${owner}:report:${orderId}`);
}

/** The renderer dies (as Chrome kills a page while the camera app is open); the page is closed. */
async function crash(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const crashed = page.waitForEvent('crash');
  void cdp.send('Page.crash').catch(() => undefined);
  await crashed;
  await page.close();
}

/** A new browser context with VET signed in on the portal, and their id. */
async function signedInPortal(viewport?: { width: number; height: number }) {
  const page = viewport
    ? await suite.phonePage({ width: viewport.width })
    : await (
        await suite.browser.newContext({ ...CONTEXT_OPTIONS, baseURL: suite.portal.baseURL })
      ).newPage();
  const context = page.context();
  await logIn(page, VET);
  await page.waitForURL('**/vet-profile**');
  return { context, page, owner: await signedInVet(page) };
}

/** Opens an order's report step. */
async function openReport(page: Page, orderId: number): Promise<void> {
  await page.goto(`/vet-profile?panel=ManageOrder&order=${orderId}`);
  await page.getByRole('heading', { name: 'Update Report - Health Check Feedback' }).waitFor();
}

test('a report typed with a certificate survives a crashed page as a draft and is sent once after Confirm', async () => {
  const [order] = await reportableOrders(VET, 1);
  assert.ok(order);
  const before = await suite.portal.stats();
  const page = await suite.phonePage();
  const context = page.context();
  await logIn(page, VET);
  await page.waitForURL('**/vet-profile**');
  const owner = await signedInVet(page);
  await openReport(page, order.id);

  const pdf = certificatePdf(300 * 1024);
  await fillReport(page, {
    description: 'Twelve Dorper ewes, all sound.',
    fileName: 'health-certificate.pdf',
    pdf,
  });
  const saved = await until(
    () => reportDraft(page, owner, order.id),
    (draft) =>
      draft?.description === 'Twelve Dorper ewes, all sound.' && draft.certificateSize !== null,
  );
  assert.deepEqual(saved, {
    description: 'Twelve Dorper ewes, all sound.',
    certificateSize: pdf.length,
  });

  // The renderer dies (as Chrome kills a page while the camera app is open), then the vet reopens it.
  await crash(page);
  const reopened = await context.newPage();
  await openReport(reopened, order.id);
  const offer = reopened.getByRole('region', {
    name: `Continue your draft report for ${order.order_number}?`,
  });
  await offer.waitFor();
  await offer.scrollIntoViewIfNeeded();
  await reopened.screenshot({ path: '/tmp/drafts-offer-360.png' }); // looked at by hand, 360 px wide
  await assertAccessible(reopened, 'draft offer');

  await offer.getByRole('button', { name: 'Continue' }).click();
  assert.equal(await reopened.getByRole('radio', { name: 'Good' }).isChecked(), true);
  assert.equal(
    await reopened.getByRole('textbox', { name: 'Description' }).inputValue(),
    'Twelve Dorper ewes, all sound.',
  );
  assert.equal(
    await reopened
      .getByRole('switch', { name: 'Does the livestock have a health certificate?' })
      .isChecked(),
    true,
  );
  await reopened.getByText('health-certificate.pdf').waitFor();

  await reopened.getByRole('button', { name: 'Confirm' }).click();
  await reopened
    .getByRole('heading', { name: 'Verification Completed' })
    .waitFor({ timeout: 30_000 });
  // Sent once; the draft became the report and is gone from the device.
  const after = await suite.portal.stats();
  assert.equal(after.reports, before.reports + 1);
  assert.equal(after.requests[`/api/dashboard/send-inspection-report/${order.id}/`], 1);
  assert.equal(await reportDraft(reopened, owner, order.id), null);
  const completed = (
    await apiAs<ApiOrder[]>(suite.portal, VET, 'dashboard/get-completed-orders/')
  ).find((o) => o.id === order.id);
  assert.ok(completed?.certificate_of_safety);
  const stored = new Uint8Array(
    await (await fetch(`${suite.portal.baseURL}${completed.certificate_of_safety}`)).arrayBuffer(),
  );
  assert.equal(sha256(stored), sha256(pdf));
  await context.close();
});

test('typed without a pause and crashed at once, the draft keeps all but the last keystroke or so', async () => {
  // The last of three pending orders: the tests after this one open the first.
  const order = (await reportableOrders(VET, 3))[2];
  assert.ok(order);
  const page = await suite.signedInPage(VET);
  const context = page.context();
  await openReport(page, order.id);
  await page.getByRole('radio', { name: 'Average' }).check();
  // 81 characters at a steady 60 ms a key (dictation, a fast thumb), then the page dies at once.
  const text =
    'Nine Bonsmara heifers: two with tick damage on the ears, the rest sound and in calf.';
  const typed = text.slice(0, 81);
  await page.getByRole('textbox', { name: 'Description' }).pressSequentially(typed, { delay: 60 });
  await crash(page);

  const reopened = await context.newPage();
  await openReport(reopened, order.id);
  await reopened
    .getByRole('region', { name: `Continue your draft report for ${order.order_number}?` })
    .getByRole('button', { name: 'Continue' })
    .click();
  const restored = await reopened.getByRole('textbox', { name: 'Description' }).inputValue();
  assert.ok(typed.startsWith(restored), `"${restored}" is what was typed`);
  assert.ok(restored.length >= typed.length - 2, `${restored.length} of ${typed.length} kept`);
  assert.equal(await reopened.getByRole('radio', { name: 'Average' }).isChecked(), true);
  await context.close();
});

test('the portal offers a draft left behind; Discard asks first', async () => {
  const [order] = await reportableOrders(VET, 1);
  assert.ok(order);
  const { context, page, owner } = await signedInPortal({ width: 360, height: 740 });
  await openReport(page, order.id);
  await page.getByRole('textbox', { name: 'Description' }).fill('Started, not finished.');
  await until(
    () => reportDraft(page, owner, order.id),
    (draft) => draft?.description === 'Started, not finished.',
  );

  await page.goto('/vet-profile?panel=YourWallet');
  const offer = page.getByRole('region', {
    name: `Continue your draft report for ${order.order_number}?`,
  });
  await offer.getByRole('button', { name: 'Discard' }).click();
  const ask = page.getByRole('dialog', { name: 'Discard this draft?' });
  await ask.getByRole('button', { name: 'Keep it' }).click();
  assert.notEqual(await reportDraft(page, owner, order.id), null);

  await offer.getByRole('button', { name: 'Discard' }).click();
  await ask.getByRole('button', { name: 'Discard' }).click();
  await offer.waitFor({ state: 'detached' });
  assert.equal(await reportDraft(page, owner, order.id), null);
  await context.close();
});

test('the token is renewed quietly; when the session really ends, "Sign in to continue" keeps the typed report', async () => {
  const [order] = await reportableOrders(VET, 1);
  assert.ok(order);
  const before = await suite.portal.stats();
  const page = await suite.phonePage();
  const context = page.context();
  await logIn(page, VET);
  await page.waitForURL('**/vet-profile**');
  await openReport(page, order.id);
  await page.getByRole('radio', { name: 'Average' }).check();
  await page.getByRole('textbox', { name: 'Description' }).fill('Two lame, rest fine.');

  /** Replaces the access token with one of the same vet that expired a minute ago. */
  const expireAccessToken = () =>
    page.evaluate(() => {
      const token = localStorage.getItem('authToken') ?? '';
      const claims = JSON.parse(
        atob((token.split('.')[1] ?? '').replace(/-/g, '+').replace(/_/g, '/')),
      ) as Record<string, unknown>;
      const now = Math.floor(Date.now() / 1000);
      const body = btoa(JSON.stringify({ ...claims, iat: now - 43_260, exp: now - 60 }))
        .replace(/=+$/, '')
        .replace(/\+/g, '-')
        .replace(/\//g, '_');
      const expired = `${token.split('.')[0] ?? ''}.${body}.expired-signature`;
      localStorage.setItem('authToken', expired);
      return expired;
    });

  // 12 hours later, still signed in with a refresh token: signal returns and the token is renewed.
  const expired = await expireAccessToken();
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  const renewed = await until(
    () => page.evaluate(() => localStorage.getItem('authToken')),
    (token) => token !== expired,
  );
  assert.ok(renewed && renewed !== expired, 'a new access token is stored');
  assert.equal(await page.getByRole('dialog', { name: 'Sign in to continue' }).count(), 0);

  // The refresh token is no longer accepted either (7 days, or revoked): the session ends mid-report.
  await expireAccessToken();
  await page.evaluate(() => localStorage.setItem('refreshToken', 'revoked'));
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  const dialog = page.getByRole('dialog', { name: 'Sign in to continue' });
  await dialog.waitFor();
  await assertAccessible(page, 'sign in to continue');
  assert.match(page.url(), new RegExp(`order=${order.id}`));
  assert.equal(await page.evaluate(() => localStorage.getItem('authToken')), null);
  assert.equal(await page.evaluate(() => localStorage.getItem('refreshToken')), null);
  assert.equal(await page.locator('textarea').inputValue(), 'Two lame, rest fine.');

  await dialog.getByLabel('Username').fill(VET);
  await dialog.getByLabel('Password').fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await dialog.waitFor({ state: 'detached' });
  assert.equal(
    await page.getByRole('textbox', { name: 'Description' }).inputValue(),
    'Two lame, rest fine.',
  );
  assert.equal(await page.getByRole('radio', { name: 'Average' }).isChecked(), true);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.getByRole('heading', { name: 'Verification Completed' }).waitFor({ timeout: 30_000 });
  const after = await suite.portal.stats();
  assert.equal(after.reports, before.reports + 1);
  assert.equal(after.requests[`/api/dashboard/send-inspection-report/${order.id}/`], 1);
  await context.close();
});

test('shared phone: another vet signing in removes the previous vet’s saved copies; that vet’s draft and unsent report stay', async () => {
  const [order, draftOrder] = await reportableOrders(OTHER_VET, 2);
  assert.ok(order && draftOrder);
  const before = await suite.portal.stats();
  const page = await suite.phonePage();
  const context = page.context();
  await logInControlled(page, suite.portal.baseURL, OTHER_VET);
  const first = await signedInVet(page);
  await page.goto('/vet-profile?panel=ManageOrder');
  await page.getByRole('table', { name: 'Pending orders' }).getByRole('row').nth(1).waitFor();
  const cacheNames = () => page.evaluate(() => caches.keys());
  assert.ok((await cacheNames()).includes(`vet-portal-api-${first}`));

  // Without signal: one report confirmed (waits in the outbox), another only started (a draft).
  await context.setOffline(true);
  await openReport(page, order.id);
  await page.getByRole('radio', { name: 'Poor' }).check();
  await page.getByRole('textbox', { name: 'Description' }).fill('Needs a second visit.');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.getByText('Saved on this device', { exact: true }).waitFor();
  await openReport(page, draftOrder.id);
  await page.getByRole('textbox', { name: 'Description' }).fill('Half done.');
  await until(
    () => reportDraft(page, first, draftOrder.id),
    (draft) => draft?.description === 'Half done.',
  );

  // The phone changes hands without a logout (the app was closed and its session lost).
  await page.evaluate(async () => {
    localStorage.removeItem('authToken');
    localStorage.removeItem('refreshToken');
    // ...and its copy for the service worker, as clearing the session does.
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('vet-portal-session');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error ?? new Error('open failed'));
    });
    await new Promise<void>((resolve, reject) => {
      const transaction = db.transaction('token', 'readwrite');
      transaction.objectStore('token').delete('current');
      transaction.oncomplete = () => resolve();
      transaction.onerror = () => reject(transaction.error ?? new Error('delete failed'));
    });
    db.close();
  });
  await page.goto('/log-in');
  await context.setOffline(false);
  await page.getByLabel('Username').fill(VET);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL('**/vet-profile**');
  const second = await signedInVet(page);
  assert.notEqual(second, first);

  const names = await until(cacheNames, (all) => !all.includes(`vet-portal-api-${first}`));
  assert.ok(!names.includes(`vet-portal-api-${first}`), 'the first vet’s saved copies are gone');
  // The first vet's draft and unsent report stay on the device for them, not offered or sent here.
  assert.equal((await reportDraft(page, first, draftOrder.id))?.description, 'Half done.');
  await page.goto('/vet-profile?panel=ManageOrder');
  await page.getByRole('table', { name: 'Pending orders' }).waitFor();
  assert.equal(await page.getByRole('region', { name: /Continue your draft report/ }).count(), 0);
  const after = await suite.portal.stats();
  assert.equal(after.reports, before.reports);
  assert.equal(after.requests[`/api/dashboard/send-inspection-report/${order.id}/`], undefined);
  await context.close();
});

test('a draft the previous version kept is still offered after the update, its certificate with it', async () => {
  const [order] = await reportableOrders(VET, 1);
  assert.ok(order);
  const { context, page, owner } = await signedInPortal();
  await openReport(page, order.id); // the app has opened its database by now
  // Exactly what version 1 wrote: the draft under draft:<owner>:<order>, its file's bytes beside it.
  await page.evaluate(
    async ({ owner, id, label }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open('vet-portal-outbox');
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error ?? new Error('open failed'));
      });
      const write = db.transaction('items', 'readwrite');
      const items = write.objectStore('items');
      const key = `draft:${owner}:${id}`;
      const pdf = { name: 'kept-certificate.pdf', type: 'application/pdf', lastModified: 1 };
      items.put(
        {
          v: 1,
          ownerId: owner,
          form: String(id),
          kind: 'report',
          orderId: id,
          label,
          fields: {
            healthState: 'Average',
            description: 'Typed before the update.',
            hasCertificate: true,
          },
          files: { certificate: pdf },
          updatedAt: Date.now(),
        },
        key,
      );
      const bytes = new Blob(['%PDF-1.4 kept'], { type: 'application/pdf' });
      items.put({ form: String(id), blobs: { certificate: bytes } }, `${key}#files`);
      await new Promise((resolve) => (write.oncomplete = resolve));
      db.close();
    },
    { owner, id: order.id, label: order.order_number },
  );

  await page.reload(); // the new version's first look at the drafts
  const offer = page.getByRole('region', {
    name: `Continue your draft report for ${order.order_number}?`,
  });
  await offer.getByRole('button', { name: 'Continue' }).click();
  assert.equal(await page.getByRole('radio', { name: 'Average' }).isChecked(), true);
  assert.equal(
    await page.getByRole('textbox', { name: 'Description' }).inputValue(),
    'Typed before the update.',
  );
  await page.getByText('kept-certificate.pdf').waitFor();
  const stored = await until(
    () => reportDraft(page, owner, order.id),
    (draft) => draft !== null,
  );
  assert.deepEqual(stored, { description: 'Typed before the update.', certificateSize: 13 });

  // Leave no draft behind for the other tests: the portal's offer, Discard.
  await page.goto('/vet-profile?panel=YourWallet');
  await offer.getByRole('button', { name: 'Discard' }).click();
  await page
    .getByRole('dialog', { name: 'Discard this draft?' })
    .getByRole('button', { name: 'Discard' })
    .click();
  await offer.waitFor({ state: 'detached' });
  await context.close();
});
