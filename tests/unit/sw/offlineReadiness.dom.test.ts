// Offline readiness: ready once the shell is kept and the vet's profile and wanted lists are saved, every page of each.
import { configureStore, type UnknownAction } from '@reduxjs/toolkit';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiCacheName, CACHED_AT_HEADER, NEXT_PAGE_HEADER } from '@/lib/offline/cacheNames';
import { refreshSavedCopies, selectReadiness } from '@/lib/offline/offlineReady';
import { offlineReducer, savedCopiesWanted, shellChanged } from '@/lib/offline/offlineSlice';
import { sessionEnded } from '@/lib/session/session';
import { MemoryCacheStorage, tokenWithSub } from './fakeCaches';

const BASE = 'https://portal.example/api/';
const thandi = tokenWithSub('11');

const offlineStore = () => configureStore({ reducer: { offline: offlineReducer } });

let storage: MemoryCacheStorage;
let store: ReturnType<typeof offlineStore>;
const dispatch = (action: UnknownAction) => store.dispatch(action);

beforeEach(() => {
  storage = new MemoryCacheStorage();
  vi.stubGlobal('caches', storage);
  localStorage.setItem('authToken', thandi);
  localStorage.setItem('authOwner', '11');
  store = offlineStore();
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('offline readiness', () => {
  async function saveCopy(path: string) {
    const cache = await storage.open(apiCacheName('11'));
    await cache.put(
      `${BASE}${path}`,
      new Response('{}', { headers: { [CACHED_AT_HEADER]: '2026-11-23T09:30:00.000Z' } }),
    );
  }
  const readiness = () => selectReadiness(store.getState());

  it('is ready once the shell is kept and the vet’s profile is saved', async () => {
    dispatch(shellChanged('downloading'));
    await saveCopy('profile');
    await refreshSavedCopies(dispatch);
    expect(readiness()).toMatchObject({ shell: 'downloading', ready: false });

    dispatch(shellChanged('ready'));
    expect(readiness().ready).toBe(true);
    expect(readiness().saved['/api/profile']).toBe('2026-11-23T09:30:00.000Z');
  });

  it('waits for every page of a list read in pages', async () => {
    await saveCopy('profile');
    dispatch(shellChanged('ready'));
    dispatch(savedCopiesWanted(['wallet/transaction-history/']));
    const cache = await storage.open(apiCacheName('11'));
    const page = (path: string, next: string | null) =>
      cache.put(
        `${BASE}${path}`,
        new Response('{}', {
          headers: {
            [CACHED_AT_HEADER]: '2026-11-23T09:30:00.000Z',
            ...(next ? { [NEXT_PAGE_HEADER]: next } : {}),
          },
        }),
      );
    await page(
      'wallet/transaction-history/',
      'http://inner/api/wallet/transaction-history/?page=2',
    );
    await refreshSavedCopies(dispatch);
    expect(readiness().ready).toBe(false);

    await page('wallet/transaction-history/?page=2', `${BASE}wallet/transaction-history/?page=3`);
    await refreshSavedCopies(dispatch);
    expect(readiness().ready).toBe(false);

    await page('wallet/transaction-history/?page=3', null);
    await refreshSavedCopies(dispatch);
    expect(readiness().ready).toBe(true);
  });

  it('is not ready without the profile, nor after the session ended', async () => {
    dispatch(shellChanged('ready'));
    await saveCopy('wallet/wallet-balance/');
    await refreshSavedCopies(dispatch);
    expect(readiness().ready).toBe(false);

    await saveCopy('profile');
    await refreshSavedCopies(dispatch);
    expect(readiness().ready).toBe(true);
    dispatch(sessionEnded({ reason: 'logout', userId: '11' }));
    expect(readiness()).toMatchObject({ ready: false, userId: null });
  });
});
