// Records the first outbox version wrote (inspection reports only) read as today's generic items.
import { paths } from '@contract/paths';
import { REPORT_CERTIFICATE_FIELD } from '@contract/wire/order';
import type { OldRecord } from '@/lib/outbox/topics';
import type { OutboxItem, OutboxItemState } from '@/lib/outbox/types';

/** A version-1 record: one inspection report, its certificate stored beside it. */
interface ReportRecordV1 {
  v: 1;
  id: string;
  ownerId: string;
  orderId: number;
  orderNumber: string;
  kind: 'send' | 'update';
  fields: { inspection_health_state: string; inspection_description: string };
  certificate: { name: string; type: string; size: number; sha256: string | null } | null;
  state: OutboxItemState;
  attempts: number;
  nextAttemptAt: number;
  lastError: string | null;
  createdAt: number;
  updatedAt: number;
}

const isReportRecordV1 = (record: OldRecord): record is OldRecord & ReportRecordV1 =>
  record.v === 1 && typeof record.orderId === 'number' && typeof record.orderNumber === 'string';

/** The stored record as a current item of `topic` (a report queued before an app update is still sent). */
export function upgradeReportRecord(record: OldRecord, topic: string): OutboxItem | null {
  if (!isReportRecordV1(record)) return null;
  const { orderId, orderNumber, kind, certificate, ...rest } = record;
  return {
    ...rest,
    v: 2,
    method: kind === 'send' ? 'POST' : 'PATCH',
    path: kind === 'send' ? paths.sendReport(orderId) : paths.updateReport(orderId),
    fields: { ...record.fields },
    file: certificate && { field: REPORT_CERTIFICATE_FIELD, ...certificate },
    subject: { topic, key: orderId, label: orderNumber },
  };
}
