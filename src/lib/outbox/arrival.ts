// Did a report reach the server although its answer was lost? Asked of the API's own lists before any resend.
import { paths } from '@contract/paths';
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

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A list answer's rows: a JSON array, or Django REST Framework's paginated `results` (first page). */
function rows(body: unknown): Record<string, unknown>[] | null {
  const list = isRecord(body) ? body.results : body;
  return Array.isArray(list) ? list.filter(isRecord) : null;
}

const sameId = (value: unknown, id: number) => String(value) === String(id);

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * The order carries this item's report: its health state is set (or the vet's part is done), and
 * the inspection fields the API shows are the item's. Another report on the order (a conflict) is
 * not this one.
 */
function holdsReport(
  order: Record<string, unknown>,
  item: OutboxItem,
  completed: boolean,
): boolean {
  const state = text(order.inspection_health_state);
  if (!completed && order.vet_completed !== true && state === '') return false;
  const sent = item.fields;
  const sameState =
    state === '' || state.toLowerCase() === text(sent.inspection_health_state).toLowerCase();
  const description = text(order.inspection_description);
  const sameDescription = description === '' || description === text(sent.inspection_description);
  return sameState && sameDescription;
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
      const body: unknown = response.ok ? await response.json().catch(() => undefined) : undefined;
      const orders = rows(body);
      if (!orders) return 'no-answer'; // not the API's list (a captive portal, a fault): cannot tell
      if (!isFirstReport) return 'absent';
      const order = orders.find((row) => sameId(row.id, orderId));
      if (order && holdsReport(order, item, list === paths.completedOrders)) return 'arrived';
    }
    return 'absent';
  };
}
