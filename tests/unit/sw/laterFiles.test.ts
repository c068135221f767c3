// The files kept once the page is ready to work offline (the map picker, the portal's pages): listed apart, kept when missing, let go when no release lists them.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  keepLaterFiles,
  keepWhenReady,
  LATER_CACHE_NAME,
  LATER_WAIT_MS,
  laterTargets,
} from '../../../sw/laterFiles';
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

describe('when the later files are kept', () => {
  /** A worker's scope in `state`, watched by keepWhenReady, and its calls to keep the files. */
  function worker(state: string) {
    const scope = Object.assign(new EventTarget(), { serviceWorker: { state } });
    const keep = vi.fn(() => Promise.resolve());
    keepWhenReady(scope as unknown as ServiceWorkerGlobalScope, keep);
    return { scope, keep };
  }

  /** A first install's worker, activated now. */
  function firstActivation() {
    const installed = worker('installing');
    installed.scope.serviceWorker.state = 'activated';
    installed.scope.dispatchEvent(new Event('activate'));
    return installed;
  }

  /** A message from a page, as the worker receives it; `waits` gets what it waits for. */
  function message(data: unknown, waits: Promise<unknown>[] = []): Event {
    return Object.assign(new Event('message'), {
      data,
      waitUntil: (work: Promise<unknown>) => waits.push(work),
    });
  }

  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('wait after the first activation until a page says it is ready to work offline', async () => {
    const { scope, keep } = firstActivation();
    await vi.advanceTimersByTimeAsync(LATER_WAIT_MS / 2);
    scope.dispatchEvent(message({ type: 'SESSION_CHANGED' }));
    scope.dispatchEvent(message('PAGE_READY'));
    expect(keep).not.toHaveBeenCalled();
    const waits: Promise<unknown>[] = [];
    scope.dispatchEvent(message({ type: 'PAGE_READY' }, waits));
    expect(keep).toHaveBeenCalledTimes(1);
    expect(waits).toHaveLength(1); // the worker stays up until they are kept
    // Not again when the wait is over.
    await vi.advanceTimersByTimeAsync(LATER_WAIT_MS);
    expect(keep).toHaveBeenCalledTimes(1);
  });

  it('come after a while when no page says so', async () => {
    const { keep } = firstActivation();
    await vi.advanceTimersByTimeAsync(LATER_WAIT_MS - 1);
    expect(keep).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(keep).toHaveBeenCalledTimes(1);
  });

  it('wait the same way when an active worker starts again, in case a download was cut short', async () => {
    const { scope, keep } = worker('activated');
    expect(keep).not.toHaveBeenCalled();
    scope.dispatchEvent(message({ type: 'PAGE_READY' }));
    expect(keep).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(LATER_WAIT_MS);
    expect(keep).toHaveBeenCalledTimes(1);
  });

  it('never come in a worker still waiting beside the active one', async () => {
    const { keep } = worker('installed');
    await vi.advanceTimersByTimeAsync(2 * LATER_WAIT_MS);
    expect(keep).not.toHaveBeenCalled();
  });
});
