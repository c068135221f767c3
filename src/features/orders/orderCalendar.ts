// An order's appointment as a calendar event: what the phone's calendar shows, and the file's name.
import type { Order } from '@contract/wire/order';
import type { CalendarEvent } from '@/lib/text/icalendar';
import { appointmentOf } from './agenda';
import { sellerName } from './types';

/** An inspection's length is not known: an hour holds the time in the vet's calendar. */
const INSPECTION_MINUTES = 60;
/** The calendar reminds the vet this long before. */
const REMIND_MINUTES = 60;

/**
 * The event for the order's appointment, or null without a set day and time. `orderUrl` is the
 * order's address in the portal; `host` makes the UID the same each time for the same order.
 */
export function orderEvent(order: Order, orderUrl: string, host: string): CalendarEvent | null {
  const appointment = appointmentOf(order);
  if (!appointment?.start) return null;
  const product = order.products[0];
  const seller = sellerName(order.seller);
  const description = [
    `Order ${order.order_number}`,
    product ? `${product.post_title} (${product.animal_type})` : null,
    seller ? `Seller: ${seller}${order.seller.phone ? `, ${order.seller.phone}` : ''}` : null,
    `Open the order: ${orderUrl}`,
  ]
    .filter((line): line is string => line !== null)
    .join('\n');
  return {
    uid: `order-${order.id}-appointment@${host}`,
    start: appointment.start,
    end: new Date(appointment.start.getTime() + INSPECTION_MINUTES * 60_000),
    summary: `Inspection ${order.order_number}${product ? `: ${product.post_title}` : ''}`,
    location: appointment.place,
    description,
    url: orderUrl,
    remindMinutesBefore: REMIND_MINUTES,
  };
}

/** "ORD-2026-0131.ics": the order number, with anything a file name should not hold replaced. */
export const calendarFileName = (order: Order) =>
  `${order.order_number.replace(/[^\w.-]+/g, '-') || 'order'}.ics`;
