// The inspection report as an outbox item: built from the form, read back for editing, found by its order.
import { paths } from '@contract/paths';
import { REPORT_CERTIFICATE_FIELD, type ReportRequest } from '@contract/wire/order';
import { selectOutboxItems } from '@/lib/outbox/outboxSlice';
import type { OutboxDraft } from '@/lib/outbox/queue';
import { topicDraft, topicItem } from '@/lib/outbox/topicItems';
import { isUnsent, type OutboxItem, type OutboxSummary } from '@/lib/outbox/types';
import { fromWire, type ReportAnswers } from './reportCodec';
import { REPORT_TOPIC, reportOutbox } from './reportOutbox';

/** 'send' posts a first report (send-inspection-report); 'update' patches a completed order's report. */
export type ReportKind = 'send' | 'update';

export interface ReportInput {
  orderId: number;
  orderNumber: string;
  kind: ReportKind;
  fields: ReportRequest;
  /** Sent only when the health-certificate toggle is on. */
  certificate: Blob | null;
  /** The id of a report that needed attention and is replaced by this edited one. */
  replaces?: string;
  /** The form's saved draft, deleted in the same transaction that queues the report. */
  draftKey?: string;
}

/** The outbox item for a report: its endpoint by kind, its fields and certificate, its order. */
export function buildReportItem(input: ReportInput): OutboxDraft<ReportRequest> {
  const { orderId, kind } = input;
  return topicDraft(reportOutbox, {
    method: kind === 'send' ? 'POST' : 'PATCH',
    path: kind === 'send' ? paths.sendReport(orderId) : paths.updateReport(orderId),
    fields: { ...input.fields },
    file: input.certificate && {
      field: REPORT_CERTIFICATE_FIELD,
      blob: input.certificate,
      name: (input.certificate as Partial<File>).name || 'certificate',
    },
    subject: { key: orderId, label: input.orderNumber },
    ...(input.replaces ? { replaces: input.replaces } : {}),
    ...(input.draftKey ? { draftKey: input.draftKey } : {}),
  });
}

/** What a stored report says, back in the form's terms (nothing when its fields are not a report's). */
export function readReportItem(
  item: OutboxItem,
): Pick<ReportAnswers, 'healthState' | 'description'> {
  const report = topicItem(reportOutbox, item);
  return report ? fromWire(report.fields) : { healthState: '', description: '' };
}

const isReport = (item: OutboxSummary) => item.subject.topic === REPORT_TOPIC;

/** The newest unsent report for an order, if one waits on this device. */
export const selectUnsentReport = (
  state: Parameters<typeof selectOutboxItems>[0],
  orderId: number,
): OutboxSummary | undefined =>
  selectOutboxItems(state).findLast(
    (item) => isReport(item) && item.subject.key === orderId && isUnsent(item),
  );
