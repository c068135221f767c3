// Order lookups shared by the order and report routes: only ever the calling vet's own orders.
import type { AppContext } from './context.js';
import type { OrderRow } from './db/rows.js';
import { httpError } from './errors.js';

export const ORDER_NOT_FOUND = 'Order not found.';

/** The vet's order with this id; 404 for unknown ids and for other vets' orders alike. */
export function findOwnOrder(ctx: AppContext, vetId: number, orderId: number | null): OrderRow {
  const order =
    orderId === null
      ? undefined
      : (ctx.db.prepare('SELECT * FROM orders WHERE id = ? AND vet_id = ?').get(orderId, vetId) as
          OrderRow | undefined);
  if (!order) throw httpError(404, ORDER_NOT_FOUND);
  return order;
}

/** 400 unless the order is still open (neither completed nor cancelled). */
export function assertOpen(order: OrderRow): void {
  if (order.status === 'cancelled') throw httpError(400, 'This order has been cancelled.');
  if (order.vet_completed === 1 || order.status === 'completed') {
    throw httpError(400, 'This order has already been completed.');
  }
}
