// A team member's order history as a table (or a plain sentence when there is none yet).
import { DataTable, type Column } from '@/components/DataTable';
import { formatDay, formatMoney } from '@/lib/text/format';
import type { TeamOrder } from './types';

const COLUMNS: readonly Column<TeamOrder>[] = [
  { header: 'Order Number', className: 'nowrap', cell: (order) => order.orderNumber },
  { header: 'Date', className: 'nowrap', cell: (order) => formatDay(order.date) },
  { header: 'Livestock Location', cell: (order) => order.livestockLocation },
  { header: 'Amount', className: 'nowrap', cell: (order) => formatMoney(order.amount) },
  { header: 'Status', cell: (order) => order.status },
];

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
    />
  );
}
