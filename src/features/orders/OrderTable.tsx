// One order list (cards on a phone): number, livestock location, the appointment (pending), gross earnings, the action to open it.
import type { Order } from '@contract/wire/order';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { Link } from '@/components/Link';
import { DataTable, type Column } from '@/components/DataTable';
import { formatMoney } from '@/lib/text/format';
import type { OutboxItemState } from '@/lib/outbox/types';
import { appointmentOf, appointmentWhen, isPastDay } from './agenda';
import { orderHref, type OrderTab } from './links';
import { livestockLocation } from './types';
import { outboxMsg } from './messages';
import { useServerToday } from './useServerToday';

interface OrderTableProps {
  orders: readonly Order[];
  tab: OrderTab;
  /** Orders with a report waiting in the outbox, and that report's state. */
  waitingReports: ReadonlyMap<number, OutboxItemState>;
}

const hrefFor = (order: Order, tab: OrderTab) =>
  orderHref(order.id, { report: tab === 'completed' });

/** When and where (the day at a glance): "Today, 09:30 AM" over the place; "Not set yet" before. */
function appointmentCell(order: Order, today: string) {
  const appointment = appointmentOf(order);
  if (!appointment) return <span className="appointment-none">Not set yet</span>;
  return (
    <span className="appointment-cell">
      <time
        dateTime={appointment.start?.toISOString() ?? appointment.day}
        className={
          isPastDay(appointment, today) ? 'appointment-when appointment-past' : 'appointment-when'
        }
      >
        {appointmentWhen(appointment, today)}
      </time>{' '}
      <span className="appointment-place">{appointment.place}</span>
    </span>
  );
}

function columnsFor(
  tab: OrderTab,
  waitingReports: ReadonlyMap<number, OutboxItemState>,
  today: string,
): Column<Order>[] {
  return [
    {
      header: 'Order Number',
      hideLabelOnCard: true,
      cell: (order) => {
        const waiting = waitingReports.get(order.id);
        return (
          <>
            <span className="order-number">{order.order_number}</span>
            {waiting && (
              <span className={`outbox-chip outbox-chip-${waiting}`}>
                {outboxMsg.states[waiting]}
              </span>
            )}
          </>
        );
      },
    },
    { header: 'Livestock Location', cell: livestockLocation },
    // Pending orders only: the spec's columns stay, the appointment is added beside them.
    ...(tab === 'pending'
      ? [{ header: 'Appointment', cell: (order: Order) => appointmentCell(order, today) }]
      : []),
    {
      header: 'Amount',
      cell: (order) => (
        <span>
          <span className="amount-credit">+ {formatMoney(order.inspection_fees)}</span>{' '}
          <span className="amount-label">Gross Earnings</span>
        </span>
      ),
    },
    {
      header: 'Actions',
      hideLabelOnCard: true,
      cell: (order) => (
        <Link to={hrefFor(order, tab)} className="btn btn-secondary btn-small">
          {tab === 'completed' ? 'Update order report' : 'View order'}{' '}
          <span className="visually-hidden">{order.order_number}</span>
        </Link>
      ),
    },
  ];
}

export function OrderTable({ orders, tab, waitingReports }: OrderTableProps) {
  const navigate = useNavigate();
  const today = useServerToday();
  const columns = useMemo(
    () => columnsFor(tab, waitingReports, today),
    [tab, waitingReports, today],
  );
  return (
    // The row tap is a shortcut for mouse and touch; keyboard and screen-reader users have the real
    // link in the Actions cell, so the row itself is not made focusable.
    <DataTable
      caption={tab === 'completed' ? 'Completed orders' : 'Pending orders'}
      hideCaption
      className="order-table"
      columns={columns}
      rows={orders}
      rowKey={(order) => String(order.id)}
      onRowClick={(order) => void navigate(hrefFor(order, tab))}
    />
  );
}
