// One order list as a table: number, livestock location, gross earnings, and the action to open it.
import { memo, useCallback, type MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { formatMoney } from '@/lib/format';
import type { OutboxItemState } from '@/lib/outbox/types';
import { msg } from '@/lib/messages';
import { orderHref, type OrderTab } from './links';
import { livestockLocation, type Order } from './types';

interface OrderTableProps {
  orders: readonly Order[];
  tab: OrderTab;
  /** Orders with a report waiting in the outbox, and that report's state. */
  waitingReports: ReadonlyMap<number, OutboxItemState>;
}

interface RowProps {
  order: Order;
  tab: OrderTab;
  waiting: OutboxItemState | undefined;
  onOpen: (href: string, event: MouseEvent) => void;
}

const OrderRow = memo(function OrderRow({ order, tab, waiting, onOpen }: RowProps) {
  const href = orderHref(order.id, { report: tab === 'completed' });
  return (
    // The row click is a shortcut for mouse and touch; keyboard and screen-reader users have the
    // real link in the Actions cell, so the row itself is not made focusable.
    <tr className="order-row" onClick={(event) => onOpen(href, event)}>
      <td>
        <span className="order-number">{order.order_number}</span>
        {waiting && (
          <span className={`outbox-chip outbox-chip-${waiting}`}>{msg.outbox.states[waiting]}</span>
        )}
      </td>
      <td>{livestockLocation(order)}</td>
      <td>
        <span className="amount-credit">+ {formatMoney(order.inspection_fees)}</span>{' '}
        <span className="amount-label">Gross Earnings</span>
      </td>
      <td>
        <Link to={href} className="btn btn-secondary btn-small">
          {tab === 'completed' ? 'Update order report' : 'View order'}{' '}
          <span className="visually-hidden">{order.order_number}</span>
        </Link>
      </td>
    </tr>
  );
});

export function OrderTable({ orders, tab, waitingReports }: OrderTableProps) {
  const navigate = useNavigate();
  const onOpen = useCallback(
    (href: string, event: MouseEvent) => {
      if ((event.target as Element).closest('a, button')) return; // the link handles itself
      void navigate(href);
    },
    [navigate],
  );
  return (
    <div className="table-wrap">
      <table className="order-table">
        <caption className="visually-hidden">
          {tab === 'completed' ? 'Completed orders' : 'Pending orders'}
        </caption>
        <thead>
          <tr>
            <th scope="col">Order Number</th>
            <th scope="col">Livestock Location</th>
            <th scope="col">Amount</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <OrderRow
              key={order.id}
              order={order}
              tab={tab}
              waiting={waitingReports.get(order.id)}
              onOpen={onOpen}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}
