// Manage Orders in Chromium at phone size: the lists, each wizard step (with axe), an appointment,
// a report with a certificate and its upload progress, a cancelled order, and a report update.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { apiAs, assertAccessible, settledCount, usePortalSuite } from './harness';

/** An appointment date that stays in the future (the form refuses past dates). */
const NEXT_YEAR = new Date().getFullYear() + 1;

const VET = 'verified@vets.example';
const suite = usePortalSuite();
const signedIn = () => suite.signedInPage(VET);

interface ApiOrder {
  id: number;
  order_number: string;
  appointment_date: string | null;
  appointment_time: string | null;
  vet_completed: boolean;
  status: string;
  inspection_description: string | null;
}

const orders = () => apiAs<ApiOrder[]>(suite.portal, VET, 'dashboard/assigned-orders/');

describe('manage orders', () => {
  test('the pending and completed lists', async () => {
    const page = await signedIn();
    await page.goto('/vet-profile?panel=ManageOrder');
    const pending = page.getByRole('table', { name: 'Pending orders' });
    await pending
      .getByRole('link', { name: /^View order / })
      .first()
      .waitFor();
    const expected = (await orders()).filter((o) => !o.vet_completed).length;
    assert.equal(
      await settledCount(pending.getByRole('link', { name: /^View order / }), expected),
      expected,
    );
    assert.match(await pending.innerText(), /\+ R\s[\d\s]+\.\d\d\s+Gross Earnings/);
    await assertAccessible(page, 'pending orders');

    await page.getByRole('tab', { name: 'Completed' }).click();
    const completed = page.getByRole('table', { name: 'Completed orders' });
    await completed
      .getByRole('link', { name: /^Update order report / })
      .first()
      .waitFor();
    await assertAccessible(page, 'completed orders');
    await page.context().close();
  });

  test('an order from appointment to report: every step, progress and the upload bar', async () => {
    const order = (await orders()).find((o) => !o.vet_completed && !o.appointment_date)!;
    const before = await suite.portal.stats();
    const page = await signedIn();
    await page.goto('/vet-profile?panel=ManageOrder');
    // The whole row opens the order.
    await page
      .getByRole('table', { name: 'Pending orders' })
      .getByRole('row')
      .filter({ hasText: order.order_number })
      .getByRole('cell')
      .nth(1)
      .click();

    await page.getByRole('heading', { name: `Order ${order.order_number}` }).waitFor();
    await page.getByRole('heading', { name: 'Make appointment' }).waitFor();
    assert.equal(await page.getByRole('progressbar', { name: /4\/12/ }).getAttribute('value'), '4');
    await assertAccessible(page, 'step 1');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Please provide both appointment date and time.').first().waitFor();

    await page.getByLabel('Appointment date').fill(`${NEXT_YEAR}-12-14`);
    await page.getByLabel('Appointment time').fill('09:15');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Appointment set successfully!').waitFor();
    await page.getByRole('heading', { name: 'Update Report - Health Check Feedback' }).waitFor();
    const saved = (await orders()).find((o) => o.id === order.id)!;
    assert.equal(saved.appointment_date, `14-12-${NEXT_YEAR}`);
    assert.equal(saved.appointment_time, '09:15 AM');
    await assertAccessible(page, 'step 2');

    await page.getByRole('radio', { name: 'Excellent' }).check();
    await page.getByRole('textbox', { name: 'Description' }).fill('Good body condition.');
    await page
      .getByRole('switch', { name: 'Does the livestock have a health certificate?' })
      .check();
    await page.getByText('Upload limit - 5MB').waitFor();
    const pdf = Buffer.alloc(3 * 1024 * 1024, 7);
    pdf.write('%PDF-1.4\n');
    await page.getByLabel('Health certificate', { exact: true }).setInputFiles({
      name: 'signed.pdf',
      mimeType: 'application/pdf',
      buffer: pdf,
    });
    await assertAccessible(page, 'step 2 with the certificate picker');
    await suite.portal.faults({ latencyMs: 1500 });
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('progressbar', { name: 'Uploading signed.pdf' }).waitFor();

    await page.getByText('Inspection report sent successfully!').waitFor({ timeout: 30_000 });
    await page.getByRole('heading', { name: 'Verification Completed' }).waitFor();
    await suite.portal.faults({ reset: true });
    assert.equal(
      await page.getByRole('progressbar', { name: /12\/12/ }).getAttribute('value'),
      '12',
    );
    await page.getByText("Seller's Details").waitFor();
    await assertAccessible(page, 'step 3');
    const afterStats = await suite.portal.stats();
    assert.equal(afterStats.reports, before.reports + 1);
    assert.equal(afterStats.credits, before.credits + 1);

    await page.getByRole('link', { name: 'Back to Orders' }).click();
    await page
      .getByRole('table', { name: 'Completed orders' })
      .getByRole('link', { name: `Update order report ${order.order_number}` })
      .waitFor();
    await page.context().close();
  });

  test('cancelling an order asks first in a dialog', async () => {
    const order = (await orders()).find((o) => !o.vet_completed && !o.appointment_date)!;
    const page = await signedIn();
    await page.goto(`/vet-profile?panel=ManageOrder&order=${order.id}`);
    await page.getByRole('heading', { name: 'Make appointment' }).waitFor();

    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
    await dialog.waitFor();
    await assertAccessible(page, 'cancel dialog');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    assert.equal((await orders()).find((o) => o.id === order.id)?.status, 'pending');

    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await dialog.getByRole('button', { name: 'Cancel order' }).click();
    await page.getByText('Order cancelled successfully.').waitFor();
    await page.getByRole('table', { name: 'Pending orders' }).waitFor();
    assert.equal(
      await settledCount(page.getByRole('link', { name: `View order ${order.order_number}` }), 0),
      0,
    );
    await page.context().close();
  });

  test("a completed order's report is updated (PATCH)", async () => {
    const order = (await orders()).find((o) => o.vet_completed)!;
    const page = await signedIn();
    await page.goto('/vet-profile?panel=ManageOrder&tab=completed');
    await page.getByRole('link', { name: `Update order report ${order.order_number}` }).click();
    const description = page.getByRole('textbox', { name: 'Description' });
    await description.waitFor();
    assert.equal(await description.inputValue(), order.inspection_description);
    await description.fill('Rechecked on site: all well.');
    await page.getByRole('button', { name: 'Update' }).click();
    await page
      .getByRole('heading', { name: 'Verification Completed' })
      .waitFor({ timeout: 30_000 });
    const updated = (await orders()).find((o) => o.id === order.id)!;
    assert.equal(updated.inspection_description, 'Rechecked on site: all well.');
    await page.context().close();
  });
});
