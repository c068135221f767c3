// Files kept in IndexedDB as bytes, not Blobs: WebKit's private browsing refuses a Blob there.

/** A file's bytes and type as IndexedDB holds them. */
export interface StoredBytes {
  bytes: ArrayBuffer;
  type: string;
}

/**
 * Reads a Blob into what IndexedDB can hold in every engine. A Blob put fails in Safari's private
 * tabs (and WebKit's automation sessions) with no error named; bytes are kept everywhere.
 */
export async function toStoredBytes(blob: Blob): Promise<StoredBytes> {
  return { bytes: await blob.arrayBuffer(), type: blob.type };
}

const isStoredBytes = (value: unknown): value is StoredBytes =>
  typeof value === 'object' &&
  value !== null &&
  (value as StoredBytes).bytes instanceof ArrayBuffer;

/** The Blob back from what was stored: bytes, or a Blob an earlier version kept. */
export function fromStored(value: Blob | StoredBytes): Blob;
export function fromStored(value: Blob | StoredBytes | undefined): Blob | undefined;
export function fromStored(value: Blob | StoredBytes | undefined): Blob | undefined {
  if (value === undefined) return undefined;
  return isStoredBytes(value) ? new Blob([value.bytes], { type: value.type }) : value;
}
