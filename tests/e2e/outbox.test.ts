// The offline report in Chromium: filed without signal, kept across a reload, sent once when signal
// returns. docs/offline-and-outbox.md scenarios: 10 (two tabs open: one request), 11 and 12 (no
// Background Sync: the `online` event drains it, whatever navigator.onLine said before), 19 (a
// multipart POST with the service worker in control arrives intact), 1/16 in the browser sense (a
// reload keeps the report and its certificate), and axe on the outbox list and the wizard's saved
// state.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { test } from 'node:test';
import { apiAs, assertAccessible, usePortalSuite, certificatePdf, fillReport } from './harness';
import { logInControlled } from './pwa-support';

const VET = 'verified@vets.example';
const suite = usePortalSuite();
const api = <T>(path: string) => apiAs<T>(suite.portal, VET, path);

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

interface ApiOrder {
  id: number;
  order_number: string;
  appointment_date: string | null;
  vet_completed: boolean;
  certificate_of_safety: string | null;
}

test('a report filed offline with a 2 MB certificate survives a reload and is sent once when signal returns', async () => {
  const orders = await api<ApiOrder[]>('dashboard/assigned-orders/');
  const order = orders.find((o) => !o.vet_completed && o.appointment_date)!;
  const before = await suite.portal.stats();
  const page = await suite.phonePage();
  const context = page.context();
  await logInControlled(page, suite.portal.baseURL, VET);

  // Online: open the order from the pending list.
  await page.goto('/vet-profile?panel=ManageOrder');
  const table = page.getByRole('table', { name: 'Pending orders' });
  await table.getByRole('link', { name: `View order ${order.order_number}` }).click();
  await page.getByRole('heading', { name: 'Update Report - Health Check Feedback' }).waitFor();
  // The completed list too, so it is in the service worker's cache for later.
  await page.evaluate(() =>
    fetch('/api/dashboard/get-completed-orders/', {
      headers: { Authorization: `Bearer ${localStorage.getItem('authToken') ?? ''}` },
    }),
  );

  // No signal: the report is filled in and confirmed.
  await context.setOffline(true);
  const pdf = certificatePdf(2 * 1024 * 1024);
  await fillReport(page, {
    description: 'Twelve Dorper ewes, all sound.',
    fileName: 'health-certificate.pdf',
    pdf,
  });
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.getByText('Saved on this device', { exact: true }).waitFor();
  await page
    .getByText(
      'Your report is saved on this device and will be sent automatically when there is signal. You can leave this page.',
    )
    .waitFor();
  await page.getByRole('link', { name: '1 unsent report' }).waitFor();
  await assertAccessible(page, 'wizard, report saved on this device');

  // Reload while still offline: the app opens from the service worker, the report is still there.
  await page.reload();
  await page.getByRole('link', { name: '1 unsent report' }).click();
  const list = page.getByRole('list', { name: 'Unsent reports' });
  await list.getByRole('link', { name: `Order ${order.order_number}` }).waitFor();
  await list.getByText('health-certificate.pdf').waitFor();
  await assertAccessible(page, 'outbox list');

  // A second tab on the same device; when signal returns both tabs hear `online`.
  const second = await context.newPage();
  await second.goto('/vet-profile?panel=ManageOrder&view=outbox');
  await second.getByRole('list', { name: 'Unsent reports' }).waitFor();

  await context.setOffline(false);
  await page.getByText('Inspection report sent successfully!').first().waitFor({ timeout: 30_000 });
  await page.getByText('No reports are waiting. Everything you filed has been sent.').waitFor();
  await second.getByText('No reports are waiting. Everything you filed has been sent.').waitFor();
  assert.equal(await page.getByRole('link', { name: /unsent report/ }).count(), 0);

  // Sent exactly once: one report, one wallet credit, one request for the order.
  const afterStats = await suite.portal.stats();
  assert.equal(afterStats.reports, before.reports + 1);
  assert.equal(afterStats.credits, before.credits + 1);
  assert.equal(afterStats.requests[`/api/dashboard/send-inspection-report/${order.id}/`], 1);
  const history = await api<{ reference: string; transaction_type: string }[]>(
    'wallet/transaction-history/',
  );
  assert.equal(
    history.filter(
      (t) => t.reference === `INS-${order.order_number}` && t.transaction_type === 'credit',
    ).length,
    1,
  );

  // The order is now under Completed, and its certificate arrived byte for byte.
  await page.goto('/vet-profile?panel=ManageOrder&tab=completed');
  await page
    .getByRole('table', { name: 'Completed orders' })
    .getByRole('link', { name: `Update order report ${order.order_number}` })
    .waitFor();
  const completed = (await api<ApiOrder[]>('dashboard/get-completed-orders/')).find(
    (o) => o.id === order.id,
  )!;
  assert.ok(completed.certificate_of_safety);
  const stored = new Uint8Array(
    await (await fetch(`${suite.portal.baseURL}${completed.certificate_of_safety}`)).arrayBuffer(),
  );
  assert.equal(stored.length, pdf.length);
  assert.equal(sha256(stored), sha256(pdf));
  await context.close();
});
