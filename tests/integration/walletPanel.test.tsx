// The wallet panel as a vet uses it, against the real reference server (jsdom).
import { walletMsg } from '@/features/wallet/messages';
import { MAX_TOP_UP_CENTS } from '@contract/limits';
import type { Profile } from '@contract/wire/profile';
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import WalletPanel from '@/features/wallet/WalletPanel';
import { setConfig } from '@/lib/api/config';
import { formatMoney, toCents } from '@/lib/text/format';
import { msg } from '@/lib/text/messages';
import { renderWithProviders } from '../support/render';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
const tokens = new Map<string, string>();

/** jsdom has no showModal/close: the smallest stand-in that keeps the native semantics we use. */
function polyfillDialog() {
  const proto = HTMLDialogElement.prototype as Partial<HTMLDialogElement>;
  proto.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  proto.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

beforeAll(async () => {
  polyfillDialog();
  server = await startTestServer();
  for (const user of ['verified@vets.example', 'nobank@vets.example']) {
    tokens.set(user, await server.tokenFor(user));
  }
});
afterAll(() => server.close());
beforeEach(() => setConfig({ paymentProvider: 'sandbox' }));
afterEach(() => {
  for (const dialog of document.querySelectorAll('dialog')) dialog.remove();
});

const get = async <T,>(user: string, path: string): Promise<T> => {
  const response = await fetch(`${server.apiBaseUrl}${path}`, {
    headers: { Authorization: `Bearer ${tokens.get(user)!}` },
  });
  return (await response.json()) as T;
};
const balanceOf = async (user: string) =>
  (await get<{ balance: string }>(user, 'wallet/wallet-balance/')).balance;
/** The text Testing Library sees (it turns non-breaking spaces into spaces). */
const shown = (money: string | bigint) => formatMoney(money).replace(/\u00a0/g, ' ');
const postsTo = async (path: string) => (await server.stats()).requests[`/api/${path}`] ?? 0;

async function openWallet(user: string) {
  const profile = await get<Profile>(user, 'profile');
  const view = renderWithProviders(<WalletPanel profile={profile} />, {
    apiBaseUrl: server.apiBaseUrl,
    token: tokens.get(user)!,
  });
  const balance = await balanceOf(user);
  await screen.findAllByText(shown(balance));
  return { ...view, balance };
}

describe('Your Wallet panel', () => {
  it('shows the balances and the history newest first, with the total count', async () => {
    await openWallet('verified@vets.example');
    expect(screen.getByRole('heading', { name: 'Your Wallet' })).toBeInTheDocument();
    expect(screen.getByText('Current Balance')).toBeInTheDocument();
    const rows = await get<{ reference: string }[]>(
      'verified@vets.example',
      'wallet/transaction-history/',
    );
    const table = await screen.findByRole('table');
    const bodyRows = within(table).getAllByRole('row').slice(1);
    expect(bodyRows).toHaveLength(Math.min(25, rows.length));
    expect(within(bodyRows[0]!).getByText(rows.at(-1)!.reference)).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`of ${rows.length} transactions`))).toBeInTheDocument();
  });

  it('explains the escrow balance on click, and Escape closes it', async () => {
    const { user } = await openWallet('verified@vets.example');
    const info = screen.getByRole('button', { name: 'About the escrow balance' });
    expect(info).toHaveAttribute('aria-expanded', 'false');
    await user.click(info);
    expect(info).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('tooltip')).toHaveTextContent(walletMsg.escrowInfo);
    expect(info).toHaveAccessibleDescription(walletMsg.escrowInfo);
    await user.keyboard('{Escape}');
    expect(info).toHaveAttribute('aria-expanded', 'false');
  });

  it('refuses a withdrawal above the balance and sends no request', async () => {
    const { user, balance } = await openWallet('verified@vets.example');
    const before = await postsTo('wallet/withdraw/');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    const dialog = screen.getByRole('dialog', { name: 'Withdraw Amount' });
    expect(within(dialog).getByText(shown(balance))).toBeInTheDocument();
    await user.type(within(dialog).getByPlaceholderText('Enter amount to withdraw'), '99999');
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    expect(await within(dialog).findByText(walletMsg.insufficientBalance)).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(/Amount to withdraw/));
    await user.type(within(dialog).getByLabelText(/Amount to withdraw/), '12.345');
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    expect(await within(dialog).findByText(msg.amountTooPrecise)).toBeInTheDocument();
    expect(await postsTo('wallet/withdraw/')).toBe(before);
  });

  it('withdraws once on a double click, then refreshes balance and history without a reload', async () => {
    const { user, balance } = await openWallet('verified@vets.example');
    const before = await postsTo('wallet/withdraw/');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    const dialog = screen.getByRole('dialog', { name: 'Withdraw Amount' });
    await user.type(within(dialog).getByPlaceholderText('Enter amount to withdraw'), '100.10');
    await user.dblClick(within(dialog).getByRole('button', { name: 'Withdraw' }));

    expect(await screen.findByText(walletMsg.withdrawSuccess)).toBeInTheDocument();
    const expected = toCents(balance) - 10_010n;
    expect(await screen.findByText(shown(expected))).toBeInTheDocument();
    expect(await postsTo('wallet/withdraw/')).toBe(before + 1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The history refetch may land after the balance's: its new row is a new element at the top.
    const newest = () => within(screen.getByRole('table')).getAllByRole('row')[1]!;
    await waitFor(() => expect(newest()).toHaveTextContent('Debit'));
    expect(newest()).toHaveTextContent(`\u2212${shown('100.10')}`);
  });

  it('sends a vet without a bank account to the Account panel', async () => {
    const { user, router } = await openWallet('nobank@vets.example');
    const before = await postsTo('wallet/withdraw/');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    const dialog = screen.getByRole('dialog', { name: 'Withdraw Amount' });
    await user.type(within(dialog).getByPlaceholderText('Enter amount to withdraw'), '100');
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    const notice = await within(dialog).findByRole('alert');
    expect(notice).toHaveTextContent(walletMsg.noBankAccount);
    const link = within(notice).getByRole('link', { name: 'Go To Settings' });
    await user.click(link);
    expect(router.state.location.search).toBe('?panel=Account');
    expect(await postsTo('wallet/withdraw/')).toBe(before);
  });

  it('says the withdrawal failed when the server breaks, keeping the amount to try again', async () => {
    const { user } = await openWallet('verified@vets.example');
    await server.faults({ fail5xxNext: 1, paths: 'wallet/withdraw' });
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    const dialog = screen.getByRole('dialog', { name: 'Withdraw Amount' });
    const input = within(dialog).getByPlaceholderText('Enter amount to withdraw');
    await user.type(input, '5');
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(walletMsg.withdrawFailed);
    expect(input).toHaveValue('5');
    await server.faults({ reset: true });
  });

  it("shows the server's refusal when the balance changed elsewhere in the meantime", async () => {
    const { user, balance } = await openWallet('verified@vets.example');
    // Another device takes R 10.00 (the least the server pays out) after this screen loaded its balance.
    await fetch(`${server.apiBaseUrl}wallet/withdraw/`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${tokens.get('verified@vets.example')!}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ amount: 10 }),
    });
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    const dialog = screen.getByRole('dialog', { name: 'Withdraw Amount' });
    await user.type(within(dialog).getByPlaceholderText('Enter amount to withdraw'), balance);
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      walletMsg.insufficientBalance,
    );
    expect(toCents(await balanceOf('verified@vets.example'))).toBe(toCents(balance) - 1000n);
  });

  it('tops up by card through the sandbox and credits the wallet', async () => {
    const { user, balance } = await openWallet('verified@vets.example');
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    const dialog = screen.getByRole('dialog', { name: 'Deposit Amount' });
    await user.type(within(dialog).getByLabelText(/Amount to deposit/), '250');
    await user.click(within(dialog).getByRole('button', { name: 'Card Deposit' }));
    const card = await screen.findByRole('dialog', { name: 'Sandbox card payment' });
    await user.click(within(card).getByRole('button', { name: 'Approve' }));

    expect(await screen.findByText(walletMsg.topUpSuccess)).toBeInTheDocument();
    expect(await screen.findByText(shown(toCents(balance) + 25_000n))).toBeInTheDocument();
  });

  it('refuses a top-up above the ceiling the server keeps, before any payment opens', async () => {
    const { user } = await openWallet('verified@vets.example');
    const checkouts = await postsTo('wallet/sandbox-checkout/');
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    const dialog = screen.getByRole('dialog', { name: 'Deposit Amount' });
    const amount = within(dialog).getByLabelText(/Amount to deposit/);
    await user.type(amount, '100000.01');
    await user.click(within(dialog).getByRole('button', { name: 'Card Deposit' }));
    const ceiling = msg.amountTooLarge(shown(BigInt(MAX_TOP_UP_CENTS)));
    expect(await within(dialog).findByText(ceiling)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Sandbox card payment' })).not.toBeInTheDocument();
    expect(await postsTo('wallet/sandbox-checkout/')).toBe(checkouts);
  });

  it('keeps a paid top-up whose confirmation was lost, even over a reload, and credits it once', async () => {
    const first = await openWallet('verified@vets.example');
    const { balance } = first;
    let user = first.user;
    await server.faults({ dropNextResponses: 1, paths: 'wallet/load-wallet' });
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    const dialog = screen.getByRole('dialog', { name: 'Deposit Amount' });
    await user.type(within(dialog).getByLabelText(/Amount to deposit/), '75.50');
    await user.click(within(dialog).getByRole('button', { name: 'Card Deposit' }));
    const card = await screen.findByRole('dialog', { name: 'Sandbox card payment' });
    await user.click(within(card).getByRole('button', { name: 'Approve' }));

    expect(await screen.findByText(walletMsg.topUpPending)).toBeInTheDocument();
    first.unmount();
    first.stop();
    user = (await openWallet('verified@vets.example')).user;
    expect(await screen.findByText(walletMsg.topUpPending)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Credit my wallet now' }));
    expect(await screen.findByText(walletMsg.topUpSuccess)).toBeInTheDocument();
    expect(await screen.findByText(shown(toCents(balance) + 7_550n))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Credit my wallet now' })).not.toBeInTheDocument();
    await server.faults({ reset: true });
  });

  it('says the payment failed when the card is declined, and credits nothing', async () => {
    const { user, balance } = await openWallet('verified@vets.example');
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    const dialog = screen.getByRole('dialog', { name: 'Deposit Amount' });
    await user.type(within(dialog).getByLabelText(/Amount to deposit/), '40');
    await user.click(within(dialog).getByRole('button', { name: 'Card Deposit' }));
    const card = await screen.findByRole('dialog', { name: 'Sandbox card payment' });
    await user.click(within(card).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText(walletMsg.paymentFailed)).toBeInTheDocument();
    expect(await balanceOf('verified@vets.example')).toBe(balance);
  });

  it('hides Deposit when no payment provider is configured', async () => {
    setConfig({ paymentProvider: 'none' });
    await openWallet('verified@vets.example');
    expect(screen.getByRole('button', { name: 'Withdraw' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Deposit' })).not.toBeInTheDocument();
  });

  it('names the wallet when it cannot be loaded', async () => {
    await server.faults({ fail5xxNext: 1, paths: 'wallet/transaction-history' });
    const profile = await get<Profile>('verified@vets.example', 'profile');
    renderWithProviders(<WalletPanel profile={profile} />, {
      apiBaseUrl: server.apiBaseUrl,
      token: tokens.get('verified@vets.example')!,
    });
    expect(await screen.findByText(walletMsg.walletFetchFailed)).toBeInTheDocument();
    expect(await screen.findByText(walletMsg.transactionsFailed)).toBeInTheDocument();
    await server.faults({ reset: true });
  });
});
