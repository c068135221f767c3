// The built app runs under the server's Content-Security-Policy with no violation (journeys through
// log-in, orders, the wallet's sandbox card dialog, the account panel and the application map), and
// still opens offline from the service worker under the same policy.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { DEMO_PASSWORD, fakeMapTiles, usePortalSuite, withPersistentContext } from './harness';
import {
  logInControlled,
  openFresh,
  pendingOrderNumbers,
  waitForServiceWorker,
} from './pwa-support';

const suite = usePortalSuite({ browser: false });

interface Violations {
  /** securitypolicyviolation events seen by pages of the context. */
  events: () => Promise<string[]>;
  /** Console messages about the Content Security Policy. */
  console: string[];
}

/** Records CSP violation events (in every page, from the first script on) and CSP console errors. */
async function watchViolations(context: BrowserContext): Promise<Violations> {
  const consoleErrors: string[] = [];
  const pages: Page[] = [];
  const follow = (page: Page) => {
    pages.push(page);
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) consoleErrors.push(message.text());
    });
  };
  context.on('page', follow);
  context.pages().forEach(follow);
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(
        `${event.violatedDirective} blocked ${event.blockedURI} (${event.sourceFile}:${event.lineNumber}:${event.columnNumber})`,
      );
    });
  });
  return {
    console: consoleErrors,
    events: async () => {
      const all: string[] = [];
      for (const page of pages.filter((p) => !p.isClosed())) {
        all.push(
          ...(await page.evaluate(
            () => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [],
          )),
        );
      }
      return all;
    },
  };
}

async function assertNoViolations(violations: Violations, where: string): Promise<void> {
  assert.deepEqual(await violations.events(), [], `CSP violation events (${where})`);
  assert.deepEqual(violations.console, [], `CSP console errors (${where})`);
}

void test('the server sends the policy with the app shell', async () => {
  const response = await fetch(`${suite.portal.baseURL}/log-in`);
  const csp = response.headers.get('content-security-policy') ?? '';
  assert.match(csp, /default-src 'self'/);
  assert.match(csp, /frame-ancestors 'none'/);
  assert.doesNotMatch(csp, /unsafe-inline|unsafe-eval/);
});

void test('the vet journeys run under the CSP with no violation, then the app opens offline', () =>
  withPersistentContext(async (context) => {
    const violations = await watchViolations(context);
    const page = await context.newPage();

    await logInControlled(page, suite.portal.baseURL, 'verified@vets.example');
    await page.goto(`${suite.portal.baseURL}/vet-profile?panel=ManageOrder`);
    const orders = await pendingOrderNumbers(page);
    await page.getByRole('table', { name: 'Pending orders' }).getByRole('link').first().click();
    await page.getByRole('heading', { name: /Make appointment|Update Report/ }).waitFor();

    await page.goto(`${suite.portal.baseURL}/vet-profile?panel=YourWallet`);
    await page.getByRole('button', { name: 'Deposit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Deposit Amount' });
    await dialog.getByLabel(/Amount to deposit/).fill('15');
    await dialog.getByRole('button', { name: 'Card Deposit' }).click();
    const card = page.getByRole('dialog', { name: 'Sandbox card payment' });
    await card.getByRole('button', { name: 'Approve' }).click();
    await page.getByText('Order processed successfully!').waitFor();

    await page.goto(`${suite.portal.baseURL}/vet-profile?panel=Account`);
    await page.getByRole('heading', { name: 'Account' }).waitFor();
    await assertNoViolations(violations, 'online, verified vet');

    const offline = await openFresh(
      context,
      suite.portal.baseURL,
      '/vet-profile?panel=ManageOrder',
      { offline: true },
    );
    assert.deepEqual(await pendingOrderNumbers(offline), orders);
    await assertNoViolations(violations, 'offline start');
    await context.setOffline(false);
  }));

void test('the application form with its Leaflet map runs under the CSP with no violation, its tiles through the service worker too', () =>
  withPersistentContext(async (context) => {
    const violations = await watchViolations(context);
    const applicant = await context.newPage();
    await fakeMapTiles(applicant);
    await applicant.goto(`${suite.portal.baseURL}/log-in`);
    await applicant.getByLabel('Username').fill('applicant@vets.example');
    await applicant.getByLabel('Password').fill(DEMO_PASSWORD);
    await applicant.getByRole('button', { name: 'Log In' }).click();
    await applicant.waitForURL(/\/verify$/);
    await applicant.getByRole('button', { name: 'Practice location marker' }).waitFor();
    await applicant.locator('.leaflet-tile-loaded').first().waitFor();
    // Again with the service worker in control: it fetches the tiles it keeps, under the CSP too.
    await waitForServiceWorker(applicant);
    await applicant.reload();
    await applicant.getByRole('button', { name: 'Practice location marker' }).waitFor();
    await applicant.locator('.leaflet-tile-loaded').first().waitFor();
    await assertNoViolations(violations, 'application map');
  }));
