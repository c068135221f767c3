// Offline from the first visit: API reads answered while no service worker was in control are kept by the page itself.
import type { ApiMeta } from '@/lib/apiMeta';
import type { StoreHost } from '@/lib/storeHost';
import { readOwner, readToken } from '@/lib/token';
import { whenIdle } from '@/lib/whenIdle';
import { bearerToken } from '@contract/jwt';
import { readAllPages, type PageRead } from '@contract/paging';
import { CACHED_READS } from '@contract/paths';
import { keepAnswer } from './keepOnPage';
import { refreshSavedCopies } from './offlineReady';
import { readsToSaveChanged } from './offlineSlice';

/** Who made a read: its token, and its vet if known then (a session's first reads leave beside its profile). */
interface Reader {
  token: string;
  ownerId: string | null;
}

/** A read the page keeps: who made it and the answer's unread copy. */
interface Unkept extends Reader {
  response: Response;
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

/** True for a GET of one of the API reads kept for offline use (contract/paths.ts CACHED_READS). */
export function isSavedRead(request: Request): boolean {
  if (request.method !== 'GET') return false;
  const { pathname } = new URL(request.url);
  return CACHED_READS.some((path) => pathname.endsWith(`/${path}`));
}

/**
 * Reads an API list with `token`, every page of it, and sees each answer kept: by the service
 * worker when one is in control, else by the page. Resolves with the HTTP status of the first
 * page, or of the page that failed; null when no answer came.
 */
export async function readAndKeep(
  url: string,
  token: string,
  ownerId: string,
): Promise<number | null> {
  const controlled = isControlled();
  let status: number | null = null;
  const readPage = async (pageUrl: string): Promise<PageRead<number | null>> => {
    try {
      const response = await fetch(pageUrl, {
        headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
      });
      status ??= response.status;
      if (!response.ok) return { error: response.status };
      if (!controlled) await keepAnswer(pageUrl, response.clone(), { token, ownerId });
      const body: unknown = await response.json().catch(() => null);
      return { body, url: pageUrl };
    } catch {
      return { error: null };
    }
  };
  const list = await readAllPages(url, readPage);
  return 'error' in list ? list.error : status;
}

/** The first-visit reads of one store (its listeners call these). */
export interface FirstVisit {
  /**
   * Called after each API answer. A read that left while a service worker was in control has been
   * kept by it. One that left before (the first visit, or a page the worker's take-over passed by)
   * is kept by the page, once its vet is known, so what the vet has seen opens offline without a
   * reload or a second read. Whether such reads still wait goes to the store (readiness waits for
   * them); once kept, what is saved on this device is read again.
   */
  afterApiRead(meta: ApiMeta, dispatch: StoreHost['dispatch']): void;
  /** The session's vet became known, or the session ended: waiting reads are kept, or dropped. */
  sessionChanged(dispatch: StoreHost['dispatch']): void;
}

/** The reads waiting to be kept belong to one store: one per `makeStore`. */
export function createFirstVisit(): FirstVisit {
  /** URL of each read waiting for its vet to be known, or for its copy to be written. */
  const waiting = new Map<string, Unkept>();
  /** The waiting URLs being written now. */
  const keeping = new Set<string>();
  let settleTimer: ReturnType<typeof setTimeout> | null = null;

  const report = (dispatch: StoreHost['dispatch']) =>
    dispatch(readsToSaveChanged([...waiting.keys()].map((url) => new URL(url).pathname)));

  /** Keeps each waiting read whose vet is known; drops those of a vet no longer signed in. */
  async function keepWaiting(dispatch: StoreHost['dispatch']): Promise<void> {
    const token = readToken();
    const ownerId = readOwner();
    const writes: Promise<void>[] = [];
    for (const [url, read] of waiting) {
      if (keeping.has(url)) continue;
      if (!sameReader(read, token, ownerId)) {
        waiting.delete(url); // a read of a vet who is no longer signed in is never kept
        void read.response.body?.cancel().catch(() => undefined);
        continue;
      }
      const owner = read.ownerId ?? ownerId;
      if (owner === null) continue; // its vet is not known yet: the profile's answer will say
      keeping.add(url);
      // The store has the answer: its copy has arrived whole.
      const write = keepAnswer(url, read.response, { token: read.token, ownerId: owner }, true)
        .then(
          () => undefined,
          (error: unknown) => console.warn('Could not save a copy on this device', error),
        )
        .finally(() => {
          keeping.delete(url);
          if (waiting.get(url) === read) waiting.delete(url);
        });
      writes.push(write);
    }
    report(dispatch);
    if (writes.length === 0) return;
    await Promise.all(writes);
    // A newer answer to a URL that was being written waits for its own turn.
    if ([...waiting.keys()].some((url) => !keeping.has(url))) await keepWaiting(dispatch);
    // Saved first, then no longer waiting: nothing sees a kept read as neither (and reads it again).
    await refreshSavedCopies(dispatch);
    report(dispatch);
  }

  let keepPlanned = false;
  /**
   * Says at once which reads wait, and keeps them once the screen is drawn: each write copies the
   * whole answer on the main thread, and a first visit's 10,000-row history held the wallet's rows
   * back by about 100 ms at 4x CPU (`npm run bench:lists`).
   */
  function keepSoon(dispatch: StoreHost['dispatch']) {
    report(dispatch);
    if (keepPlanned) return;
    keepPlanned = true;
    whenIdle(() => {
      keepPlanned = false;
      void keepWaiting(dispatch);
    });
  }

  /** Reads again what is saved once a burst of reads has settled (the service worker kept them meanwhile). */
  function readsSettle(dispatch: StoreHost['dispatch']) {
    if (settleTimer !== null) return;
    settleTimer = setTimeout(() => {
      settleTimer = null;
      void refreshSavedCopies(dispatch);
    }, 250);
  }

  return {
    afterApiRead(meta, dispatch) {
      if (meta.sentWhileControlled) {
        if (meta.response?.ok && isSavedRead(meta.request)) readsSettle(dispatch);
        return;
      }
      const unkept = meta.unkept;
      if (!unkept) return;
      // Whose read it was: its token, and the session's vet if it is known and the read went with its token.
      const token = bearerToken(meta.request.headers.get('Authorization'));
      if (!token || !meta.response?.ok || !isSavedRead(meta.request)) {
        void unkept.body?.cancel().catch(() => undefined);
        return;
      }
      const earlier = waiting.get(meta.request.url);
      if (earlier && !keeping.has(meta.request.url)) {
        void earlier.response.body?.cancel().catch(() => undefined);
      }
      waiting.set(meta.request.url, {
        token,
        ownerId: readToken() === token ? readOwner() : null,
        response: unkept,
      });
      keepSoon(dispatch);
    },
    sessionChanged(dispatch) {
      keepSoon(dispatch);
    },
  };
}
