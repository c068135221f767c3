// Did a report reach the server although its answer was lost? Asked of the API's own lists before any resend.
import { decodeOrders } from '@contract/decode/orders';
import { paths } from '@contract/paths';
import type { Order } from '@contract/types/order';
import { CACHED_AT_HEADER } from '@/lib/sw/cacheNames';
import type { OutboxItem } from './types';

/**
 * 'arrived': the server holds what the item carries (never send it again); 'absent': the API answered
 * and does not hold it (sending is safe); 'no-answer': the API could not be asked (no signal).
 */
export type Arrival = 'arrived' | 'absent' | 'no-answer';

/** Asks the API about one item (injected so tests and the service worker choose their fetch). */
export type AskArrival = (item: OutboxItem, apiBaseUrl: string, token: string) => Promise<Arrival>;

const ASK_TIMEOUT_MS = 15_000;

/**
 * The order carries this item's report: its health state is set (or the vet's part is done), and
 * the inspection fields the API shows are the item's. Another report on the order (a conflict) is
 * not this one.
 */
function holdsReport(order: Order, item: OutboxItem, completed: boolean): boolean {
  const state = order.inspection_health_state ?? '';
  if (!completed && !order.vet_completed && state === '') return false;
  const sent = item.fields;
  const sameState = state === '' || state === sent.inspection_health_state?.trim();
  const description = order.inspection_description?.trim() ?? '';
  const sameDescription = description === '' || description === sent.inspection_description?.trim();
  return sameState && sameDescription;
}

/** The list's orders through the app's own decoder, or null when it is not one (cannot tell). */
function ordersOf(body: unknown): Order[] | null {
  try {
    return decodeOrders(body);
  } catch {
    return null;
  }
}

/**
 * A report sent with POST (the first one for its order) arrived if the order now carries it. An
 * update (PATCH) sets the same fields again, so sending it twice is harmless: 'absent' as soon as
 * the API answers. Answers the service worker gave from its saved copies do not count.
 */
export function askArrival(fetchImpl: typeof fetch = (...args) => fetch(...args)): AskArrival {
  return async (item, apiBaseUrl, token) => {
    const orderId = item.subject.key;
    const isFirstReport = item.method === 'POST' && item.path === paths.sendReport(orderId);
    const lists = isFirstReport
      ? [paths.completedOrders, paths.assignedOrders]
      : [paths.completedOrders];
    for (const list of lists) {
      let response: Response;
      try {
        response = await fetchImpl(`${apiBaseUrl}${list}`, {
          headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
          cache: 'no-store',
          signal: AbortSignal.timeout(ASK_TIMEOUT_MS),
        });
      } catch {
        return 'no-answer';
      }
      if (response.headers.get(CACHED_AT_HEADER)) return 'no-answer'; // the device's copy
      // A refused token is for the send to meet (it pauses the queue for sign-in).
      if (response.status === 401 || response.status === 403) return 'absent';
      const orders = response.ok ? ordersOf(await response.json().catch(() => undefined)) : null;
      if (!orders) return 'no-answer'; // not the API's list (a captive portal, a fault): cannot tell
      if (!isFirstReport) return 'absent';
      const order = orders.find((row) => row.id === orderId);
      if (order && holdsReport(order, item, list === paths.completedOrders)) return 'arrived';
    }
    return 'absent';
  };
}
