// Account, On this device (issue 31) at 360 px in Chromium: whether the browser keeps the portal's
// data, the space it takes and what it holds (saved lists, drafts, unsent reports with their
// certificate sizes); deleting saved lists, and unsent reports only after a dialog naming them;
// asking again for persistent storage once the portal runs installed.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { deviceMsg } from '@/features/account/messages';
import {
  apiAs,
  assertAccessible,
  certificatePdf,
  fillReport,
  logIn,
  usePortalSuite,
} from './harness';
import { logInControlled } from './pwa-support';

const VET = 'verified@vets.example';
const suite = usePortalSuite();

interface ApiOrder {
  id: number;
  order_number: string;
  vet_completed: boolean;
}

const openOnThisDevice = async (p: Page) => {
  await p.goto('/vet-profile?panel=Account');
  const card = p.getByRole('region', { name: 'On this device' });
  await card.getByRole('group', { name: 'Space on this phone' }).waitFor();
  return card;
};

const fits = (p: Page) =>
  p.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** Counts the page's calls of navigator.storage.persist(); persisted() says what the last answered. */
const watchPersist = (p: Page, grant: boolean) =>
  p.addInitScript((grant) => {
    const calls = Number(sessionStorage.getItem('persist-calls') ?? '0');
    sessionStorage.setItem('persist-calls', String(calls));
    let granted = sessionStorage.getItem('persist-granted') === 'yes';
    StorageManager.prototype.persisted = () => Promise.resolve(granted);
    StorageManager.prototype.persist = () => {
      const now = Number(sessionStorage.getItem('persist-calls')) + 1;
      sessionStorage.setItem('persist-calls', String(now));
      granted = grant;
      if (grant) sessionStorage.setItem('persist-granted', 'yes');
      return Promise.resolve(grant);
    };
  }, grant);
const persistCalls = async (p: Page) =>
  Number(await p.evaluate(() => sessionStorage.getItem('persist-calls')));

void test('says whether the data is protected, the space used, and deletes saved lists', async () => {
  // The service worker controls the page from the start, so it saves the vet's lists.
  const p = await suite.phonePage();
  await logInControlled(p, suite.portal.baseURL, VET);
  const card = await openOnThisDevice(p);
  const persisted = await p.evaluate(() => navigator.storage.persisted());
  await card.getByText(persisted ? deviceMsg.protected : deviceMsg.unprotected).waitFor();
  await card
    .getByText(/^The portal uses [\d.]+ (KB|MB) on this phone \(the browser allows up to .+\)\.$/)
    .waitFor();

  // The service worker saves the vet's lists: they are counted with their size.
  const lists = card.locator('dt', { hasText: 'Saved lists' }).locator('xpath=../dd');
  await lists.filter({ hasText: /^\d+ lists?, \d+ KB$/ }).waitFor({ timeout: 20_000 });
  const cached = () =>
    p.evaluate(async () =>
      (await caches.keys()).filter((name) => name.startsWith('vet-portal-api-')),
    );
  assert.equal((await cached()).length, 1, 'the vet’s lists are in the cache');
  await assertAccessible(p, 'On this device at 360 px');
  assert.ok(await fits(p), 'On this device fits 360 px');
  await card.screenshot({ path: '/tmp/on-this-device-360.png' }); // looked at by hand

  // Without signal (on the farm), nothing saves them again at once.
  await p.context().setOffline(true);
  await card.getByRole('button', { name: 'Delete saved lists' }).click();
  await card.getByRole('status').filter({ hasText: deviceMsg.listsDeleted }).waitFor();
  assert.deepEqual(await cached(), [], 'the saved lists are gone from the device');
  await lists.filter({ hasText: deviceMsg.savedLists(0, '') }).waitFor();
  assert.ok(await card.getByRole('button', { name: 'Delete saved lists' }).isDisabled());
  await p.context().close();
});

