// Records the first outbox version wrote (inspection reports only) read as today's generic items.
import { paths } from '@contract/paths';
import type { OutboxItem, OutboxItemState } from './types';

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

/** The stored record as a current item (a report queued before an app update is still sent). */
export function upgradeItem(record: OutboxItem | ReportRecordV1): OutboxItem {
  if (record.v === 2) return record;
  const { orderId, orderNumber, kind, certificate, ...rest } = record;
  return {
    ...rest,
    v: 2,
    method: kind === 'send' ? 'POST' : 'PATCH',
    path: kind === 'send' ? paths.sendReport(orderId) : paths.updateReport(orderId),
    fields: { ...record.fields },
    file: certificate && { field: 'certificate_of_safety', ...certificate },
    subject: { topic: 'inspection-report', key: orderId, label: orderNumber },
  };
}
