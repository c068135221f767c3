// The shapes of the outbox, a queue of API requests: stored items, their states, the summaries Redux mirrors.

export type OutboxItemState =
  'queued' | 'sending' | 'sent' | 'needs-attention' | 'waiting-for-sign-in';

/** The file sent with a request (its Blob stored under its own key), checked again before every send. */
export interface StoredFile {
  /** The multipart field the file goes in. */
  field: string;
  name: string;
  type: string;
  size: number;
  /** Hex sha256 of the bytes, or null where the browser has no WebCrypto (insecure origin). */
  sha256: string | null;
}

/** What a feature says an item is about, so it finds its own items again (e.g. its own record 12). */
export interface OutboxSubject {
  topic: string;
  key: number;
  /** What the vet reads in lists, e.g. the record's number. */
  label: string;
}

/** Multipart text fields as the outbox stores and sends them; each topic reads them as its own type. */
export type TextFields = Record<string, string>;

/**
 * One request waiting on this device. Stored without its file, which lives under its own key.
 * `Fields` is a topic's own type where its feature reads the item (topicItem in topicItems.ts).
 */
export interface OutboxItem<Fields extends TextFields = TextFields> {
  /**
   * Record format version, so a new app version can read what an older one queued (each topic's
   * `upgrade`, in topics.ts).
   */
  v: 2;
  /** crypto.randomUUID(); also the Idempotency-Key sent to the server. */
  id: string;
  /** The vet who wrote it (the key from their profile); sent only with that vet's token. */
  ownerId: string;
  method: 'POST' | 'PATCH';
  /** The API path (from the contract), relative to the API base. */
  path: string;
  /** Multipart text fields. */
  fields: Fields;
  file: StoredFile | null;
  subject: OutboxSubject;
  state: OutboxItemState;
  attempts: number;
  /** Epoch ms; the runner leaves the item alone until then. */
  nextAttemptAt: number;
  lastError: string | null;
  /**
   * An attempt got no answer (or a failure answer) and may have reached the server all the same:
   * before the next one, the server's own lists are asked whether it arrived.
   */
  uncertain?: boolean;
  /** The API refused the optional Idempotency-Key header (a CORS preflight): sent without it. */
  withoutKey?: boolean;
  createdAt: number;
  updatedAt: number;
}

/** What Redux keeps of an item: no fields, never a Blob. */
export interface OutboxSummary {
  id: string;
  subject: OutboxSubject;
  method: OutboxItem['method'];
  state: OutboxItemState;
  attempts: number;
  nextAttemptAt: number;
  lastError: string | null;
  createdAt: number;
  fileName: string | null;
  fileSize: number | null;
}

export function summarize(item: OutboxItem): OutboxSummary {
  return {
    id: item.id,
    subject: item.subject,
    method: item.method,
    state: item.state,
    attempts: item.attempts,
    nextAttemptAt: item.nextAttemptAt,
    lastError: item.lastError,
    createdAt: item.createdAt,
    fileName: item.file?.name ?? null,
    fileSize: item.file?.size ?? null,
  };
}

/** States that still need to reach the server (everything except a confirmed send). */
export const isUnsent = (item: { state: OutboxItemState }): boolean => item.state !== 'sent';
