// Orders newly assigned to the vet, found by the background refresh: told in one notification, each order once.
import { decodeOrders, type Order } from '../contract/wire/order';
import { createStore, get, set, type UseStore } from 'idb-keyval';

/** The orders the device already knew for each vet (told, or seen in a kept copy): vet -> ids. */
const NOTICES_DB = 'vet-portal-order-notices';
const NOTICES_STORE = 'known';

let store: UseStore | null = null;
const noticesStore = () => (store ??= createStore(NOTICES_DB, NOTICES_STORE));

/** The Manage Orders address a notification opens (an order's own when it tells of one). */
export const ordersAddress = (orderId?: number) =>
  `/vet-profile?${new URLSearchParams({ panel: 'ManageOrder', ...(orderId === undefined ? {} : { order: String(orderId) }) }).toString()}`;

/** The pending orders of an order list's body; none when it cannot be read. */
function pendingOrders(body: unknown): Order[] {
  try {
    return decodeOrders(body).filter((order) => !order.vet_completed);
  } catch {
    return [];
  }
}

export interface NewOrders {
  /** The orders to tell the vet of now. */
  news: Order[];
  /** The ids to remember as known from now on. */
  known: number[];
}

/**
 * Which pending orders are new: those in `fresh` the device did not know, in `known` (told
 * before) or in the copy kept before this refresh (`before`). With neither (the device's first
 * look at this vet's orders) nothing is new: the vet has not been told of anything yet, and a
 * notification of every order would say nothing.
 */
export function newlyAssigned(
  known: readonly number[] | undefined,
  before: unknown,
  fresh: unknown,
): NewOrders {
  const freshPending = pendingOrders(fresh);
  const freshIds = freshPending.map((order) => order.id);
  if (known === undefined && before === null) return { news: [], known: freshIds };
  const seen = new Set([...(known ?? []), ...pendingOrders(before).map((order) => order.id)]);
  const news = freshPending.filter((order) => !seen.has(order.id));
  // Only the orders still pending are kept, so the record stays as small as the list.
  return { news, known: freshIds };
}

/** The notification for `news`: one order by its number and livestock, several by count. */
export function noticeOf(news: readonly Order[]): { title: string; options: NotificationOptions } {
  const [first] = news;
  const single = news.length === 1 && first !== undefined;
  const body = single
    ? [first.order_number, first.products[0]?.post_title, first.products[0]?.product_location]
        .filter(Boolean)
        .join(' · ')
    : news.map((order) => order.order_number).join(', ');
  return {
    title: single ? 'New order assigned' : `${news.length} new orders assigned`,
    options: {
      body,
      tag: `vet-portal-new-orders-${news.map((order) => order.id).join('-')}`,
      icon: '/icons/icon-192.png',
      data: { url: ordersAddress(single ? first.id : undefined) },
    },
  };
}

/**
 * Tells the vet of the orders assigned since the device last knew, when the vet allowed
 * notifications. What is known is written before the notification shows: a worker stopped
 * between the two loses one notification rather than telling it twice.
 */
export async function tellNewOrders(
  registration: ServiceWorkerRegistration,
  userId: string,
  before: unknown,
  fresh: unknown,
): Promise<number> {
  const known = await get<number[]>(userId, noticesStore()).catch(() => undefined);
  const found = newlyAssigned(Array.isArray(known) ? known : undefined, before, fresh);
  await set(userId, found.known, noticesStore());
  if (found.news.length === 0 || Notification.permission !== 'granted') return 0;
  const { title, options } = noticeOf(found.news);
  await registration.showNotification(title, options);
  return found.news.length;
}
