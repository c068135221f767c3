// A team member's order history as a table (or a plain sentence when there is none yet).
import { DataTable } from '@/components/DataTable';
import { formatDay, formatMoney } from '@/lib/format';
import type { TeamOrder } from './types';

const COLUMNS = ['Order Number', 'Date', 'Livestock Location', 'Amount', 'Status'];

export function OrderHistoryTable({ orders }: { orders: readonly TeamOrder[] }) {
  if (orders.length === 0) return <p>No orders yet.</p>;
  return (
    <DataTable
      caption="Order History"
      hideCaption
      focusableScroll
      columns={COLUMNS}
      rows={orders}
      rowKey={(order) => order.orderNumber}
      cells={(order) => (
        <>
          <td className="nowrap">{order.orderNumber}</td>
          <td className="nowrap">{formatDay(order.date)}</td>
          <td>{order.livestockLocation}</td>
          <td className="nowrap">{formatMoney(order.amount)}</td>
          <td>{order.status}</td>
        </>
      )}
    />
  );
}
