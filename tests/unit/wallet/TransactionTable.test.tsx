// A history of 10,000 transactions shows 25 at a time, with the count, paging and a type filter.
import { walletMsg } from '@/features/wallet/messages';
import type { Transaction } from '@contract/wire/wallet';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { newestFirst } from '@/features/wallet/history';
import { TransactionTable } from '@/features/wallet/TransactionTable';

const start = Date.parse('2020-01-01T08:00:00Z');
/** As the API sends them: oldest first. */
const apiRows: Transaction[] = Array.from({ length: 10_000 }, (_, i) => ({
  id: i + 1,
  reference: `REF-${i + 1}`,
  created_at: new Date(start + i * 3_600_000).toISOString(),
  description: i % 3 === 0 ? 'Withdrawal to bank account' : 'Inspection fee',
  transaction_type: i % 3 === 0 ? 'debit' : 'credit',
  amount: `${(i % 900) + 100}.50`,
}));
const rows = newestFirst(apiRows);

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

/** No retry is asked for in these tests. */
const retry = { onRetry: () => undefined, retrying: false };

describe('TransactionTable', () => {
  it('shows the newest 25 of 10 000 with the total, and pages through them', async () => {
    const user = userEvent.setup();
    render(<TransactionTable {...retry} rows={rows} isLoading={false} isError={false} />);
    expect(screen.getByText('Showing 1–25 of 10 000 transactions')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(25);
    expect(bodyRows()[0]).toHaveTextContent('REF-10000');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Showing 26–50 of 10 000 transactions')).toBeInTheDocument();
    expect(bodyRows()[0]).toHaveTextContent('REF-9975');
    expect(screen.getByText('Page 2 of 400')).toBeInTheDocument();
  });

  it('shows type capitalised and amounts signed: green plus for credit, red minus for debit', () => {
    render(
      <TransactionTable {...retry} rows={rows.slice(0, 3)} isLoading={false} isError={false} />,
    );
    const [first, second] = bodyRows();
    // REF-10000 is index 9999: 9999 % 3 === 0, a debit.
    expect(within(first!).getByText('Debit')).toBeInTheDocument();
    expect(within(first!).getByText('−R 199.50')).toHaveClass('amount-debit');
    expect(within(second!).getByText('Credit')).toBeInTheDocument();
    expect(within(second!).getByText(/^\+R/)).toHaveClass('amount-credit');
  });

  it('filters by type and counts what is shown', async () => {
    const user = userEvent.setup();
    render(<TransactionTable {...retry} rows={rows} isLoading={false} isError={false} />);
    await user.selectOptions(screen.getByLabelText('Show'), 'debit');
    expect(screen.getByText('Showing 1–25 of 3 334 debits')).toBeInTheDocument();
    for (const row of bodyRows()) expect(row).toHaveTextContent('Debit');
  });

  it('says when it is loading, failed or empty', () => {
    const { rerender } = render(
      <TransactionTable {...retry} rows={undefined} isLoading isError={false} />,
    );
    expect(screen.getByText(walletMsg.loadingTransactions)).toBeInTheDocument();
    rerender(<TransactionTable {...retry} rows={undefined} isLoading={false} isError />);
    expect(screen.getByText(walletMsg.transactionsFailed)).toBeInTheDocument();
    rerender(<TransactionTable {...retry} rows={[]} isLoading={false} isError={false} />);
    expect(screen.getByText(walletMsg.noTransactions)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
