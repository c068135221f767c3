// The install's fill: the precache filled a few files at a time, once each, as Workbox keeps them, never failing the install.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  FILL_CONCURRENCY,
  fillPrecache,
  fillTargets,
  type FillTarget,
} from '../../../sw/fillPrecache';

const BASE = 'https://vets.example/sw.js';
const target = (i: number, reload = false): FillTarget => ({
  url: `https://vets.example/assets/chunk-${i}.js`,
  cacheKey: `https://vets.example/assets/chunk-${i}.js${reload ? '?__WB_REVISION__=r' : ''}`,
  reload,
});

/** A cache as a Map, and a fetch that answers 1 ms (of fake time) later, recording what was in flight. */
function world(opts: { fail?: Set<string>; status?: number } = {}) {
  const cached = new Map<string, string>();
  const cache = {
    match: (key: string) =>
      Promise.resolve(cached.has(key) ? new Response(cached.get(key)) : undefined),
    put: async (key: string, response: Response) => {
      cached.set(key, await response.text());
    },
  };
  const asked: { url: string; init: RequestInit }[] = [];
  let inFlight = 0;
  let most = 0;
  const fetcher = async (url: string, init: RequestInit) => {
    asked.push({ url, init });
    inFlight += 1;
    most = Math.max(most, inFlight);
    await new Promise((resolve) => setTimeout(resolve, 1));
    inFlight -= 1;
    if (opts.fail?.has(url)) throw new TypeError('Failed to fetch');
    return new Response(`// ${url}`, { status: opts.status ?? 200 });
  };
  return { cache, cached, fetcher, asked, most: () => most };
}

/** Fills on fake timers, run until every answer has come: no real time passes. */
async function fill(...args: Parameters<typeof fillPrecache>): Promise<void> {
  vi.useFakeTimers({ toFake: ['setTimeout'] });
  const filled = fillPrecache(...args);
  await vi.runAllTimersAsync();
  return filled;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('filling the precache at install', () => {
  it('lists every entry with Workbox’s key, and fetches only fixed-name files past the HTTP cache', () => {
    const keys: Record<string, string> = {
      'https://vets.example/index.html': 'https://vets.example/index.html?__WB_REVISION__=abc',
      'https://vets.example/assets/vendor-1.js': 'https://vets.example/assets/vendor-1.js',
    };
    const entries = [
      { url: 'index.html', revision: 'abc' },
      { url: 'assets/vendor-1.js', revision: null },
      'assets/unknown.js',
    ];
    expect(fillTargets(entries, BASE, (url) => keys[url])).toEqual([
      {
        url: 'https://vets.example/index.html',
        cacheKey: keys['https://vets.example/index.html'],
        reload: true,
      },
      {
        url: 'https://vets.example/assets/vendor-1.js',
        cacheKey: 'https://vets.example/assets/vendor-1.js',
        reload: false,
      },
    ]);
  });

  it('fetches each missing file once, at most six at a time, keeps it under its key, skips what is kept', async () => {
    const targets = Array.from({ length: 20 }, (_, i) => target(i, i % 4 === 0));
    const { cache, cached, fetcher, asked, most } = world();
    cached.set(target(3).cacheKey, 'kept');
    await fill(targets, { cache, fetcher });
    expect(asked.map((a) => a.url).sort()).toEqual(
      targets
        .filter((t) => t.cacheKey !== target(3).cacheKey)
        .map((t) => t.url)
        .sort(),
    );
    expect(most()).toBe(FILL_CONCURRENCY);
    expect(cached.get(target(4, true).cacheKey)).toBe(`// ${target(4).url}`);
    expect(cached.get(target(3).cacheKey)).toBe('kept');
    expect(asked.find((a) => a.url === target(4).url)?.init.cache).toBe('reload');
    expect(asked.find((a) => a.url === target(5).url)?.init.cache).toBe('default');
  });

  it('looks up every kept file before the first fetch (a lookup waits behind Chromium’s writes)', async () => {
    const { cache, fetcher } = world();
    const order: string[] = [];
    const watched = {
      match: (key: string) => {
        order.push('match');
        return cache.match(key);
      },
      put: cache.put,
    };
    const watchedFetch = (url: string, init: RequestInit) => {
      order.push('fetch');
      return fetcher(url, init);
    };
    const targets = [target(1), target(2), target(3), target(4)];
    await fill(targets, { cache: watched, fetcher: watchedFetch, concurrency: 2 });
    expect(order).toEqual([...targets.map(() => 'match'), ...targets.map(() => 'fetch')]);
  });

  it('asks for the files with a revision first, then the hashed ones the page may still be loading', async () => {
    const { cache, fetcher, asked } = world();
    const targets = [target(1), target(2), target(3, true), target(4), target(5, true)];
    await fill(targets, { cache, fetcher, concurrency: 1 });
    expect(asked.map((a) => a.url)).toEqual([3, 5, 1, 2, 4].map((i) => target(i).url));
  });

  it('keeps no failed or non-200 answer and still settles (Workbox fetches those again)', async () => {
    const failing = world({ fail: new Set([target(2).url]) });
    await expect(
      fill([target(1), target(2), target(3)], { ...failing, concurrency: 1 }),
    ).resolves.toBeUndefined();
    expect([...failing.cached.keys()]).toEqual([target(1).cacheKey, target(3).cacheKey]);
    const refused = world({ status: 404 });
    await fill([target(1)], refused);
    expect(refused.cached.size).toBe(0);
  });
});
