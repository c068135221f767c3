// A new version waits for the vet: the prompt appears, Reload switches, a queued report survives and is sent.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import type { Page } from 'playwright-core';
import { apiAs, startPortal, withPersistentContext, type Portal } from './harness';
import { DIST_DIR, logInControlled, waitUntil } from './pwa-support';

let portal: Portal;
let workDir: string;
/** The folder the server serves; its files are swapped from version A to version B. */
let servedDir: string;

/** Rewrites a built file; its stale pre-compressed copies go, as a real rebuild replaces them. */
function rewriteBuiltFile(path: string, content: string): void {
  writeFileSync(path, content);
  rmSync(`${path}.br`, { force: true });
  rmSync(`${path}.gz`, { force: true });
}

/**
 * A copy of the built app marked as `label`: every page carries the mark, and the service worker's
 * precache manifest carries the new revision of each page it lists, as a real rebuild would.
 */
function makeVersion(label: string): string {
  const dir = join(workDir, label);
  cpSync(DIST_DIR, dir, { recursive: true });
  const swPath = join(dir, 'sw.js');
  let sw = readFileSync(swPath, 'utf8');
  const listed: string[] = [];
  for (const name of readdirSync(dir).filter((file) => file.endsWith('.html'))) {
    const html = readFileSync(join(dir, name), 'utf8').replace(
      '<head>',
      `<head>\n    <meta name="vet-portal-build" content="${label}" />`,
    );
    rewriteBuiltFile(join(dir, name), html);
    const revision = createHash('md5').update(html).digest('hex');
    // Its entry in the release's list (any flags a build may give it kept as they are).
    const entry = new RegExp(
      `\\{((?:"\\w+":true,)*)"revision":"[0-9a-f]+","url":"${name.replace('.', '\\.')}"\\}`,
    );
    if (entry.test(sw)) listed.push(name);
    sw = sw.replace(entry, `{$1"revision":"${revision}","url":"${name}"}`);
  }
  assert.ok(listed.includes('index.html'), 'the precache manifest lists index.html');
  rewriteBuiltFile(swPath, sw);
  return dir;
}

const buildOf = (page: Page) =>
  page.locator('meta[name="vet-portal-build"]').getAttribute('content');

/** Keys of the queued reports in the outbox database (as the app stores them). */
const outboxItemKeys = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('vet-portal-outbox');
        open.onerror = () => reject(open.error ?? new Error('cannot open the outbox'));
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('items')) {
            db.close();
            resolve([]);
            return;
          }
          const keys = db.transaction('items').objectStore('items').getAllKeys();
          keys.onsuccess = () => {
            db.close();
            resolve(keys.result.map(String).filter((key) => key.startsWith('item:')));
          };
          keys.onerror = () => reject(keys.error ?? new Error('cannot read the outbox'));
        };
      }),
  );

/** A pending order of the demo vet that has an appointment and no report yet (opens at step 2). */
async function orderReadyForReport(): Promise<{ id: number; order_number: string }> {
  const orders = await apiAs<
    {
      id: number;
      order_number: string;
      appointment_date: string | null;
      inspection_health_state: string | null;
      vet_completed: boolean;
    }[]
  >(portal, 'verified@vets.example', 'dashboard/assigned-orders/');
  const order = orders.find(
    (o) => !o.vet_completed && o.appointment_date && !o.inspection_health_state,
  );
  assert.ok(order, 'the demo data has an order with an appointment and no report');
  return order;
}

before(async () => {
  workDir = mkdtempSync(join(tmpdir(), 'vet-portal-versions-'));
  servedDir = makeVersion('A');
  makeVersion('B');
  portal = await startPortal({ staticDir: servedDir });
});
after(async () => {
  await portal.close();
  rmSync(workDir, { recursive: true, force: true });
});

void test('a new version waits for Reload, and a report queued offline survives it and is sent', async () => {
  const order = await orderReadyForReport();
  await withPersistentContext(async (context) => {
    const page = await context.newPage();
    await logInControlled(page, portal.baseURL, 'verified@vets.example');
    assert.equal(await buildOf(page), 'A');
    const prompt = page.getByRole('status').filter({ hasText: 'A new version is available' });
    const reportsBefore = (await portal.stats()).reports;

    // No signal: the report is saved on the device.
    await page.goto(`${portal.baseURL}/vet-profile?panel=ManageOrder&order=${order.id}`);
    await page.getByRole('heading', { name: 'Update Report - Health Check Feedback' }).waitFor();
    await context.setOffline(true);
    await page.getByRole('radio', { name: 'Good' }).check();
    await page.getByLabel('Description').fill('Herd in good condition; no lameness seen.');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Saved on this device', { exact: true }).waitFor();
    assert.equal((await outboxItemKeys(page)).length, 1);

    // Signal is back but the server refuses reports for now, so the report stays queued.
    await portal.faults({ fail5xxNext: 1000, paths: 'inspection-report' });
    await context.setOffline(false);

    // Checking for updates while A is still deployed finds nothing to offer.
    const foundUpdate = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
      return Boolean(registration?.installing ?? registration?.waiting);
    });
    assert.equal(foundUpdate, false);
    assert.equal(await prompt.count(), 0, 'no prompt without a new version');

    // Version B is deployed; the app checks for it when it becomes visible again.
    cpSync(join(workDir, 'B'), servedDir, { recursive: true });
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await prompt.waitFor({ timeout: 30_000 });
    // It waits for the vet: still version A, nothing reloaded by itself.
    assert.equal(await buildOf(page), 'A');
    assert.equal((await outboxItemKeys(page)).length, 1);

    await Promise.all([
      page.waitForEvent('load'),
      prompt.getByRole('button', { name: 'Reload' }).click(),
    ]);
    assert.equal(await buildOf(page), 'B');
    await page.getByText('Saved on this device', { exact: true }).waitFor();
    assert.equal((await outboxItemKeys(page)).length, 1, 'the queued report survived the update');

    // The server takes reports again: the queued one goes out, exactly once. The vet taps Send now;
    // the outbox's own retry, already under way when the server came back, may get there first.
    await portal.faults({ reset: true });
    const sendNow = page.getByRole('button', { name: 'Send now' });
    await waitUntil(async () => {
      if ((await portal.stats()).reports === reportsBefore + 1) return true;
      if (await sendNow.isVisible()) await sendNow.click().catch(() => undefined);
      return false;
    }, 'sent');
    await waitUntil(async () => (await outboxItemKeys(page)).length === 0, 'outbox emptied');
    assert.equal((await portal.stats()).reports, reportsBefore + 1);
  });
});
