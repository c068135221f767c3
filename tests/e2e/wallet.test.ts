// Browser journeys of the wallet: withdraw, sandbox card top-up, the no-bank path, a11y at 360 px.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { apiAs, assertAccessible, countRequests, usePortalSuite } from './harness';

const suite = usePortalSuite();

/** The balance the server holds for a demo vet, in cents. */
async function serverBalanceCents(username: string): Promise<bigint> {
  const { balance } = await apiAs<{ balance: string }>(
    suite.portal,
    username,
    'wallet/wallet-balance/',
  );
  const [rand = '0', cents = '00'] = balance.split('.');
  return BigInt(rand) * 100n + BigInt(cents.padEnd(2, '0'));
}

/** "R 1 234.50" with plain spaces, as text comparisons below use. */
function rands(cents: bigint): string {
  const whole = (cents / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return `R ${whole}.${(cents % 100n).toString().padStart(2, '0')}`;
}

const text = async (locator: Locator) =>
  ((await locator.textContent()) ?? '').replace(/[\u00a0\s]+/g, ' ').trim();

async function openWallet(username: string): Promise<Page> {
  const p = await suite.signedInPage(username);
  await p.getByRole('heading', { name: 'Your Wallet' }).waitFor();
  await p.getByRole('table').waitFor();
  return p;
}

const currentBalance = (p: Page) => p.locator('.wallet-figure').first().locator('dd');

async function waitForBalance(p: Page, cents: bigint) {
  await p.waitForFunction(
    (expected) =>
      document
        .querySelector('.wallet-figure dd')
        ?.textContent.replace(/[\u00a0\s]+/g, ' ')
        .trim() === expected,
    rands(cents),
  );
}

void describe('wallet', () => {
  void test('a vet withdraws and sees the balance and history change, without a reload', async () => {
    const p = await openWallet('verified@vets.example');
    const before = await serverBalanceCents('verified@vets.example');
    assert.equal(await text(currentBalance(p)), rands(before));
    await assertAccessible(p, 'wallet panel');
    const navigations = countRequests(p, '/vet-profile', 'GET');

    await p.getByRole('button', { name: 'Withdraw' }).click();
    const dialog = p.getByRole('dialog', { name: 'Withdraw Amount' });
    await dialog.waitFor();
    await assertAccessible(p, 'withdraw dialog');
    await dialog.getByPlaceholder('Enter amount to withdraw').fill('50');
    await dialog.getByRole('button', { name: 'Withdraw' }).click();

    await p.getByText('Disbursement will be made within 24 - 48 business hours.').waitFor();
    await waitForBalance(p, before - 5_000n);
    const newest = p.getByRole('table').locator('tbody tr').first();
    await p.waitForFunction(() =>
      document.querySelector('.tx-table tbody tr')?.textContent.includes('Debit'),
    );
    assert.match(await text(newest), /Withdrawal/);
    assert.match(await text(newest), /−R 50\.00/);
    assert.equal(await serverBalanceCents('verified@vets.example'), before - 5_000n);
    assert.equal(navigations(), 0, 'no page reload');
    await p.context().close();
  });

  void test('Escape closes the withdraw dialog and focus returns to the Withdraw button', async () => {
    const p = await openWallet('verified@vets.example');
    const opener = p.getByRole('button', { name: 'Withdraw' });
    await opener.click();
    await p.getByRole('dialog', { name: 'Withdraw Amount' }).waitFor();
    await p.keyboard.press('Escape');
    await p
      .getByRole('dialog')
      .waitFor({ state: 'detached' })
      .catch(() => undefined);
    assert.equal(await p.getByRole('dialog', { name: 'Withdraw Amount' }).count(), 0);
    assert.equal(await opener.evaluate((el) => el === document.activeElement), true);
    await p.context().close();
  });

  void test('a sandbox card top-up (Approve) credits the wallet', async () => {
    const p = await openWallet('verified@vets.example');
    const before = await serverBalanceCents('verified@vets.example');
    await p.getByRole('button', { name: 'Deposit' }).click();
    const dialog = p.getByRole('dialog', { name: 'Deposit Amount' });
    await dialog.waitFor();
    await assertAccessible(p, 'deposit dialog');
    await dialog.getByLabel(/Amount to deposit/).fill('200');
    await dialog.getByRole('button', { name: 'Card Deposit' }).click();

    const card = p.getByRole('dialog', { name: 'Sandbox card payment' });
    await card.waitFor();
    await assertAccessible(p, 'sandbox card dialog');
    await card.getByRole('button', { name: 'Approve' }).click();

    await p.getByText('Order processed successfully!').waitFor();
    await waitForBalance(p, before + 20_000n);
    assert.equal(await serverBalanceCents('verified@vets.example'), before + 20_000n);
    await p.getByRole('table').getByText('Balance Topup').first().waitFor();
    await p.context().close();
  });

  void test('a vet without a bank account is sent to the Account panel', async () => {
    const p = await openWallet('nobank@vets.example');
    const withdrawals = countRequests(p, '/api/wallet/withdraw/', 'POST');
    await p.getByRole('button', { name: 'Withdraw' }).click();
    const dialog = p.getByRole('dialog', { name: 'Withdraw Amount' });
    await dialog.getByPlaceholder('Enter amount to withdraw').fill('100');
    await dialog.getByRole('button', { name: 'Withdraw' }).click();
    const notice = dialog.getByRole('alert');
    await notice.waitFor();
    assert.equal(await text(notice), 'No Bank Account - Go To Settings');
    await assertAccessible(p, 'no bank account notice');
    await notice.getByRole('link', { name: 'Go To Settings' }).click();
    await p.waitForURL('**/vet-profile?panel=Account#bank-details');
    await p.getByRole('dialog', { name: 'Withdraw Amount' }).waitFor({ state: 'hidden' });
    assert.equal(await p.getByRole('dialog', { name: 'Withdraw Amount' }).count(), 0);
    assert.equal(withdrawals(), 0);
    await p.context().close();
  });

  void test('the wallet fits a 360 px phone screen', async () => {
    const p = await openWallet('verified@vets.example');
    const overflow = await p.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    assert.ok(overflow <= 0, `page is ${overflow}px wider than the screen`);
    const tip = p.getByRole('button', { name: 'About the escrow balance' });
    await tip.tap().catch(() => tip.click());
    await p.getByRole('tooltip').waitFor();
    assert.equal(await tip.getAttribute('aria-expanded'), 'true');
    await p.context().close();
  });
});
