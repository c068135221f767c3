// Shared phone: signing in deletes every other vet's saved API copies, and only those.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetOtherVets } from '@/features/auth/forgetOtherVets';
import { apiCacheName, TILE_CACHE_NAME } from '@/lib/offline/cacheNames';

class NamesOnly {
  names = new Set<string>();
  keys = () => Promise.resolve([...this.names]);
  delete = (name: string) => Promise.resolve(this.names.delete(name));
}

function device(): NamesOnly {
  const storage = new NamesOnly();
  for (const name of [
    apiCacheName('11'),
    apiCacheName('12'),
    apiCacheName('vet:7'),
    TILE_CACHE_NAME,
    'workbox-precache-v2',
  ])
    storage.names.add(name);
  vi.stubGlobal('caches', storage);
  return storage;
}

afterEach(() => vi.unstubAllGlobals());

describe('a vet signs in on a shared phone', () => {
  it('deletes the other vets’ saved answers, keeps their own, the tiles and the app shell', async () => {
    const storage = device();
    await forgetOtherVets('12');
    expect([...storage.names].sort()).toEqual(
      [apiCacheName('12'), TILE_CACHE_NAME, 'workbox-precache-v2'].sort(),
    );
  });

  it('deletes every vet’s saved answers when the new token names nobody', async () => {
    const storage = device();
    await forgetOtherVets(null);
    expect([...storage.names].sort()).toEqual([TILE_CACHE_NAME, 'workbox-precache-v2'].sort());
  });
});
