// The files kept once the worker is active (the map picker): listed apart, kept when missing, let go when no release lists them.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepLaterFiles, LATER_CACHE_NAME, laterTargets } from '../../../sw/laterFiles';
import type { ReleaseEntry } from '../../../sw/precachePack';
import { MemoryCacheStorage } from './fakeCaches';

const BASE = 'https://vets.example/sw.js';
const entries: ReleaseEntry[] = [
  { url: 'index.html', revision: 'h1' },
  { url: 'assets/portal-1.js', revision: null, packed: true },
  { url: 'assets/leaflet-1.js', revision: null, later: true },
  { url: 'assets/MapPicker-1.js', revision: null, later: true },
];

afterEach(() => vi.unstubAllGlobals());

describe('the files kept later', () => {
  it('are the entries the release lists `later`, by absolute URL', () => {
    expect(laterTargets(entries, BASE)).toEqual([
      {
        url: 'https://vets.example/assets/leaflet-1.js',
        cacheKey: 'https://vets.example/assets/leaflet-1.js',
        reload: false,
      },
      {
        url: 'https://vets.example/assets/MapPicker-1.js',
        cacheKey: 'https://vets.example/assets/MapPicker-1.js',
        reload: false,
      },
    ]);
  });

  it('are fetched when missing only, and an older release’s are let go', async () => {
    const storage = new MemoryCacheStorage();
    vi.stubGlobal('caches', storage);
    const fetched: string[] = [];
    vi.stubGlobal('fetch', (url: string) => {
      fetched.push(url);
      return Promise.resolve(new Response(`/* ${url} */`, { status: 200 }));
    });
    const cache = await storage.open(LATER_CACHE_NAME);
    await cache.put('https://vets.example/assets/leaflet-1.js', new Response('kept'));
    await cache.put('https://vets.example/assets/MapPicker-0.js', new Response('old'));

    await keepLaterFiles(laterTargets(entries, BASE));
    expect(fetched).toEqual(['https://vets.example/assets/MapPicker-1.js']);
    expect([...cache.entries.keys()].sort()).toEqual([
      'https://vets.example/assets/MapPicker-1.js',
      'https://vets.example/assets/leaflet-1.js',
    ]);
    expect(await (await cache.match('https://vets.example/assets/leaflet-1.js'))?.text()).toBe(
      'kept',
    );
  });

  it('keep a page under its revision: a release that changes it keeps the new copy, not the old', async () => {
    const storage = new MemoryCacheStorage();
    vi.stubGlobal('caches', storage);
    const fetched: [string, RequestCache | undefined][] = [];
    vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
      fetched.push([url, init.cache]);
      return Promise.resolve(new Response(`<!-- ${url} -->`, { status: 200 }));
    });
    const page = (revision: string): ReleaseEntry[] => [
      { url: 'vet-profile-orders.html', revision, later: true },
    ];
    const [target] = laterTargets(page('r1'), BASE);
    expect(target).toEqual({
      url: 'https://vets.example/vet-profile-orders.html',
      cacheKey: 'https://vets.example/vet-profile-orders.html?__WB_REVISION__=r1',
      reload: true,
    });
    await keepLaterFiles(laterTargets(page('r1'), BASE));
    await keepLaterFiles(laterTargets(page('r1'), BASE));
    await keepLaterFiles(laterTargets(page('r2'), BASE));
    // Fetched past the HTTP cache, once per revision.
    expect(fetched).toEqual([
      ['https://vets.example/vet-profile-orders.html', 'reload'],
      ['https://vets.example/vet-profile-orders.html', 'reload'],
    ]);
    const cache = await storage.open(LATER_CACHE_NAME);
    expect([...cache.entries.keys()]).toEqual([
      'https://vets.example/vet-profile-orders.html?__WB_REVISION__=r2',
    ]);
  });
});
