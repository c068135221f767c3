// Where the API shows that an inspection report arrived although its answer was lost: the order lists.
import { decodeOrders } from '@contract/wire/order';
import { paths } from '@contract/paths';
import type { Order, ReportRequest } from '@contract/wire/order';
import type { ArrivalCheck } from '@/lib/outbox/topics';
import type { OutboxItem } from '@/lib/outbox/types';

/**
 * The order carries this item's report: its health state is set (or the vet's part is done), and
 * the inspection fields the API shows are the item's. Another report on the order (a conflict) is
 * not this one.
 */
function holdsReport(order: Order, sent: ReportRequest, completed: boolean): boolean {
  const state = order.inspection_health_state ?? '';
  if (!completed && !order.vet_completed && state === '') return false;
  const sameState = state === '' || state === sent.inspection_health_state;
  const description = order.inspection_description?.trim() ?? '';
  const sameDescription = description === '' || description === sent.inspection_description.trim();
  return sameState && sameDescription;
}

/**
 * A report sent with POST (the first one for its order) arrived if the order now carries it, in
 * the completed or the assigned list. An update (PATCH) sets the same fields again, so sending it
 * twice is harmless: the completed list is read only to know the API answers.
 */
export function reportArrival(item: OutboxItem<ReportRequest>): ArrivalCheck {
  const orderId = item.subject.key;
  const isFirstReport = item.method === 'POST' && item.path === paths.sendReport(orderId);
  return {
    lists: isFirstReport ? [paths.completedOrders, paths.assignedOrders] : [paths.completedOrders],
    holds: (list, body) => {
      const orders = decodeOrders(body); // throws when it is not the API's list
      const order = isFirstReport ? orders.find((row) => row.id === orderId) : undefined;
      return order !== undefined && holdsReport(order, item.fields, list === paths.completedOrders);
    },
  };
}
