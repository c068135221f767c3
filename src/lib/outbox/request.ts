// The HTTP request for one queued report: endpoint by kind, multipart fields, headers, time allowed.
import { paths } from '@contract/paths';
import type { OutboxRequest } from './transport';
import type { OutboxItem } from './types';

/** First report: POST send-inspection-report; a completed order's report: PATCH update-inspection-report. */
export function reportEndpoint(item: Pick<OutboxItem, 'kind' | 'orderId'>) {
  return item.kind === 'send'
    ? { path: paths.sendReport(item.orderId), method: 'POST' as const }
    : { path: paths.updateReport(item.orderId), method: 'PATCH' as const };
}

/** Generous for a 5 MB certificate on a weak 3G link (about 16 KB/s), plus 30 s to answer. */
export function uploadTimeoutMs(bytes: number): number {
  return 30_000 + Math.ceil(bytes / 16);
}

export function buildReportRequest(
  item: OutboxItem,
  certificate: Blob | null,
  apiBaseUrl: string,
  token: string,
): OutboxRequest {
  const { path, method } = reportEndpoint(item);
  const body = new FormData();
  body.append('inspection_health_state', item.fields.inspection_health_state);
  body.append('inspection_description', item.fields.inspection_description);
  if (certificate && item.certificate) {
    body.append('certificate_of_safety', certificate, item.certificate.name);
  }
  return {
    url: `${apiBaseUrl}${path}`,
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      'Idempotency-Key': item.id,
      Accept: 'application/json',
    },
    body,
    timeoutMs: uploadTimeoutMs(certificate?.size ?? 0),
  };
}
