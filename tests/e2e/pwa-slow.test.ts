// One bar of signal: with a very slow network the saved lists show after the short timeout, not the network's.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { usePortalSuite, CONTEXT_OPTIONS } from './harness';
import {
  balancesText,
  logInAndReadSaved,
  pendingOrderNumbers,
  throttlePage,
  throttleServiceWorker,
} from './pwa-support';

/** Every answer takes this long to arrive; the service worker gives up on the network after 4 s. */
const LATENCY_MS = 10_000;
const VERY_SLOW = { latency: LATENCY_MS, downloadThroughput: -1, uploadThroughput: -1 };

const suite = usePortalSuite();

void test('on a very slow network the saved orders and balance show before the network could answer', async () => {
  const context = await suite.browser.newContext({
    ...CONTEXT_OPTIONS,
    viewport: { width: 360, height: 740 },
  });
  const page = await context.newPage();
  const { orders, balances } = await logInAndReadSaved(
    page,
    suite.portal.baseURL,
    'verified@vets.example',
  );
  await page.close();

  await throttleServiceWorker(suite.browser, VERY_SLOW);
  const slow = await context.newPage();
  await throttlePage(slow, VERY_SLOW);
  slow.setDefaultTimeout(LATENCY_MS - 1000); // anything shown in time cannot have come from the network
  await slow.goto(`${suite.portal.baseURL}/vet-profile?panel=ManageOrder`);
  assert.deepEqual(await pendingOrderNumbers(slow), orders);
  const banner = slow.getByRole('status').filter({
    hasText:
      'The marketplace server is not answering. Showing what was saved on this device, last updated',
  });
  await banner.waitFor();

  await slow.getByRole('button', { name: 'Show menu' }).click();
  await slow.getByRole('link', { name: 'Your wallet' }).click();
  assert.equal(await balancesText(slow), balances);
  await context.close();
});
