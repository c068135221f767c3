// Issue 64's major finding at 360 px: back online, the banner and the outbox never say two things (one tab, two tabs).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { addDays, format } from 'date-fns';
import type { BrowserContext, Page } from 'playwright-core';
import { outboxMsg } from '@/features/orders/messages';
import { apiAs, usePortalSuite } from './harness';
import { givePageSignalBack, logInControlled, openFresh, takeSignalAway } from './pwa-support';

const VET = 'verified@vets.example';
const suite = usePortalSuite();

interface ApiOrder {
  id: number;
  order_number: string;
  appointment_date: string | null;
  vet_completed: boolean;
}

const ORDERS = '/vet-profile?panel=ManageOrder';

/** The pending orders, each given an appointment (so its wizard opens on step 2): one per test. */
async function ordersAtStep2(): Promise<ApiOrder[]> {
  const orders = await apiAs<ApiOrder[]>(suite.portal, VET, 'dashboard/assigned-orders/');
  const pending = orders.filter((o) => !o.vet_completed);
  const token = await suite.portal.tokenFor(VET);
  for (const order of pending.filter((o) => !o.appointment_date)) {
    const response = await fetch(
      `${suite.portal.apiBaseUrl}dashboard/set-appointment/${order.id}/`,
      {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          appointment_date: format(addDays(new Date(), 3), 'dd-MM-yyyy'),
          appointment_time: '09:30 AM',
          appointment_location: 'The farm gate',
        }),
      },
    );
    assert.equal(response.ok, true, `no appointment for ${order.order_number}`);
  }
  return pending;
}

/**
 * Watches the page for two things said at once: a banner that says the server is not answering
 * (or that the phone is offline) beside an outbox that says everything was sent, or an outbox line
 * that speaks of another connection than the banner. Each contradiction seen is kept, with its texts.
 */
async function watchForContradictions(page: Page): Promise<() => Promise<string[]>> {
  const texts = JSON.stringify({
    empty: outboxMsg.empty,
    offlineLine: outboxMsg.offline,
    silentLine: outboxMsg.serverNotAnswering,
    waiting: outboxMsg.waitingForSignal,
  });
  // A plain script: the test runner's compiler would wrap a function's inner names in helpers the page lacks.
  await page.evaluate(`(() => {
    const t = ${texts};
    const seen = [];
    function check() {
      const banner = document.querySelector('.offline-banner')?.textContent ?? '';
      const body = document.body.innerText;
      const found = [];
      if (banner && body.includes(t.empty)) found.push('"' + banner + '" beside "' + t.empty + '"');
      if (!banner.includes('You are offline') && (body.includes(t.offlineLine) || body.includes(t.waiting)))
        found.push('banner "' + banner + '" beside an outbox line saying offline');
      if (!banner.includes('not answering') && body.includes(t.silentLine))
        found.push('banner "' + banner + '" beside an outbox line saying not answering');
      for (const text of found) if (!seen.includes(text)) seen.push(text);
    }
    new MutationObserver(check).observe(document.body, { subtree: true, childList: true, characterData: true });
    check();
    window.contradictions = seen;
  })()`);
  return () =>
    page.evaluate(() => (window as unknown as { contradictions: string[] }).contradictions);
}

/**
 * Signal back as on a phone: the page hears `online` (its own emulation first, so no report the
 * service worker sends reaches a page that still takes itself for offline), then the context.
 */
async function signalBack(context: BrowserContext, pages: Page[]): Promise<void> {
  for (const page of pages) await givePageSignalBack(page);
  await context.setOffline(false);
}

/** Signs the vet in with the service worker in control and lets it save the order lists. */
async function signedInWithSavedOrders(): Promise<BrowserContext> {
  const first = await suite.phonePage();
  await logInControlled(first, suite.portal.baseURL, VET);
  await first.goto(ORDERS);
  await first.getByRole('heading', { name: 'Manage Orders' }).waitFor();
  await first
    .getByRole('link', { name: /^View order / })
    .first()
    .waitFor();
  await first.getByRole('alert').filter({ hasText: 'Ready to work offline' }).waitFor();
  const context = first.context();
  await first.close();
  return context;
}

/** Files a report for `order` in a page opened offline, as a vet does at the farm. */
async function fileReportOffline(context: BrowserContext, order: ApiOrder): Promise<Page> {
  const page = await openFresh(context, suite.portal.baseURL, ORDERS, { offline: true });
  await page.getByRole('link', { name: `View order ${order.order_number}` }).click();
  await page.getByRole('heading', { name: 'Update Report - Health Check Feedback' }).waitFor();
  await page.getByRole('radio', { name: 'Good' }).check();
  await page.getByRole('textbox', { name: 'Description' }).fill('Eight Nguni cows, all sound.');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.getByText(outboxMsg.savedOnDevice, { exact: true }).waitFor();
  return page;
}

