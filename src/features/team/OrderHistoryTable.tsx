// A team member's order history as a table (or a plain sentence when there is none yet).
import { formatDay, formatMoney } from '@/lib/format';
import type { TeamOrder } from './types';

export function OrderHistoryTable({ orders }: { orders: readonly TeamOrder[] }) {
  if (orders.length === 0) return <p>No orders yet.</p>;
  return (
    // A scrolling region must be keyboard-reachable (WCAG 2.1.1); this table holds no links.
    <div
      className="table-wrap"
      role="region"
      aria-labelledby="order-history-caption"
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
    >
      <table>
        <caption id="order-history-caption" className="visually-hidden">
          Order History
        </caption>
        <thead>
          <tr>
            <th scope="col">Order Number</th>
            <th scope="col">Date</th>
            <th scope="col">Livestock Location</th>
            <th scope="col">Amount</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.orderNumber}>
              <td className="nowrap">{order.orderNumber}</td>
              <td className="nowrap">{formatDay(order.date)}</td>
              <td>{order.livestockLocation}</td>
              <td className="nowrap">{formatMoney(order.amount)}</td>
              <td>{order.status}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
