// Whether this phone is ready to work offline: the app shell kept by the service worker, and this vet's saved copies.
import { PROFILE_READ } from '@contract/panels';
import { paths } from '@contract/paths';
import { readOwner } from '@/lib/token';
import { apiCacheName, CACHED_AT_HEADER } from './cacheNames';
import { hasReadsToSave } from './firstVisit';
import { tinyStore, useTinyStore } from './tinyStore';

/** 'unsupported': no service worker here (dev server, old browser); 'downloading': not kept yet. */
export type ShellState = 'unsupported' | 'downloading' | 'ready';

export interface OfflineReadiness {
  shell: ShellState;
  /** The vet these copies belong to, or null before anything was read. */
  userId: string | null;
  /** API path (e.g. /api/wallet/wallet-balance/) -> ISO time its copy was saved on this device. */
  saved: ReadonlyMap<string, string>;
  /** The lists (API paths as `paths` names them) the vet's screens open, to be saved beside the profile. */
  wanted: readonly string[];
  /** The shell is kept, the profile and every wanted list are saved, no read still waits to be saved. */
  ready: boolean;
}

const initial: OfflineReadiness = {
  shell: 'unsupported',
  userId: null,
  saved: new Map(),
  wanted: [],
  ready: false,
};
const readiness = tinyStore<OfflineReadiness>(initial);

/** When the copy of the API path `path` (e.g. 'dashboard/assigned-orders/') was saved; undefined when none is. */
export const savedAt = (saved: ReadonlyMap<string, string>, path: string): string | undefined =>
  [...saved].find(([savedPath]) => savedPath.endsWith(`/${path}`))?.[1];

/** True when a copy of the API path `path` is saved. */
export const isSaved = (saved: ReadonlyMap<string, string>, path: string): boolean =>
  savedAt(saved, path) !== undefined;

const isReady = (state: Omit<OfflineReadiness, 'ready'>) =>
  state.shell === 'ready' &&
  isSaved(state.saved, paths[PROFILE_READ.name]) &&
  state.wanted.every((path) => isSaved(state.saved, path)) &&
  !hasReadsToSave();

function update(change: Partial<Omit<OfflineReadiness, 'ready'>>) {
  const next = { ...readiness.get(), ...change };
  readiness.set({ ...next, ready: isReady(next) });
}

export function setShellState(shell: ShellState): void {
  if (readiness.get().shell !== shell) update({ shell });
}

/** The copies saved for `userId`, read from Cache Storage (the service worker writes them). */
export async function readSavedCopies(userId: string): Promise<Map<string, string>> {
  const saved = new Map<string, string>();
  if (typeof caches === 'undefined' || !(await caches.has(apiCacheName(userId)))) return saved;
  const cache = await caches.open(apiCacheName(userId));
  for (const request of await cache.keys()) {
    const storedAt = (await cache.match(request))?.headers.get(CACHED_AT_HEADER);
    if (storedAt) saved.set(new URL(request.url).pathname, storedAt);
  }
  return saved;
}

/** Reads again what is saved for the signed-in vet (after reads, a warm-up, or a session change). */
export async function refreshSavedCopies(): Promise<void> {
  const userId = readOwner();
  let saved = new Map<string, string>();
  try {
    if (userId) saved = await readSavedCopies(userId);
  } catch (error) {
    console.warn('Could not read what is saved on this device', error);
  }
  if (userId !== readOwner()) return; // the session changed meanwhile
  update({ userId, saved });
}

/** Lists the server refused the signed-in vet (a 4xx): not wanted again until the session ends. */
const forgone = new Set<string>();

/**
 * The portal names the lists its screens open: ready then also means each is saved, and those the
 * vet has not opened yet are saved ahead (saveAhead.ts).
 */
export function wantSavedCopies(lists: readonly string[]): void {
  const wanted = lists.filter((path) => !forgone.has(path));
  const current = readiness.get().wanted;
  if (current.length !== wanted.length || current.some((path, i) => path !== wanted[i])) {
    update({ wanted });
  }
}

/** A wanted list the server refused this vet: there is nothing to save, so ready does not wait for it. */
export function forgoSavedCopy(path: string): void {
  forgone.add(path);
  wantSavedCopies(readiness.get().wanted);
}

/** Forgets the saved copies and the wanted lists (the session ended: the copies were purged). */
export function forgetSavedCopies(): void {
  forgone.clear();
  update({ userId: null, saved: new Map(), wanted: [] });
}

export const offlineReadiness = readiness;

export function useOfflineReadiness(): OfflineReadiness {
  return useTinyStore(readiness);
}
