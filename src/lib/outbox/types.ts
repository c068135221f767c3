// The shapes of the inspection-report outbox: stored items, their states, and the summaries Redux mirrors.
import type { HealthState } from '@contract/limits';

/** 'send' posts a first report (send-inspection-report); 'update' patches a completed order's report. */
export type OutboxKind = 'send' | 'update';

export type OutboxItemState =
  'queued' | 'sending' | 'sent' | 'needs-attention' | 'waiting-for-sign-in';

export interface ReportFields {
  inspection_health_state: HealthState;
  inspection_description: string;
}

/** What is known about the stored certificate, checked again before every send. */
export interface CertificateInfo {
  name: string;
  type: string;
  size: number;
  /** Hex sha256 of the bytes, or null where the browser has no WebCrypto (insecure origin). */
  sha256: string | null;
}

/** One report waiting on this device. Stored without its Blob, which lives under its own key. */
export interface OutboxItem {
  /** Record format version, so a new app version can read what an older one queued. */
  v: 1;
  /** crypto.randomUUID(); also the Idempotency-Key sent to the server. */
  id: string;
  /** The `sub` of the vet's token when the report was written; sent only with that vet's token. */
  ownerId: string;
  orderId: number;
  orderNumber: string;
  kind: OutboxKind;
  fields: ReportFields;
  certificate: CertificateInfo | null;
  state: OutboxItemState;
  attempts: number;
  /** Epoch ms; the runner leaves the item alone until then. */
  nextAttemptAt: number;
  lastError: string | null;
  createdAt: number;
  updatedAt: number;
}

/** What Redux keeps of an item: no fields, never a Blob. */
export interface OutboxSummary {
  id: string;
  orderId: number;
  orderNumber: string;
  kind: OutboxKind;
  state: OutboxItemState;
  attempts: number;
  nextAttemptAt: number;
  lastError: string | null;
  createdAt: number;
  certificateName: string | null;
  certificateSize: number | null;
}

export function summarize(item: OutboxItem): OutboxSummary {
  return {
    id: item.id,
    orderId: item.orderId,
    orderNumber: item.orderNumber,
    kind: item.kind,
    state: item.state,
    attempts: item.attempts,
    nextAttemptAt: item.nextAttemptAt,
    lastError: item.lastError,
    createdAt: item.createdAt,
    certificateName: item.certificate?.name ?? null,
    certificateSize: item.certificate?.size ?? null,
  };
}

/** States that still need to reach the server (everything except a confirmed send). */
export const isUnsent = (item: { state: OutboxItemState }): boolean => item.state !== 'sent';
