// "Add to calendar": the order's appointment as an .ics file made on the phone (no network), handed to the browser to save or open.
import type { Order } from '@contract/wire/order';
import { Button } from '@/components/Button';
import { calendarFile } from '@/lib/text/icalendar';
import { orderHref } from './links';
import { calendarFileName, orderEvent } from './orderCalendar';

/** How long the file's address lives: the browser has started saving it long before. */
const KEEP_URL_MS = 60_000;

/** Saves the file through a Blob address (the Blob lives here only, never in Redux). */
function saveFile(text: string, name: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), KEEP_URL_MS);
}

export function AddToCalendar({ order }: { order: Order }) {
  const orderUrl = new URL(orderHref(order.id), location.href).href;
  const event = orderEvent(order, orderUrl, location.host);
  if (!event) return null;
  return (
    <Button
      variant="secondary"
      className="btn-small"
      onClick={() => saveFile(calendarFile([event], new Date()), calendarFileName(order))}
    >
      Add to calendar <span className="visually-hidden">{order.order_number}</span>
    </Button>
  );
}
