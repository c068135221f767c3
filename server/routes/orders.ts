// The vet's orders: lists, appointment setting and cancellation under /dashboard/.
import { paths, route } from '../../contract/paths.js';
import type { FastifyInstance } from 'fastify';
import { requireVerifiedVet } from '../auth/guard.js';
import { idParam, jsonObject, textField, type WireBody } from '../body.js';
import { TINY_BODY_LIMIT } from '../bodyGate.js';
import type { AppContext } from '../context.js';
import type { OrderRow } from '../db/rows.js';
import { FieldErrorCollector, REQUIRED, httpError } from '../errors.js';
import { assertOpen, findOwnOrder } from '../orders.js';
import { orderJson, ordersJson } from '../serializers/order.js';
import { UNSAFE_CHARACTERS, hasUnsafeCharacters, maxLengthMessage } from '../validation.js';
import {
  parseAppointmentDate,
  parseAppointmentTime,
  todayInSouthAfrica,
} from '../../contract/rules/appointment.js';
import { sharedMsg } from '../../contract/messages.js';
import type { MessageResponse } from '../../contract/wire/auth.js';
import type { AppointmentRequest, OrderChangeResponse } from '../../contract/wire/order.js';

/** A date, a time and a location of up to 255 characters, escaped. */
const APPOINTMENT_BODY_LIMIT = 4 * 1024;

/** True when a 'dd-MM-yyyy' date is before today in South Africa. */
export function isPastDate(ddMMyyyy: string, now: Date = new Date()): boolean {
  const [dd, mm, yyyy] = ddMMyyyy.split('-');
  return `${yyyy}-${mm}-${dd}` < todayInSouthAfrica(now);
}

export function registerOrderRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(route(paths.assignedOrders), async (request) => {
    const vet = await requireVerifiedVet(ctx, request);
    const rows = ctx.db
      .prepare(
        `SELECT * FROM orders WHERE vet_id = ? AND status <> 'cancelled'
         ORDER BY created_at ASC, id ASC`,
      )
      .all(vet.id) as OrderRow[];
    return ordersJson(ctx.db, rows, ctx.media.forViewer(vet));
  });

  app.get(route(paths.completedOrders), async (request) => {
    const vet = await requireVerifiedVet(ctx, request);
    const rows = ctx.db
      .prepare(
        `SELECT * FROM orders WHERE vet_id = ? AND vet_completed = 1 AND status = 'completed'
         ORDER BY created_at ASC, id ASC`,
      )
      .all(vet.id) as OrderRow[];
    return ordersJson(ctx.db, rows, ctx.media.forViewer(vet));
  });

  app.post<{ Params: { orderId: string } }>(
    route(paths.setAppointment, 'orderId'),
    { bodyLimit: APPOINTMENT_BODY_LIMIT },
    async (request) => {
      const vet = await requireVerifiedVet(ctx, request);
      const order = findOwnOrder(ctx, vet.id, idParam(request.params.orderId));
      assertOpen(order);
      const body: WireBody<AppointmentRequest> = jsonObject(request);
      const errors = new FieldErrorCollector();
      const rawDate = textField(body, 'appointment_date')?.trim() ?? '';
      const rawTime = textField(body, 'appointment_time')?.trim() ?? '';
      const location = textField(body, 'appointment_location')?.trim() ?? '';
      const date = rawDate ? parseAppointmentDate(rawDate) : null;
      const time = rawTime ? parseAppointmentTime(rawTime) : null;
      if (!rawDate) errors.add('appointment_date', REQUIRED);
      else if (!date) errors.add('appointment_date', 'Enter a real date as dd-MM-yyyy.');
      else if (isPastDate(date)) errors.add('appointment_date', sharedMsg.appointmentInPast);
      if (!rawTime) errors.add('appointment_time', REQUIRED);
      else if (!time) errors.add('appointment_time', 'Enter a time as hh:mm AM or hh:mm PM.');
      if (!location) errors.add('appointment_location', REQUIRED);
      else if (hasUnsafeCharacters(location)) errors.add('appointment_location', UNSAFE_CHARACTERS);
      else if (location.length > 255) errors.add('appointment_location', maxLengthMessage(255));
      errors.throwIfAny();
      const updated = ctx.db.transaction((): OrderRow => {
        const current = findOwnOrder(ctx, vet.id, order.id);
        assertOpen(current);
        ctx.db
          .prepare(
            `UPDATE orders SET appointment_date = ?, appointment_time = ?, appointment_location = ?
             WHERE id = ?`,
          )
          .run(date, time, location, order.id);
        return findOwnOrder(ctx, vet.id, order.id);
      })();
      return {
        message: 'Appointment set successfully.',
        order: orderJson(ctx.db, updated, ctx.media.forViewer(vet)),
      } satisfies OrderChangeResponse;
    },
  );

  app.post<{ Params: { orderId: string } }>(
    route(paths.cancelOrder, 'orderId'),
    { bodyLimit: TINY_BODY_LIMIT },
    async (request) => {
      const vet = await requireVerifiedVet(ctx, request);
      const orderId = idParam(request.params.orderId);
      ctx.db.transaction(() => {
        const order = findOwnOrder(ctx, vet.id, orderId);
        if (order.status === 'cancelled') throw httpError(400, 'This order was already cancelled.');
        if (order.vet_completed === 1 || order.status === 'completed') {
          throw httpError(400, 'A completed order cannot be cancelled.');
        }
        // Escrow is the sum of open orders' fees, so cancelling releases this fee without a credit.
        ctx.db.prepare(`UPDATE orders SET status = 'cancelled' WHERE id = ?`).run(order.id);
      })();
      return { message: 'Order cancelled.' } satisfies MessageResponse;
    },
  );
}
