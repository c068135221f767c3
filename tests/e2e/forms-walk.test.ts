// Issue 64's forms at 360 px: focus after a refusal, marked fields, where a save or a link leads, Retry.
import { registrationMsg } from '@/features/registration/messages';
import { walletMsg } from '@/features/wallet/messages';
import { accountMsg } from '@/features/account/messages';
import { authMsg } from '@/features/auth/messages';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page, Route } from 'playwright-core';
import { mapMsg } from '@/features/registration/messages';
import { msg } from '@/lib/text/messages';
import {
  certificatePdf,
  clearFirstName,
  fakeMapTiles,
  logIn,
  settledCount,
  usePortalSuite,
  type PhonePageOptions,
} from './harness';

const suite = usePortalSuite();

/** Page requests are seen by page.route only while no service worker answers them. */
const NO_SW: PhonePageOptions = { serviceWorkers: 'block' };

/** The label of the control that has the focus, or its tag ('BODY' when focus went nowhere). */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'BODY';
    const labels =
      element instanceof HTMLInputElement
        ? Array.from(element.labels ?? [], (l) => l.innerText)
        : [];
    return labels.length > 0 ? labels.join(' ').trim() : element.tagName;
  });

/** Whether the heading is on the 740 px tall phone screen as it is scrolled now, below the top bar. */
const inView = async (page: Page, name: string) => {
  const box = await page.getByRole('heading', { name }).boundingBox();
  const bar = await page.locator('header.top-bar').boundingBox();
  return box !== null && bar !== null && box.y >= bar.y + bar.height && box.y + box.height <= 740;
};

test('a refused Log In leaves the focus on the password, not on the page', async () => {
  const page = await suite.phonePage();
  await page.goto('/log-in');
  await page.getByLabel('Username').fill('pending@vets.example');
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.getByText('Invalid username or password.').waitFor();
  await page.getByRole('button', { name: 'Log In' }).waitFor(); // no longer "Loading..."
  assert.equal(await focused(page), 'Password');
  await page.context().close();
});

test('sign-up marks every empty field, and a refusal leaves the focus on the field it names', async () => {
  const page = await suite.phonePage();
  await page.goto('/create-account');
  await page.getByRole('button', { name: 'Create password' }).click();
  await page.getByText(authMsg.fillAllFields).waitFor();
  for (const label of ['Username', 'Email', 'Password', 'Confirm password']) {
    const field = page.getByLabel(label, { exact: true });
    assert.equal(await field.getAttribute('aria-invalid'), 'true', `${label} is not marked`);
  }
  assert.equal(await focused(page), 'Username');

  // Typed in, the mark goes; the others stay.
  await page.getByLabel('Username').fill('verified@vets.example');
  assert.equal(await page.getByLabel('Username').getAttribute('aria-invalid'), null);
  assert.equal(await page.getByLabel('Email').getAttribute('aria-invalid'), 'true');

  // A username that is taken: the server says so, and the focus is on Username again.
  await page.getByLabel('Email').fill('someone.new@vets.example');
  await page.getByLabel('Password', { exact: true }).fill('Passw0rd!');
  await page.getByLabel('Confirm password').fill('Passw0rd!');
  await page.getByRole('checkbox').check();
  const answered = page.waitForResponse('**/api/register/');
  await page.getByRole('button', { name: 'Create password' }).click();
  assert.equal((await answered).status(), 400);
  await page.getByRole('button', { name: 'Create password' }).waitFor();
  await page.locator('.Toastify__toast--error').waitFor();
  assert.equal(await focused(page), 'Username');
  await page.context().close();
});

test('a disabled account gets its notice, with no "Login successful" on it', async () => {
  const page = await suite.phonePage();
  await logIn(page, 'disabled@vets.example');
  await page.getByRole('heading', { name: 'Account Disabled' }).waitFor();
  const success = page.locator('.Toastify__toast', { hasText: authMsg.loginSuccess });
  assert.equal(await settledCount(success, 0, 1500), 0, '"Login successful" over the notice');
  await page.context().close();
});

test('the first Save profile stays on Account, where Bank Details follows', async () => {
  await clearFirstName(suite.portal, 'newvet@vets.example');
  const page = await suite.signedInPage('newvet@vets.example', NO_SW);
  await page.getByLabel('First Name').fill('Lerato');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await page.getByText(accountMsg.profileUpdated).waitFor();
  // Unlocked now: Your wallet in the menu is a link, and the screen is still Account.
  await page.getByRole('button', { name: 'Show menu' }).click();
  await page
    .getByRole('navigation', { name: 'Portal' })
    .getByRole('link', { name: 'Your wallet' })
    .waitFor();
  await page.keyboard.press('Escape');
  assert.equal(await page.getByRole('heading', { name: 'Your Wallet' }).count(), 0);
  await page.getByRole('heading', { name: 'Account', level: 1 }).waitFor();
  await page.getByRole('heading', { name: 'Bank Details' }).scrollIntoViewIfNeeded();
  assert.equal(new URL(page.url()).searchParams.get('panel'), 'Account');
  await page.context().close();
});

