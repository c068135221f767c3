// The signed-in vet's current token, mirrored into IndexedDB ('vet-portal-session'/'token') for the service worker.
import { del, get, promisifyRequest, set, type UseStore } from 'idb-keyval';
import { openStore } from '@/lib/storage/idbStore';

export const SESSION_DB_NAME = 'vet-portal-session';
export const SESSION_STORE_NAME = 'token';
const KEY = 'current';

/** What the service worker reads to send queued items while no tab is open. */
export interface MirroredToken {
  token: string;
  /** The vet the token belongs to (from the profile): only this vet's items go with it. */
  userId: string;
  savedAt: number;
}

let store: UseStore | null = null;
/** Opened on first use; null where the browser has no IndexedDB (nothing to mirror into). */
function sessionStore(): UseStore | null {
  if (typeof indexedDB === 'undefined') return null;
  store ??= openStore(SESSION_DB_NAME, SESSION_STORE_NAME);
  return store;
}

/**
 * Keeps `token` as the current one, for vet `userId`. While the vet is not known yet (a new
 * session before its profile was read) the mirror is cleared: no item goes without its owner.
 */
export async function mirrorToken(
  token: string,
  userId: string | null,
  now = Date.now(),
): Promise<void> {
  const target = sessionStore();
  if (!target) return;
  try {
    if (userId) await set(KEY, { token, userId, savedAt: now } satisfies MirroredToken, target);
    else await del(KEY, target);
  } catch (error) {
    // The app keeps working from localStorage; only sending with the app closed needs the mirror.
    console.warn('The session could not be shared with the service worker', error);
  }
}

/** Forgets the mirrored token (logout, a 401 in a tab). */
export async function clearMirroredToken(): Promise<void> {
  const target = sessionStore();
  if (!target) return;
  await del(KEY, target).catch(() => undefined);
}

/** The mirrored token and its vet, if both are there. */
export async function readMirroredToken(): Promise<MirroredToken | null> {
  const target = sessionStore();
  if (!target) return null;
  const record = (await get<MirroredToken>(KEY, target).catch(() => undefined)) ?? null;
  if (typeof record?.token !== 'string' || typeof record.userId !== 'string') return null;
  return record;
}

/**
 * Forgets the mirrored token only if it is still `token` (the server refused it). A newer token
 * stored meanwhile by a sign-in or a refresh is kept.
 */
export async function forgetRefusedToken(token: string): Promise<void> {
  const target = sessionStore();
  if (!target) return;
  await target('readwrite', (records) => {
    const read = records.get(KEY) as IDBRequest<MirroredToken | undefined>;
    return promisifyRequest(read).then(() => {
      if (read.result?.token === token) records.delete(KEY);
      return promisifyRequest(records.transaction);
    });
  }).catch(() => undefined);
}
