// A vet's kept API answer, shared by the page and the service worker: which answers are worth keeping, and the copy stamped with its time and next page.
import { nextLink } from '@contract/paging';
import { CACHED_AT_HEADER, NEXT_PAGE_HEADER } from './cacheNames';

/** Only successful JSON answers are worth keeping. */
export function isStorable(response: Response): boolean {
  const type = response.headers.get('Content-Type') ?? '';
  return response.ok && /^application\/(?:[\w.+-]+\+)?json\b/i.test(type.trim());
}

const OPEN_BRACE = 0x7b;
const isSpace = (byte: number) => byte === 0x20 || byte === 0x09 || byte === 0x0a || byte === 0x0d;

/** True when the bytes start a JSON object (a page, a profile), not an array (a whole list). */
function startsObject(bytes: Uint8Array): boolean {
  const first = bytes.find((byte) => !isSpace(byte));
  return first === OPEN_BRACE;
}

/** The next page's link in a JSON object's bytes, or null (not a page, the last page, not JSON). */
function nextLinkIn(bytes: Uint8Array): string | null {
  try {
    return nextLink(JSON.parse(new TextDecoder().decode(bytes)));
  } catch {
    return null;
  }
}

const joined = (chunks: Uint8Array[]): Uint8Array<ArrayBuffer> => {
  const whole = new Uint8Array(chunks.reduce((size, chunk) => size + chunk.byteLength, 0));
  let at = 0;
  for (const chunk of chunks) {
    whole.set(chunk, at);
    at += chunk.byteLength;
  }
  return whole;
};

/**
 * A body passed on as it arrives, but for a JSON object (a page of a list, a profile: small),
 * which is read whole to find its next page. A long list (a JSON array) is never copied.
 */
async function passedOn(
  stream: ReadableStream<Uint8Array>,
): Promise<{ body: BodyInit; next: string | null }> {
  const reader = stream.getReader();
  const first = await reader.read();
  if (first.done) return { body: new Uint8Array(0), next: null };
  if (startsObject(first.value)) {
    const chunks = [first.value];
    for (let part = await reader.read(); !part.done; part = await reader.read()) {
      chunks.push(part.value);
    }
    const whole = joined(chunks);
    return { body: whole, next: nextLinkIn(whole) };
  }
  const body = new ReadableStream<Uint8Array>({
    start: (controller) => controller.enqueue(first.value),
    pull: async (controller) => {
      const part = await reader.read();
      if (part.done) controller.close();
      else controller.enqueue(part.value);
    },
    cancel: (reason) => reader.cancel(reason),
  });
  return { body, next: null };
}

/**
 * A copy of the answer carrying the time it was stored, for "Last updated …" in the app, and for a
 * page of a longer list the link to its next page (so readiness can tell every page is kept). Its
 * body is read whole first (a cache's `put` of an answer still arriving holds the cache as long as
 * the download), unless `arrived`: an answer the page has read already passes its body on as it
 * is, which spares the main thread a copy of a long list (a 10,000-row history is 1.6 MB).
 */
export async function stampCachedAt(
  response: Response,
  storedAt: Date,
  arrived = false,
): Promise<Response> {
  const headers = new Headers(response.headers);
  headers.set(CACHED_AT_HEADER, storedAt.toISOString());
  // The copy holds the decoded body: the transfer's encoding and length do not describe it. It
  // is the vet's answer whatever the request's headers (a `Vary: *` copy could not be stored).
  headers.delete('Content-Encoding');
  headers.delete('Content-Length');
  headers.delete('Vary');
  let body: BodyInit | null = null;
  let next: string | null = null;
  if (arrived && response.body) {
    ({ body, next } = await passedOn(response.body));
  } else if (!arrived) {
    const bytes = new Uint8Array(await response.arrayBuffer());
    body = bytes;
    next = startsObject(bytes) ? nextLinkIn(bytes) : null;
  }
  if (next) headers.set(NEXT_PAGE_HEADER, next);
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}
