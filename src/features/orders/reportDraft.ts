// The report step's draft as the draft store knows it: topic 'report', keyed by the order id.
import type { Order } from '@contract/wire/order';
import type { Draft, DraftSubject } from '@/lib/drafts/draftStore';

/** The topic of report drafts (the name earlier versions stored them under, so they are still found). */
const REPORT_DRAFT_TOPIC = 'report';

/** The draft subject of an order's report: the order id finds it, the order number is offered. */
export const reportDraftSubject = (order: Pick<Order, 'id' | 'order_number'>): DraftSubject => ({
  topic: REPORT_DRAFT_TOPIC,
  key: String(order.id),
  label: order.order_number,
});

/** The order a draft is the report of, or null for any other draft. */
export function reportDraftOrder(draft: Pick<Draft, 'subject'>): number | null {
  const { topic, key } = draft.subject;
  return topic === REPORT_DRAFT_TOPIC && /^\d+$/.test(key) ? Number(key) : null;
}
