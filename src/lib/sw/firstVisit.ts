// Offline from the first visit: API reads answered before the service worker took control are read again through it.
import { readOwner, readToken } from '@/lib/token';
import { bearerToken } from '@contract/jwt';
import { CACHED_READS } from '@contract/paths';

/** Who made a read: its token, and its vet if known then (a session's first reads leave beside its profile). */
interface Reader {
  token: string;
  ownerId: string | null;
}

/** URL of each read waiting for the service worker -> who read it. */
const waiting = new Map<string, Reader>();

/** Whether the signed-in session made a read: the same vet where both are known, else the same token. */
function sameReader(reader: Reader, token: string | null, ownerId: string | null): boolean {
  if (token === null) return false;
  return reader.ownerId !== null && ownerId !== null
    ? reader.ownerId === ownerId
    : reader.token === token;
}

const listeners = new Set<() => void>();
let listening = false;

const container = (): ServiceWorkerContainer | undefined =>
  typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;

/** True when a service worker answers this page's requests (and so keeps the vet's copies). */
export function isControlled(): boolean {
  return Boolean(container()?.controller);
}

/** True while reads of this session still wait to be saved through the service worker. */
export function hasReadsToSave(): boolean {
  return waiting.size > 0;
}

/** Tells `listener` each time reads were saved through the service worker; returns an unsubscribe. */
export function onReadsSaved(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const isSavedPath = (pathname: string) =>
  CACHED_READS.some((path) => pathname.endsWith(`/${path}`));

/**
 * Reads an API URL through the service worker, which keeps a good answer; the page does not need
 * the body. Resolves with the answer's HTTP status, or null when none came.
 */
export function readThrough(url: string, token: string): Promise<number | null> {
  return fetch(url, { headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' } })
    .then(async (response) => {
      await response.body?.cancel();
      return response.status;
    })
    .catch(() => null);
}

/** The waiting URLs being read again now (answers arriving one after another each start a batch). */
const rereading = new Set<string>();

/** Reads the waiting URLs again through the service worker, with the current vet's token. */
async function readAgain(): Promise<void> {
  const token = readToken();
  const ownerId = readOwner();
  const batch = [...waiting].filter(([url]) => !rereading.has(url));
  const urls = batch.filter(([, reader]) => sameReader(reader, token, ownerId)).map(([url]) => url);
  for (const url of urls) rereading.add(url);
  if (token && urls.length > 0) await Promise.all(urls.map((url) => readThrough(url, token)));
  for (const url of urls) rereading.delete(url);
  // Done, and reads of a vet who is no longer signed in are never saved.
  for (const [url, reader] of batch) if (waiting.get(url) === reader) waiting.delete(url);
  for (const listener of listeners) listener();
}

/** Tells the listeners once a burst of reads has settled (the service worker saved them meanwhile). */
let settleTimer: ReturnType<typeof setTimeout> | null = null;
function readsSaved() {
  if (settleTimer !== null) return;
  settleTimer = setTimeout(() => {
    settleTimer = null;
    for (const listener of listeners) listener();
  }, 250);
}

/**
 * Called by the API client after each answer. A read that left while a service worker was in
 * control has been saved by it. One that left before (the first visit) goes again through the
 * service worker once one takes over, so what the vet has seen opens offline without a reload.
 */
export function afterApiRead(
  meta: { request: Request; response?: Response } | undefined,
  sentWhileControlled: boolean,
): void {
  const sw = container();
  if (!sw || !meta?.response?.ok || meta.request.method !== 'GET') return;
  if (!isSavedPath(new URL(meta.request.url).pathname)) return;
  if (sentWhileControlled) {
    readsSaved();
    return;
  }
  // Whose read it was: its token, and the session's vet if it is known and the read went with its token.
  const token = bearerToken(meta.request.headers.get('Authorization'));
  if (!token) return;
  waiting.set(meta.request.url, { token, ownerId: readToken() === token ? readOwner() : null });
  if (sw.controller) {
    void readAgain();
  } else if (!listening) {
    listening = true;
    sw.addEventListener(
      'controllerchange',
      () => {
        listening = false;
        void readAgain();
      },
      { once: true },
    );
  }
}