test('"Go To Settings" opens Account at Bank Details', async () => {
  const page = await suite.signedInPage('nobank@vets.example', NO_SW);
  await page.getByRole('button', { name: 'Withdraw' }).click();
  await page.getByPlaceholder('Enter amount to withdraw').fill('100');
  await page.getByRole('dialog').getByRole('button', { name: 'Withdraw' }).click();
  await page.getByRole('link', { name: 'Go To Settings' }).click();
  await page.getByRole('heading', { name: 'Account', level: 1 }).waitFor();
  await page.getByLabel('Bank Name').waitFor();
  assert.ok(await inView(page, 'Bank Details'), 'Bank Details is not on the screen');
  assert.equal(
    await page
      .getByRole('heading', { name: 'Bank Details' })
      .evaluate((h) => h === document.activeElement),
    true,
  );
  await page.context().close();
});

test('after a withdrawal the history shows its first page, with the new row', async () => {
  const page = await suite.signedInPage('verified@vets.example', NO_SW);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByText(/^Page 2 of/).waitFor();
  await page.getByRole('button', { name: 'Withdraw' }).click();
  await page.getByPlaceholder('Enter amount to withdraw').fill('12.34');
  await page.getByRole('dialog').getByRole('button', { name: 'Withdraw' }).click();
  await page.getByText(walletMsg.withdrawSuccess).waitFor();
  await page.getByText(/^Page 1 of/).waitFor();
  await page.getByRole('cell', { name: /R 12\.34/ }).waitFor();
  await page.context().close();
});

test('a list or the history that failed to load offers Retry', async () => {
  const page = await suite.signedInPage('verified@vets.example', NO_SW);
  // 'refuse' answers 500; 'hold' keeps the reads waiting until they are let through. The portal
  // reads a list beside its screen too (saveAhead.ts): answered before Retry, it shows the rows.
  let mode: 'refuse' | 'hold' | 'pass' = 'refuse';
  const held: Route[] = [];
  await page.route(/\/api\/(wallet\/transaction-history|dashboard\/assigned-orders)\//, (route) =>
    mode === 'refuse'
      ? route.fulfill({ status: 500, body: '{}' })
      : mode === 'hold'
        ? void held.push(route)
        : route.fallback(),
  );
  /** Retry, clicked while the reads wait: the screen leaves its error, then the reads go through. */
  const retry = async () => {
    mode = 'hold';
    const button = page.getByRole('button', { name: 'Retry', exact: true });
    await button.click();
    await button.waitFor({ state: 'hidden' });
    mode = 'pass';
    await Promise.all(held.splice(0).map((route) => route.fallback()));
  };

  await page.goto('/vet-profile?panel=YourWallet');
  await page.getByText(walletMsg.transactionsFailed).waitFor();
  await retry();
  await page
    .getByRole('cell', { name: /Balance Topup/ })
    .first()
    .waitFor();

  mode = 'refuse';
  await page.goto('/vet-profile?panel=ManageOrder');
  await page.getByText(/^Error:/).waitFor();
  await retry();
  await page
    .getByRole('link', { name: /^View order / })
    .first()
    .waitFor();
  await page.context().close();
});

test('a re-application whose point moves drops the old address, even when no place name is found', async () => {
  const page = await suite.phonePage(NO_SW);
  await fakeMapTiles(page);
  // No place names on this phone (the towns' file does not load): the point is all there is.
  await page.route('**/assets/za-places-*.js', (route) => route.abort());
  await logIn(page, 'declined@vets.example');
  await page.waitForURL(/\/verify$/);
  const address = page.getByLabel('Address');
  await page.getByRole('button', { name: 'Practice location marker' }).waitFor();
  const old = await address.inputValue();
  assert.match(old, /Church Street/);
  await page.getByLabel('Search for a place').fill('-29.70, 30.50');
  await page.getByLabel('Search for a place').press('Enter');
  await page.getByText(registrationMsg.placeUnnamed).waitFor();
  assert.equal(await address.inputValue(), '', 'the old address stays with the new point');
  await page.context().close();
});

test('a map whose pictures cannot load says why, and what still works', async () => {
  const page = await suite.phonePage(NO_SW);
  await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
  await logIn(page, 'applicant@vets.example');
  await page.waitForURL(/\/verify$/);
  await page.getByText(mapMsg.tilesFailed).waitFor();
  await page.context().close();
});

test('a PDF over 5 MB is refused with a way out: a photo of each page', async () => {
  const page = await suite.phonePage(NO_SW);
  await fakeMapTiles(page);
  await logIn(page, 'applicant@vets.example');
  await page.waitForURL(/\/verify$/);
  await page.getByLabel('Identity Document', { exact: true }).setInputFiles({
    name: 'id-scan.pdf',
    mimeType: 'application/pdf',
    buffer: certificatePdf(6 * 1024 * 1024),
  });
  const refusal = page.getByRole('alert').filter({ hasText: msg.fileTooLarge });
  await refusal.waitFor();
  assert.match(await refusal.innerText(), /photo of each page/);
  await page.context().close();
});
