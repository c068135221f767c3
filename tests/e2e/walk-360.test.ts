// Issue 64's walk at 360 px: what fits, what breaks where it should, and words that say what happens.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { apiAs, usePortalSuite, type PhonePageOptions } from './harness';

const VET = 'verified@vets.example';
const suite = usePortalSuite();

interface ApiOrder {
  id: number;
  order_number: string;
  appointment_date: string | null;
  vet_completed: boolean;
}

/** Page requests are seen by page.route only while no service worker answers them. */
const NO_SW: PhonePageOptions = { serviceWorkers: 'block' };

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** The order numbers on screen (ORD-2026-0131) that are split over two lines. */
const brokenOrderNumbers = (page: Page) =>
  page.evaluate(() => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const match of (node.textContent ?? '').matchAll(/ORD-\d+-\d+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        if (tops.size > 1) broken.push(match[0]);
      }
    }
    return broken;
  });

test('order numbers stay whole in the transaction history and the order lists', async () => {
  const page = await suite.signedInPage(VET, NO_SW);
  await page
    .getByText(/Inspection fee for order ORD-/)
    .first()
    .waitFor();
  assert.deepEqual(await brokenOrderNumbers(page), [], 'Transaction History');
  for (const tab of ['pending', 'completed']) {
    await page.goto(`/vet-profile?panel=ManageOrder&tab=${tab}`);
    await page.getByText(/^ORD-/).first().waitFor();
    assert.deepEqual(await brokenOrderNumbers(page), [], `${tab} orders`);
  }
  await page.context().close();
});

test("the top bar's title shows whole beside the unsent badge", async () => {
  const page = await suite.signedInPage(VET, NO_SW);
  await page.route('**/api/dashboard/send-inspection-report/**', (route) => route.abort());
  const orders = await apiAs<ApiOrder[]>(suite.portal, VET, 'dashboard/assigned-orders/');
  const order = orders.find((o) => !o.vet_completed && o.appointment_date)!;
  await page.goto(`/vet-profile?panel=ManageOrder&order=${order.id}`);
  await page.getByRole('radio', { name: 'Good' }).check();
  await page.getByRole('textbox', { name: 'Description' }).fill('Alert, eating well.');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.getByRole('link', { name: '1 unsent report' }).waitFor();
  const title = page.locator('.top-bar-title');
  const { needs, has } = await title.evaluate((element) => ({
    needs: element.scrollWidth,
    has: element.clientWidth,
  }));
  assert.ok(needs <= has, `"Vet Portal" is cut: ${has} px of the ${needs} px it needs`);
  await page.context().close();
});

test('a draft says it is not sent until Confirm, in other words than a queued report', async () => {
  const orders = await apiAs<ApiOrder[]>(suite.portal, VET, 'dashboard/assigned-orders/');
  const order = orders.find((o) => !o.vet_completed && o.appointment_date)!;
  const page = await suite.signedInPage(VET, NO_SW);
  await page.goto(`/vet-profile?panel=ManageOrder&order=${order.id}`);
  await page.getByRole('radio', { name: 'Good' }).check();
  await page
    .getByRole('textbox', { name: 'Description' })
    .fill('Typed at the farm, not confirmed.');
  // The draft is written as it is typed; a reload offers it back.
  await page.waitForFunction(
    () => new Promise((resolve) => requestIdleCallback(() => resolve(true))),
  );
  await page.reload();
  const offer = page.getByRole('region', { name: /Continue your .*report for/ });
  await offer.waitFor();
  const text = await offer.innerText();
  assert.match(text, /draft/i);
  assert.match(text, /not sent.*Confirm/i);
  assert.doesNotMatch(text, /Saved on this device/);
  await page.context().close();
});

// Last in the file: it completes every pending order, so each seller's e-mail shows on a step 3.
test("every order's steps fit 360 px, each seller's e-mail included", async () => {
  const page = await suite.signedInPage(VET, NO_SW);
  const wide: string[] = [];
  const token = await suite.portal.tokenFor(VET);
  const assigned = await apiAs<ApiOrder[]>(suite.portal, VET, 'dashboard/assigned-orders/');
  const pending = assigned.filter((order) => !order.vet_completed);
  for (const order of pending) {
    await page.goto(`/vet-profile?panel=ManageOrder&order=${order.id}`);
    await page.getByText(/^(4|8)\/12$/).waitFor();
    const width = await pageWidth(page);
    if (width > 360) wide.push(`${order.order_number}, open: ${width} px`);
    const report = new FormData();
    report.append('inspection_health_state', 'Good');
    report.append('inspection_description', 'All sound.');
    const sent = await fetch(
      `${suite.portal.apiBaseUrl}dashboard/send-inspection-report/${order.id}/`,
      { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: report },
    );
    assert.equal(sent.ok, true, `${order.order_number} was not completed: ${sent.status}`);
  }
  const completed = await apiAs<ApiOrder[]>(suite.portal, VET, 'dashboard/get-completed-orders/');
  for (const order of completed) {
    await page.goto(`/vet-profile?panel=ManageOrder&order=${order.id}`);
    await page.getByRole('heading', { name: `Order ${order.order_number}` }).waitFor();
    await page.getByRole('heading', { name: 'Verification Completed' }).waitFor();
    const width = await pageWidth(page);
    if (width > 360) wide.push(`${order.order_number}: ${width} px`);
  }
  assert.deepEqual(wide, []);
  await page.context().close();
});