void test('lists drafts and unsent reports; deletes reports only after a dialog naming them', async () => {
  // No service worker: the page's own requests are what page.route sees.
  const p = await suite.signedInPage(VET, { serviceWorkers: 'block' });
  await p.route('**/api/dashboard/send-inspection-report/**', (route) => route.abort());
  const [first, second] = (
    await apiAs<ApiOrder[]>(suite.portal, VET, 'dashboard/assigned-orders/')
  ).filter((o) => !o.vet_completed);
  // A report filed without signal waits on the device with its 30 KB certificate...
  await p.goto(`/vet-profile?panel=ManageOrder&order=${first!.id}&step=report`);
  await fillReport(p, { description: 'Alert.', fileName: 'cert.pdf', pdf: certificatePdf(30_720) });
  await p.getByRole('button', { name: 'Confirm' }).click();
  await p.getByRole('link', { name: '1 unsent report' }).waitFor();
  // ...and another order's report is half typed: a draft.
  await p.goto(`/vet-profile?panel=ManageOrder&order=${second!.id}&step=report`);
  await p.getByRole('textbox', { name: 'Description' }).fill('Half written');
  await p.waitForFunction(async (form) => {
    const db = await new Promise<IDBDatabase>((resolve) => {
      const open = indexedDB.open('vet-portal-outbox');
      open.onsuccess = () => resolve(open.result);
    });
    const keys = await new Promise<IDBValidKey[]>((resolve) => {
      const request = db.transaction('items').objectStore('items').getAllKeys();
      request.onsuccess = () => resolve(request.result);
    });
    db.close();
    return keys.some(
      (key) => typeof key === 'string' && /^draft:[^:]+:report:(\d+)$/.exec(key)?.[1] === form,
    );
  }, String(second!.id)); // the draft of this order is written once typing pauses

  // Leave by the menu, as a vet does (the form's unmount writes nothing more).
  await p.getByRole('button', { name: 'Show menu' }).click();
  await p
    .getByRole('navigation', { name: 'Portal' })
    .getByRole('link', { name: 'Account' })
    .click();
  const card = p.getByRole('region', { name: 'On this device' });
  await card.getByRole('group', { name: 'Space on this phone' }).waitFor();
  const report = `Order ${first!.order_number}, certificate 30 KB`;
  await card.getByRole('listitem').filter({ hasText: report }).waitFor();
  const drafts = card.locator('dt', { hasText: 'Drafts' }).locator('xpath=../dd');
  await drafts.filter({ hasText: /^1 draft, \d+ KB$/ }).waitFor();
  await card.screenshot({ path: '/tmp/on-this-device-reports-360.png' }); // looked at by hand

  // Keep it: nothing is deleted.
  await card.getByRole('button', { name: 'Delete unsent reports' }).click();
  const dialog = p.getByRole('dialog', { name: 'Delete this unsent report?' });
  await dialog.getByRole('listitem').filter({ hasText: report }).waitFor();
  await dialog.getByText(deviceMsg.deleteReportsBody(1)).waitFor();
  await assertAccessible(p, 'delete unsent reports dialog at 360 px');
  assert.ok(await fits(p), 'the dialog fits 360 px');
  await dialog.getByRole('button', { name: 'Keep it' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await p.getByRole('link', { name: '1 unsent report' }).waitFor();

  await card.getByRole('button', { name: 'Delete unsent reports' }).click();
  await dialog.getByRole('button', { name: 'Delete report' }).click();
  await card
    .getByRole('status')
    .filter({ hasText: deviceMsg.reportsDeleted(1) })
    .waitFor();
  await card.getByText(deviceMsg.noUnsentReports).waitFor();
  await p.getByRole('link', { name: /unsent report/ }).waitFor({ state: 'detached' });
  await p.context().close();
});

void test('installed, the portal asks once more to keep its data, and says it is protected', async () => {
  // In a browser tab: not asked at start.
  const tab = await suite.phonePage({ serviceWorkers: 'block' });
  await watchPersist(tab, true);
  await tab.goto('/log-in');
  await tab.getByLabel('Username').waitFor();
  assert.equal(await persistCalls(tab), 0);
  await tab.context().close();

  const p = await suite.phonePage({ serviceWorkers: 'block' });
  await watchPersist(p, true);
  // Opened from the home screen (Chromium's DevTools cannot emulate display-mode).
  await p.addInitScript(() => {
    const real = window.matchMedia.bind(window);
    window.matchMedia = (query: string): MediaQueryList => {
      const list = real(query);
      if (!query.includes('display-mode: standalone')) return list;
      Object.defineProperty(list, 'matches', { value: true });
      return list;
    };
  });
  await p.goto('/log-in');
  assert.ok(await p.evaluate(() => matchMedia('(display-mode: standalone)').matches));
  await logIn(p, VET);
  await p.waitForURL('**/vet-profile**');
  const card = await openOnThisDevice(p);
  await card.getByText(deviceMsg.protected).waitFor();
  await p.reload();
  await card.getByText(deviceMsg.protected).waitFor();
  assert.equal(await persistCalls(p), 1, 'asked once, not at every start');
  await p.context().close();
});

void test('where the browser lacks the storage API, it says so instead of claiming protection', async () => {
  const p = await suite.phonePage({ serviceWorkers: 'block' });
  await p.addInitScript(() => {
    const proto = StorageManager.prototype as Partial<StorageManager>;
    delete proto.persisted;
    delete proto.persist;
    delete proto.estimate;
  });
  await logIn(p, VET);
  await p.waitForURL('**/vet-profile**');
  const card = await openOnThisDevice(p);
  await card.getByText(deviceMsg.unknown).waitFor();
  await card.getByText(deviceMsg.spaceUnknown).waitFor();
  assert.equal(await card.getByText(deviceMsg.protected).count(), 0);
  await assertAccessible(p, 'On this device without the storage API at 360 px');
  await p.context().close();
});
