// Offline from the first visit: each kept read with no saved copy is read and kept, through the service worker in control, else by the page itself.
import { PROFILE_READ } from '@contract/panels';
import { readAllPages, type PageRead } from '@contract/paging';
import { paths } from '@contract/paths';
import { selectReadsInFlight, type WithApi } from '@/lib/api/api';
import { getConfig } from '@/lib/api/config';
import { isOnline } from '@/lib/offline/online';
import { connectionRestored } from '@/lib/page/pageEvents';
import { whenIdle } from '@/lib/page/whenIdle';
import { renewIfExpiring } from '@/lib/session/refresh';
import type { StateHost } from '@/lib/page/storeHost';
import { readSession } from '@/lib/session/token';
import { keepAnswer } from './keepOnPage';
import { isSaved, refreshSavedCopies } from './offlineReady';
import { savedCopyForgone, selectReadinessState, type WithOffline } from './offlineSlice';

const worker = (): ServiceWorkerContainer | undefined =>
  typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;

/** A read's API URL. */
export const readUrl = (path: string) =>
  new URL(`${getConfig().apiBaseUrl}${path}`, location.href).href;

/**
 * Reads an API list with `token`, every page of it, and sees each answer kept: by the service
 * worker when one is in control, else by the page, under vet `ownerId`'s cache (keepOnPage.ts).
 * Resolves with the HTTP status of the first page, or of the page that failed; null when no
 * answer came.
 */
export async function readAndKeep(
  url: string,
  token: string,
  ownerId: string,
): Promise<number | null> {
  const controlled = Boolean(worker()?.controller);
  let status: number | null = null;
  const readPage = async (pageUrl: string): Promise<PageRead<number | null>> => {
    try {
      const response = await fetch(pageUrl, {
        headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
      });
      status ??= response.status;
      if (!response.ok) return { error: response.status };
      if (!controlled) await keepAnswer(pageUrl, response.clone(), { token, ownerId });
      return { body: await response.json().catch(() => null), url: pageUrl };
    } catch {
      return { error: null };
    }
  };
  const list = await readAllPages(url, readPage);
  return 'error' in list ? list.error : status;
}

/**
 * Watches readiness: where the phone can keep the shell, the signed-in vet's profile and wanted
 * lists with no saved copy are read and kept (a first visit's reads went out before a worker
 * could keep them; a list not opened yet was never read). Each is asked for once per page and
 * vet, and again when signal returns or a worker takes control; a list the server refuses this
 * vet is not waited for. Saving waits until the screens' own reads are in and the phone is idle:
 * beside them it would take the connections they wait for, and keep copies while the rows draw.
 * Returns a function that stops watching.
 */
export function startSavingAhead(store: StateHost<WithOffline & WithApi>): () => void {
  const asked = new Set<string>();
  let saving = false;
  /** Cancels the wait for an idle moment, while one is awaited. */
  let idleWait: (() => void) | null = null;

  /** The kept reads of the signed-in vet still to save, when saving them can work now. */
  function due(): { userId: string; token: string; missing: string[] } | null {
    const { shell, userId, saved, wanted } = selectReadinessState(store.getState());
    const session = readSession();
    if (shell === 'unsupported' || !userId || session?.ownerId !== userId) return null;
    if (!isOnline()) return null;
    const missing = [paths[PROFILE_READ.name], ...wanted].filter(
      (path) => !isSaved(saved, path) && !asked.has(`${userId} ${path}`),
    );
    return missing.length > 0 ? { userId, token: session.token, missing } : null;
  }

  async function save() {
    saving = true;
    try {
      // An expired token would be refused, and a refusal purges the vet's saved copies.
      await renewIfExpiring();
      const work = due();
      if (!work) return;
      for (const path of work.missing) asked.add(`${work.userId} ${path}`);
      await Promise.all(
        work.missing.map(async (path) => {
          const status = await readAndKeep(readUrl(path), work.token, work.userId);
          // Refused to this vet (4xx): nothing to save, so readiness does not wait for it.
          if (status !== null && status >= 400 && status < 500) {
            store.dispatch(savedCopyForgone(path));
          }
        }),
      );
      await refreshSavedCopies(store.dispatch);
    } finally {
      saving = false;
    }
    check(); // a list named while these were read
  }

  function check(): void {
    if (saving || idleWait || selectReadsInFlight(store.getState()) || !due()) return;
    idleWait = whenIdle(() => {
      idleWait = null;
      if (!saving && !selectReadsInFlight(store.getState()) && due()) void save();
      else check();
    });
  }
  const onOnline = () => {
    asked.clear();
    check();
  };
  /** Readiness and the screens' reads when last checked; actions that change neither start no check. */
  let seen = selectReadinessState(store.getState());
  let reading = selectReadsInFlight(store.getState());
  const onChange = () => {
    const state = store.getState();
    const now = selectReadinessState(state);
    const readsNow = selectReadsInFlight(state);
    if (now === seen && readsNow === reading) return;
    seen = now;
    reading = readsNow;
    check();
  };
  const stops = [store.subscribe(onChange), store.hear(connectionRestored.match, onOnline)];
  worker()?.addEventListener('controllerchange', onOnline);
  check();
  return () => {
    for (const stop of stops) stop();
    idleWait?.();
    worker()?.removeEventListener('controllerchange', onOnline);
  };
}