/** What the page's banner says, or '' when there is none. */
const bannerText = async (page: Page) =>
  (await page.locator('.offline-banner').count())
    ? ((await page.locator('.offline-banner').textContent()) ?? '')
    : '';

test('the issue\'s path: reopened offline on "Unsent reports", signal back, one state on screen', async () => {
  const [order] = await ordersAtStep2();
  assert.ok(order);
  const context = await signedInWithSavedOrders();
  try {
    const filing = await fileReportOffline(context, order);
    await filing.close();

    const page = await openFresh(context, suite.portal.baseURL, ORDERS, { offline: true });
    await page.getByRole('link', { name: 'Unsent reports (1)' }).click();
    const list = page.getByRole('list', { name: 'Unsent reports' });
    await list.getByRole('link', { name: `Order ${order.order_number}` }).waitFor();
    await page.getByRole('status').filter({ hasText: 'You are offline.' }).first().waitFor();
    const contradictions = await watchForContradictions(page);

    await signalBack(context, [page]);
    await page.getByText(outboxMsg.empty).waitFor({ timeout: 30_000 });
    // The lists on screen are asked again once the portal is back: let those answers come.
    await page.waitForLoadState('networkidle');
    assert.equal(await bannerText(page), '', 'a banner stays after the report was sent');
    assert.deepEqual(await contradictions(), []);
  } finally {
    await context.close();
  }
});

test('two tabs: the one that did not send says the same as the one that did', async () => {
  const [order] = await ordersAtStep2();
  assert.ok(order);
  const context = await signedInWithSavedOrders();
  try {
    const filing = await fileReportOffline(context, order);
    const watching = await openFresh(context, suite.portal.baseURL, `${ORDERS}&view=outbox`, {
      offline: true,
    });
    await watching
      .getByRole('list', { name: 'Unsent reports' })
      .getByRole('link', { name: `Order ${order.order_number}` })
      .waitFor();
    const pages = [filing, watching];
    const watches = await Promise.all(pages.map(watchForContradictions));

    await signalBack(context, pages);
    await watching.getByText(outboxMsg.empty).waitFor({ timeout: 30_000 });
    await filing.getByRole('heading', { name: 'Verification Completed' }).waitFor();
    for (const page of pages) await page.waitForLoadState('networkidle');
    for (const [i, page] of pages.entries()) {
      assert.equal(await bannerText(page), '', `tab ${i + 1} keeps a banner after the send`);
      assert.deepEqual(await watches[i]!(), [], `tab ${i + 1}`);
    }
  } finally {
    await context.close();
  }
});

test('the server not answering: the banner and the waiting report say so, then neither once it answers', async () => {
  const [order] = await ordersAtStep2();
  assert.ok(order);
  const context = await signedInWithSavedOrders();
  const page = await context.newPage();
  try {
    await page.goto(ORDERS);
    await page.getByRole('link', { name: `View order ${order.order_number}` }).click();
    await page.getByRole('heading', { name: 'Update Report - Health Check Feedback' }).waitFor();
    const contradictions = await watchForContradictions(page);
    // Signal, but the server drops every answer: the report waits, and the screen says why.
    await suite.portal.faults({ dropNextResponses: 1000, paths: '/api/' });
    await page.getByRole('radio', { name: 'Good' }).check();
    await page.getByRole('textbox', { name: 'Description' }).fill('Six Boer goats, sound.');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText(outboxMsg.serverNotAnswering).waitFor({ timeout: 30_000 });
    await page.locator('.offline-banner', { hasText: 'not answering' }).waitFor();

    // No signal now: the report's line and the banner both say offline, never the old reason.
    await context.setOffline(true);
    await takeSignalAway(page);
    await page.locator('.offline-banner', { hasText: 'You are offline' }).waitFor();
    await page.getByText(outboxMsg.waitingForSignal).waitFor();
    assert.equal(await page.getByText(outboxMsg.serverNotAnswering).count(), 0);

    await suite.portal.faults({ reset: true });
    await signalBack(context, [page]);
    await page
      .getByRole('heading', { name: 'Verification Completed' })
      .waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    assert.equal(await bannerText(page), '');
    assert.deepEqual(await contradictions(), []);
  } finally {
    await suite.portal.faults({ reset: true });
    await context.close();
  }
});
