// Ending a session forgets that vet's saved API answers (and their "last updated" times), nobody else's.
import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore, type AppStore } from '@/app/store';
import { endSession } from '@/lib/session/session';
import { apiCacheName, TILE_CACHE_NAME } from '@/lib/offline/cacheNames';
import { startSession } from '@/lib/session/token';
import { apiAnswer } from '../../support/apiAnswer';
import { storeSession } from '../../support/session';

class NamesOnly {
  names = new Set<string>();
  keys = () => Promise.resolve([...this.names]);
  delete = (name: string) => Promise.resolve(this.names.delete(name));
}

let storage: NamesOnly;
let store: AppStore;

beforeEach(() => {
  storage = new NamesOnly();
  for (const name of [apiCacheName('11'), apiCacheName('12'), TILE_CACHE_NAME, 'workbox-precache'])
    storage.names.add(name);
  vi.stubGlobal('caches', storage);
  store = makeStore(); // its listeners purge when a session ends
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const storedAt = () => store.getState().offline.storedAt;

describe('session end', () => {
  it('purges only the answers of the vet who logged out', async () => {
    await storeSession('opaque-token', '11');
    store.dispatch(apiAnswer('http://portal.test/api/profile', '2026-03-01T08:30:00Z'));
    expect(storedAt()).toEqual({ '/api/profile': '2026-03-01T08:30:00Z' });
    store.dispatch(endSession('logout'));
    await waitFor(() => expect(storage.names.has(apiCacheName('11'))).toBe(false));
    expect([...storage.names]).toEqual([apiCacheName('12'), TILE_CACHE_NAME, 'workbox-precache']);
    expect(storedAt()).toEqual({});
  });

  it('purges every vet’s answers when the session’s vet was never known', async () => {
    await startSession('opaque-token');
    store.dispatch(endSession('unauthorized'));
    await waitFor(() => expect(storage.names.has(apiCacheName('12'))).toBe(false));
    expect([...storage.names]).toEqual([TILE_CACHE_NAME, 'workbox-precache']);
  });
});
