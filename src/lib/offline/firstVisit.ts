// Offline from the first visit: API reads answered before the service worker took control are read again through it.
import type { ApiMeta } from '@/lib/apiMeta';
import type { StoreHost } from '@/lib/storeHost';
import { readOwner, readToken } from '@/lib/token';
import { bearerToken } from '@contract/jwt';
import { CACHED_READS } from '@contract/paths';
import { refreshSavedCopies } from './offlineReady';
import { readsToSaveChanged } from './offlineSlice';

/** Who made a read: its token, and its vet if known then (a session's first reads leave beside its profile). */
interface Reader {
  token: string;
  ownerId: string | null;
}

/** Whether the signed-in session made a read: the same vet where both are known, else the same token. */
function sameReader(reader: Reader, token: string | null, ownerId: string | null): boolean {
  if (token === null) return false;
  return reader.ownerId !== null && ownerId !== null
    ? reader.ownerId === ownerId
    : reader.token === token;
}

const container = (): ServiceWorkerContainer | undefined =>
  typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;

/** True when a service worker answers this page's requests (and so keeps the vet's copies). */
export function isControlled(): boolean {
  return Boolean(container()?.controller);
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

/** The first-visit reads of one store (its listener calls `afterApiRead` after each answer). */
export interface FirstVisit {
  /**
   * Called after each API answer. A read that left while a service worker was in control has been
   * saved by it. One that left before (the first visit) goes again through the service worker once
   * one takes over, so what the vet has seen opens offline without a reload. Whether such reads
   * still wait goes to the store (readiness waits for them); once saved, what is saved on this
   * device is read again.
   */
  afterApiRead(meta: ApiMeta, dispatch: StoreHost['dispatch']): void;
}

/** The reads waiting, and those being read again, belong to one store: one per `makeStore`. */
export function createFirstVisit(): FirstVisit {
  /** URL of each read waiting for the service worker -> who read it. */
  const waiting = new Map<string, Reader>();
  /** The waiting URLs being read again now (answers arriving one after another each start a batch). */
  const rereading = new Set<string>();
  let settleTimer: ReturnType<typeof setTimeout> | null = null;
  let listening = false;

  const report = (dispatch: StoreHost['dispatch']) =>
    dispatch(readsToSaveChanged([...waiting.keys()].map((url) => new URL(url).pathname)));
  const saved = (dispatch: StoreHost['dispatch']) => void refreshSavedCopies(dispatch);

  /** Reads the waiting URLs again through the service worker, with the current vet's token. */
  async function readAgain(dispatch: StoreHost['dispatch']): Promise<void> {
    const token = readToken();
    const ownerId = readOwner();
    const batch = [...waiting].filter(([url]) => !rereading.has(url));
    const urls = batch
      .filter(([, reader]) => sameReader(reader, token, ownerId))
      .map(([url]) => url);
    for (const url of urls) rereading.add(url);
    if (token && urls.length > 0) await Promise.all(urls.map((url) => readThrough(url, token)));
    for (const url of urls) rereading.delete(url);
    // Done, and reads of a vet who is no longer signed in are never saved.
    for (const [url, reader] of batch) if (waiting.get(url) === reader) waiting.delete(url);
    report(dispatch);
    saved(dispatch);
  }

  /** Reads again what is saved once a burst of reads has settled (the service worker saved them meanwhile). */
  function readsSettle(dispatch: StoreHost['dispatch']) {
    if (settleTimer !== null) return;
    settleTimer = setTimeout(() => {
      settleTimer = null;
      saved(dispatch);
    }, 250);
  }

  return {
    afterApiRead(meta, dispatch) {
      const sw = container();
      if (!sw || !meta.response?.ok || meta.request.method !== 'GET') return;
      if (!isSavedPath(new URL(meta.request.url).pathname)) return;
      if (meta.sentWhileControlled) {
        readsSettle(dispatch);
        return;
      }
      // Whose read it was: its token, and the session's vet if it is known and the read went with its token.
      const token = bearerToken(meta.request.headers.get('Authorization'));
      if (!token) return;
      waiting.set(meta.request.url, {
        token,
        ownerId: readToken() === token ? readOwner() : null,
      });
      report(dispatch);
      if (sw.controller) {
        void readAgain(dispatch);
      } else if (!listening) {
        listening = true;
        sw.addEventListener(
          'controllerchange',
          () => {
            listening = false;
            void readAgain(dispatch);
          },
          { once: true },
        );
      }
    },
  };
}
