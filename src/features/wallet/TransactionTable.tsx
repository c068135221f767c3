// Transaction History: newest first, paged, filterable by type, with the total count.
import { walletMsg } from './messages';
import type { Transaction } from '@contract/wire/wallet';
import type { TransactionType } from '@contract/limits';
import { useId, useMemo, useState } from 'react';
import { Button } from '@/components/Button';
import { WholeWords } from '@/components/WholeWords';
import { PageCount, Pager } from '@/components/Pager';
import { formatDateTime, formatMoney } from '@/lib/text/format';
import { usePage } from '@/lib/hooks/usePage';
import { typeLabel } from './history';

interface TransactionTableProps {
  rows: Transaction[] | undefined;
  isLoading: boolean;
  isError: boolean;
  /** Asks for the history again after it failed. */
  onRetry: () => void;
  retrying: boolean;
}

type Filter = 'all' | TransactionType;

const NONE: Transaction[] = [];

function Amount({ row }: { row: Transaction }) {
  const credit = row.transaction_type === 'credit';
  return (
    <span className={credit ? 'amount-credit' : 'amount-debit'}>
      {credit ? '+' : '\u2212'}
      {formatMoney(row.amount)}
    </span>
  );
}

export function TransactionTable(props: TransactionTableProps) {
  const { rows, isLoading, isError, onRetry, retrying } = props;
  const [filter, setFilter] = useState<Filter>('all');
  const filtered = useMemo(() => {
    const all = rows ?? NONE;
    return filter === 'all' ? all : all.filter((r) => r.transaction_type === filter);
  }, [rows, filter]);
  // A new row at the head (a withdrawal just made) shows the first page, where it is.
  const { current, setPage } = usePage(filtered, `${filter} ${filtered[0]?.id ?? ''}`);
  const headingId = useId();
  const filterId = useId();

  const body = () => {
    if (isLoading) return <p role="status">{walletMsg.loadingTransactions}</p>;
    if (isError || !rows) {
      return (
        <div role="alert">
          <p>{walletMsg.transactionsFailed}</p>
          <Button variant="secondary" busy={retrying} busyLabel="Retrying..." onClick={onRetry}>
            Retry
          </Button>
        </div>
      );
    }
    if (rows.length === 0) return <p>{walletMsg.noTransactions}</p>;
    const kind = filter === 'all' ? 'transaction' : filter;
    return (
      <>
        <div className="tx-toolbar">
          <PageCount current={current} kind={kind} />
          <div className="tx-filter">
            <label htmlFor={filterId}>Show</label>
            <select
              id={filterId}
              className="input"
              value={filter}
              onChange={(event) => setFilter(event.target.value as Filter)}
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
                  <td className="tx-desc">
                    <WholeWords text={row.description} />
                  </td>
                  <td className="tx-type">{typeLabel(row.transaction_type)}</td>
                  <td className="tx-amount">
                    <Amount row={row} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <Pager current={current} onPage={setPage} label="Transaction pages" />
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
