// The HTTP request for one queued item: its method and path, multipart fields and file, headers, time allowed.
import type { OutboxRequest } from './transport';
import type { OutboxItem } from './types';

/** Generous for a 5 MB file on a weak 3G link (about 16 KB/s), plus 30 s to answer. */
export function uploadTimeoutMs(bytes: number): number {
  return 30_000 + Math.ceil(bytes / 16);
}

export function buildRequest(
  item: OutboxItem,
  file: Blob | null,
  apiBaseUrl: string,
  token: string,
  { idempotencyKey = true }: { idempotencyKey?: boolean } = {},
): OutboxRequest {
  const body = new FormData();
  for (const [name, value] of Object.entries(item.fields)) body.append(name, value);
  if (file && item.file) body.append(item.file.field, file, item.file.name);
  return {
    url: `${apiBaseUrl}${item.path}`,
    method: item.method,
    // Idempotency-Key where the API allows it; exactly once never depends on it (arrival.ts).
    headers: {
      Authorization: `Bearer ${token}`,
      ...(idempotencyKey ? { 'Idempotency-Key': item.id } : {}),
      Accept: 'application/json',
    },
    body,
    timeoutMs: uploadTimeoutMs(file?.size ?? 0),
  };
}
