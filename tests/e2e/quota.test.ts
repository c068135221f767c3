// A full phone (issue 31): filing a report with a photo when the device has no room left says what
// to do, keeps what was typed, and saves once there is room again. Chromium at 360 px.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { outboxMsg } from '@/features/orders/messages';
import { apiAs, assertAccessible, logIn, usePortalSuite } from './harness';
import { drawJpeg } from './photo-support';

const VET = 'verified@vets.example';
const suite = usePortalSuite();

void test('a full phone: the report is not saved, the vet is told to free space, the form stays', async () => {
  // No service worker: its precache would fill the small quota before the test does.
  const p = await suite.phonePage({ width: 360, serviceWorkers: 'block' });
  // The phone is nearly full: the portal has room for its small records, not for a photo.
  // (Chromium reads the quota when the origin's storage opens, so it is capped before the app runs.)
  const cdp = await p.context().newCDPSession(p);
  const origin = new URL(suite.portal.baseURL).origin;
  await cdp.send('Storage.overrideQuotaForOrigin', { origin, quotaSize: 400_000 });
  await logIn(p, VET);
  await p.waitForURL('**/vet-profile**');
  const orders = await apiAs<{ id: number; vet_completed: boolean }[]>(
    suite.portal,
    VET,
    'dashboard/assigned-orders/',
  );
  const order = orders.find((o) => !o.vet_completed)!;
  await p.goto(`/vet-profile?panel=ManageOrder&order=${order.id}&step=report`);
  await p.getByRole('heading', { name: 'Update Report - Health Check Feedback' }).waitFor();

  const photo = await drawJpeg(p, { width: 1200, height: 900, noise: 8 });
  assert.ok(photo.length > 400_000, 'the photo cannot fit in the space left');
  await p.getByRole('radio', { name: 'Good' }).check();
  const description = p.getByRole('textbox', { name: 'Description' });
  await description.fill('Alert, eating well; photo of the herd attached.');
  await p.getByRole('switch', { name: 'Does the livestock have a health certificate?' }).check();
  await p.getByLabel('Health certificate', { exact: true }).setInputFiles({
    name: 'herd.jpg',
    mimeType: 'image/jpeg',
    buffer: photo,
  });
  await p
    .getByText(/herd\.jpg/)
    .first()
    .waitFor();
  await p.getByRole('button', { name: 'Confirm' }).click();

  const told = p.getByRole('alert').filter({ hasText: outboxMsg.quotaExceeded });
  await told.waitFor();
  // Plain words first: what to do, and that nothing is saved yet.
  assert.match(
    await told.innerText(),
    /^Free some space on the phone: the report is not saved yet/,
  );
  assert.equal(await p.getByText(outboxMsg.savedOnDevice).count(), 0, 'nothing claims saved');
  assert.ok(await p.getByRole('radio', { name: 'Good' }).isChecked());
  assert.equal(await description.inputValue(), 'Alert, eating well; photo of the herd attached.');
  await p
    .getByText(/herd\.jpg/)
    .first()
    .waitFor();
  const stored = await p.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('vet-portal-outbox');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(new Error(String(open.error)));
    });
    const keys = await new Promise<IDBValidKey[]>((resolve, reject) => {
      const request = db.transaction('items').objectStore('items').getAllKeys();
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(new Error(String(request.error)));
    });
    db.close();
    return keys.map(String).filter((key) => key.startsWith('item:'));
  });
  assert.deepEqual(stored, [], 'no report was stored');
  await assertAccessible(p, 'report step with a full phone');
  await told.screenshot({ path: '/tmp/quota-message-360.png' }); // looked at by hand, 360 px wide
  const fits = await p.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  assert.ok(fits, 'the message fits a 360 px screen');

  // Space was freed: the same form, untouched, is saved with one more tap.
  await cdp.send('Storage.overrideQuotaForOrigin', { origin });
  await p.getByRole('button', { name: 'Confirm' }).click();
  // Saved on the device, then sent at once (there is signal): the wizard moves on to step 3.
  await p.getByRole('heading', { name: 'Verification Completed' }).waitFor();
  await p.context().close();
});
