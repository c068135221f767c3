// The sha256 of a queued file, taken when it is queued and checked again before it is sent.

const hex = (buffer: ArrayBuffer) =>
  Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');

/** Hex sha256 of the Blob's bytes; null where WebCrypto is unavailable (an insecure origin). */
export async function sha256Hex(blob: Blob): Promise<string | null> {
  const subtle = (globalThis as { crypto?: Partial<Crypto> }).crypto?.subtle;
  if (!subtle) return null;
  // A view of this realm over the bytes: a Blob made from stored bytes may hand back an
  // ArrayBuffer of another realm, which digest() refuses.
  return hex(await subtle.digest('SHA-256', new Uint8Array(await blob.arrayBuffer())));
}
