// The two order lists (Pending Orders, Completed) under tabs, with loading, error and empty states.
import { ordersMsg } from './messages';
import { paths } from '@contract/paths';
import type { Order } from '@contract/wire/order';
import { Suspense, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/Button';
import { Link } from '@/components/Link';
import { useAppSelector } from '@/app/hooks';
import { LastUpdatedNote } from '@/components/LastUpdatedNote';
import { PageCount, Pager } from '@/components/Pager';
import { Tabs } from '@/components/Tabs';
import { describeError, errorDetail, isNoResponse } from '@/lib/api/errors';
import { msg } from '@/lib/text/messages';
import { useConnection } from '@/lib/offline/online';
import { selectOutboxItems, selectUnsentCount } from '@/lib/outbox/outboxSlice';
import type { OutboxItemState } from '@/lib/outbox/types';
import { notify } from '@/lib/toasts/toast';
import { usePage } from '@/lib/hooks/usePage';
import { preloadable } from '@/lib/page/preloadable';
import { whenIdle } from '@/lib/page/whenIdle';
import { useAssignedOrdersQuery, useCompletedOrdersQuery } from './api';
import { byAppointment } from './agenda';
import { listHref, outboxHref, type OrderTab } from './links';
import { OrderTable } from './OrderTable';
import { OrderWizard } from './wizardCode';

const TABS = [
  { key: 'pending', label: 'Pending Orders' },
  { key: 'completed', label: 'Completed' },
] as const;

const NONE: Order[] = [];

/** The offer to be told of new orders: its code loads once the rows are on screen. */
const OrderAlerts = preloadable(() => import('./NewOrderAlerts'));

interface ListQuery {
  data?: Order[];
  isLoading: boolean;
  isError: boolean;
  isFetching: boolean;
  error?: unknown;
  refetch: () => unknown;
}

/** The toast the spec asks for when a list cannot be fetched (once per failure). */
function useFetchFailureToast(failed: boolean) {
  useEffect(() => {
    if (failed) notify.error(ordersMsg.ordersFetchFailed);
  }, [failed]);
}

function ListBody({
  query,
  orders,
  tab,
  waitingReports,
}: {
  query: ListQuery;
  orders: Order[] | undefined;
  tab: OrderTab;
  waitingReports: ReadonlyMap<number, OutboxItemState>;
}) {
  // 25 rows at a time, so a thousand orders render as fast as a few; a new tab starts at page 1.
  const { current, setPage } = usePage(orders ?? NONE, tab);
  const connection = useConnection(); // offline, or the server not answering: the words differ
  if (query.isLoading) return <p role="status">{msg.loading}</p>;
  if (!orders) {
    if (query.isError) {
      // No answer and no saved copy (the worker answers with a saved one when it has it).
      const text = isNoResponse(query.error)
        ? ordersMsg.listNotSaved(connection !== 'offline')
        : describeError(query.error);
      const detail = errorDetail(query.error); // which field of an unreadable answer, and why
      return (
        <>
          <p className="field-error">Error: {text}</p>
          {detail && <p>Details: {detail}</p>}
          <Button
            variant="secondary"
            busy={query.isFetching}
            busyLabel="Retrying..."
            onClick={() => void query.refetch()}
          >
            Retry
          </Button>
        </>
      );
    }
    return null;
  }
  if (orders.length === 0) {
    return <p>{tab === 'completed' ? ordersMsg.noCompletedOrders : ordersMsg.noPendingOrders}</p>;
  }
  return (
    <>
      <PageCount current={current} kind="order" />
      <OrderTable orders={current.rows} tab={tab} waitingReports={waitingReports} />
      <Pager current={current} onPage={setPage} label="Order pages" />
    </>
  );
}

export function OrderLists({ tab }: { tab: OrderTab }) {
  const navigate = useNavigate();
  const assigned = useAssignedOrdersQuery();
  const completed = useCompletedOrdersQuery();
  const outbox = useAppSelector(selectOutboxItems);
  useFetchFailureToast(assigned.isError);
  useFetchFailureToast(completed.isError);

  // Soonest appointment first: the day at a glance (agenda.ts).
  const pending = useMemo(
    () => assigned.data && byAppointment(assigned.data.filter((order) => !order.vet_completed)),
    [assigned.data],
  );
  const waitingReports = useMemo(
    () => new Map(outbox.map((item) => [item.subject.key, item.state] as const)),
    [outbox],
  );
  const unsent = useAppSelector(selectUnsentCount);
  // The wizard's code once there are orders on screen and the phone is idle, so opening one waits
  // on nothing and the rows are drawn first. A failed load is tried again when an order opens.
  const listed = assigned.data !== undefined || completed.data !== undefined;
  const [alertsLoaded, setAlertsLoaded] = useState(false);
  useEffect(() => {
    if (!listed) return;
    return whenIdle(() => {
      void OrderWizard.preload().catch(() => undefined);
      // Drawn only once its code is in: a failed download leaves the lists as they are.
      void OrderAlerts.preload().then(
        () => setAlertsLoaded(true),
        () => undefined,
      );
    });
  }, [listed]);

  return (
    <section aria-labelledby="orders-title" className="orders">
      <div className="orders-head">
        <h1 id="orders-title">Manage Orders</h1>
        {unsent > 0 && (
          <Link to={outboxHref()} className="btn btn-secondary btn-small">
            Unsent reports ({unsent})
          </Link>
        )}
      </div>
      <LastUpdatedNote path={tab === 'pending' ? paths.assignedOrders : paths.completedOrders} />
      <Tabs
        label="Orders"
        tabs={TABS}
        selected={tab}
        onSelect={(key) => void navigate(listHref(key), { replace: true })}
      >
        {tab === 'pending' ? (
          <ListBody
            query={assigned}
            orders={pending}
            tab="pending"
            waitingReports={waitingReports}
          />
        ) : (
          <ListBody
            query={completed}
            orders={completed.data}
            tab="completed"
            waitingReports={waitingReports}
          />
        )}
      </Tabs>
      {alertsLoaded && (
        <Suspense fallback={null}>
          <OrderAlerts.Component />
        </Suspense>
      )}
    </section>
  );
}
