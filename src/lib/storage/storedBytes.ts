// Files in IndexedDB: as Blobs, or as bytes where the engine refuses a Blob (WebKit's private browsing).
import { createStore, promisifyRequest, type UseStore } from 'idb-keyval';

/** A file's bytes and type as IndexedDB holds them where a Blob cannot be stored. */
export interface StoredBytes {
  bytes: ArrayBuffer;
  type: string;
}

/** What a file field of a stored record holds. */
export type StoredBlob = Blob | StoredBytes;

/** How long the Blob check may take before the answer is "no". */
export const BLOB_CHECK_TIMEOUT_MS = 2000;

/** Reads a Blob into what every engine's IndexedDB can hold. */
export async function toStoredBytes(blob: Blob): Promise<StoredBytes> {
  return { bytes: await blob.arrayBuffer(), type: blob.type };
}

/** By tag, not instanceof: what IndexedDB gives back may come from another realm (tests, workers). */
const isStoredBytes = (value: unknown): value is StoredBytes =>
  typeof value === 'object' &&
  value !== null &&
  Object.prototype.toString.call((value as Partial<StoredBytes>).bytes) === '[object ArrayBuffer]';

/** The Blob back from what was stored. */
export function fromStored(value: StoredBlob): Blob;
export function fromStored(value: StoredBlob | undefined): Blob | undefined;
export function fromStored(value: StoredBlob | undefined): Blob | undefined {
  if (value === undefined) return undefined;
  return isStoredBytes(value) ? new Blob([value.bytes], { type: value.type }) : value;
}

/**
 * Whether `store` keeps a Blob: Safari's private tabs (and WebKit's automation sessions) fail or
 * stall such a put. Checked in a database of its own, so a stalled check blocks nothing else.
 */
export async function keepsBlobs(
  store: UseStore = createStore('vet-portal-blob-check', 'check'),
  timeoutMs = BLOB_CHECK_TIMEOUT_MS,
): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const check = store('readwrite', (s) => {
    s.put(new Blob(['check'], { type: 'text/plain' }), 'blob');
    s.delete('blob');
    return promisifyRequest(s.transaction as unknown as IDBRequest);
  }).then(
    () => true,
    () => false,
  );
  const late = new Promise<boolean>((resolve) => (timer = setTimeout(resolve, timeoutMs, false)));
  try {
    return await Promise.race([check, late]);
  } finally {
    clearTimeout(timer);
  }
}

let answer: Promise<boolean> | null = null;
/** The check, once per page. */
const blobsKept = () => (answer ??= keepsBlobs());

/**
 * What to put for `blob`: itself where Blobs are kept (cheaply, by reference), else its bytes.
 * Wrapped, so that awaiting it never looks into the Blob (a broken one may look like a promise).
 */
export async function storable(
  blob: Blob,
  canKeepBlobs: () => Promise<boolean> = blobsKept,
): Promise<{ stored: StoredBlob }> {
  return { stored: (await canKeepBlobs()) ? blob : await toStoredBytes(blob) };
}
