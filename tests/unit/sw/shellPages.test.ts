// A navigation opens from the cached page the server would send for its address: the portal's pages once kept, else index.html.
import type { RouteHandlerCallbackOptions } from 'workbox-core';
import type { PrecacheController } from 'workbox-precaching';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LATER_CACHE_NAME, laterTargets } from '../../../sw/laterFiles';
import type { ReleaseEntry } from '../../../sw/precachePack';
import { shellPages } from '../../../sw/shellPages';
import { MemoryCacheStorage } from './fakeCaches';

const BASE = 'https://vets.example';
const entries: ReleaseEntry[] = [
  { url: 'index.html', revision: 'h1' },
  { url: 'vet-profile.html', revision: 'w1', later: true },
  { url: 'vet-profile-orders.html', revision: 'o1', later: true },
  { url: 'assets/MapPicker-1.js', revision: null, later: true },
];
const pages = laterTargets(entries, `${BASE}/sw.js`);

/** The precache's index.html, as Workbox's handler bound to it answers. */
const shell = {
  createHandlerBoundToURL: (url: string) => () => Promise.resolve(new Response(`precached ${url}`)),
} as unknown as PrecacheController;

let storage: MemoryCacheStorage;
beforeEach(() => {
  storage = new MemoryCacheStorage();
  vi.stubGlobal('caches', storage);
});
afterEach(() => vi.unstubAllGlobals());

/** Keeps each page as sw/laterFiles.ts does: under its revision, in the later files' cache. */
async function keepPages(): Promise<void> {
  const cache = await storage.open(LATER_CACHE_NAME);
  for (const { url, cacheKey } of pages) {
    await cache.put(cacheKey, new Response(`kept ${new URL(url).pathname.slice(1)}`));
  }
}

async function pageFor(address: string): Promise<string> {
  const url = new URL(address, BASE);
  const options = { url, request: new Request(url), event: {} } as RouteHandlerCallbackOptions;
  return (await shellPages(shell, pages)(options)).text();
}

describe('the page a navigation opens from the cache', () => {
  it('is the portal’s kept page for the panel the address opens', async () => {
    await keepPages();
    expect(await pageFor('/vet-profile?panel=ManageOrder')).toBe('kept vet-profile-orders.html');
    expect(await pageFor('/vet-profile?tab=completed&panel=ManageOrder')).toBe(
      'kept vet-profile-orders.html',
    );
    expect(await pageFor('/vet-profile?panel=YourWallet')).toBe('kept vet-profile.html');
    expect(await pageFor('/vet-profile?panel=AccountDetails')).toBe('kept vet-profile.html');
    expect(await pageFor('/vet-profile')).toBe('kept vet-profile.html');
  });

  it('is index.html for every other address', async () => {
    await keepPages();
    for (const address of ['/', '/log-in', '/verify', '/pending', '/no-such-page']) {
      expect(await pageFor(address), address).toBe('precached index.html');
    }
  });

  it('is index.html until the portal’s page is kept, and for a page of another release', async () => {
    expect(await pageFor('/vet-profile?panel=ManageOrder')).toBe('precached index.html');
    const cache = await storage.open(LATER_CACHE_NAME);
    await cache.put(`${BASE}/vet-profile-orders.html?__WB_REVISION__=old`, new Response('old'));
    await cache.put(`${BASE}/vet-profile-orders.html`, new Response('unrevisioned'));
    expect(await pageFor('/vet-profile?panel=ManageOrder')).toBe('precached index.html');
  });
});
