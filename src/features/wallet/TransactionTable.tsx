// Transaction History: newest first, paged, filterable by type, with the total count.
import { useId, useState } from 'react';
import { formatDateTime, formatMoney } from '@/lib/format';
import { msg } from '@/lib/messages';
import { typeLabel } from './history';
import { formatCount, pageOf } from './paging';
import type { Transaction, TransactionType } from './types';

interface TransactionTableProps {
  rows: Transaction[] | undefined;
  isLoading: boolean;
  isError: boolean;
}

type Filter = 'all' | TransactionType;

function Amount({ row }: { row: Transaction }) {
  const credit = row.transaction_type === 'credit';
  return (
    <span className={credit ? 'amount-credit' : 'amount-debit'}>
      {credit ? '+' : '\u2212'}
      {formatMoney(row.amount)}
    </span>
  );
}

export function TransactionTable({ rows, isLoading, isError }: TransactionTableProps) {
  const [page, setPage] = useState(1);
  const [filter, setFilter] = useState<Filter>('all');
  const headingId = useId();
  const filterId = useId();

  const body = () => {
    if (isLoading) return <p role="status">{msg.loadingTransactions}</p>;
    if (isError || !rows) return <p role="alert">{msg.transactionsFailed}</p>;
    if (rows.length === 0) return <p>{msg.noTransactions}</p>;
    const filtered = filter === 'all' ? rows : rows.filter((r) => r.transaction_type === filter);
    const current = pageOf(filtered, page);
    const kind = filter === 'all' ? 'transactions' : `${filter}s`;
    return (
      <>
        <div className="tx-toolbar">
          <p className="tx-count" aria-live="polite">
            {current.total === 0
              ? `No ${kind} to show.`
              : `Showing ${formatCount(current.first)}–${formatCount(current.last)} of ${formatCount(current.total)} ${kind}`}
          </p>
          <div className="tx-filter">
            <label htmlFor={filterId}>Show</label>
            <select
              id={filterId}
              className="input"
              value={filter}
              onChange={(event) => {
                setFilter(event.target.value as Filter);
                setPage(1);
              }}
            >
              <option value="all">All</option>
              <option value="credit">Credits</option>
              <option value="debit">Debits</option>
            </select>
          </div>
        </div>
        {current.total > 0 && (
          <table className="tx-table">
            <caption className="visually-hidden">
              Transaction History, newest first, page {current.page} of {current.pageCount}
            </caption>
            <thead>
              <tr>
                <th scope="col">Reference</th>
                <th scope="col">Date</th>
                <th scope="col">Description</th>
                <th scope="col">Type</th>
                <th scope="col" className="tx-amount">
                  Amount
                </th>
              </tr>
            </thead>
            <tbody>
              {current.rows.map((row) => (
                <tr key={row.id}>
                  <td className="tx-ref">{row.reference}</td>
                  <td className="tx-date">
                    <time dateTime={row.created_at}>{formatDateTime(row.created_at)}</time>
                  </td>
                  <td className="tx-desc">{row.description}</td>
                  <td className="tx-type">{typeLabel(row.transaction_type)}</td>
                  <td className="tx-amount">
                    <Amount row={row} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {current.pageCount > 1 && (
          <nav className="tx-pager" aria-label="Transaction pages">
            <button
              type="button"
              className="btn btn-secondary"
              disabled={current.page <= 1}
              onClick={() => setPage(current.page - 1)}
            >
              Previous
            </button>
            <span>
              Page {formatCount(current.page)} of {formatCount(current.pageCount)}
            </span>
            <button
              type="button"
              className="btn btn-secondary"
              disabled={current.page >= current.pageCount}
              onClick={() => setPage(current.page + 1)}
            >
              Next
            </button>
          </nav>
        )}
      </>
    );
  };

  return (
    <section className="card tx-history" aria-labelledby={headingId}>
      <h2 id={headingId}>Transaction History</h2>
      {body()}
    </section>
  );
}
