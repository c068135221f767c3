// Which requests the service worker caches, how caches are named, and the cached-at stamp.
import { describe, expect, it } from 'vitest';
import { isCachedApiRead, isProfileRead, resolveApiBase } from '../../../sw/apiRules';
import { isStorable, stampCachedAt } from '@/lib/offline/keptAnswer';
import {
  apiCacheName,
  CACHED_AT_HEADER,
  NEXT_PAGE_HEADER,
  isApiCacheName,
  isServiceWorkerMessage,
  TILE_CACHE_NAME,
} from '@/lib/offline/cacheNames';

const origin = 'https://portal.example';
/** The reference server's API on the portal's own origin. */
const sameOrigin = resolveApiBase('/api/', origin);
const get = (path: string) => ({ method: 'GET', url: `${origin}${path}` });

describe('isCachedApiRead', () => {
  it('caches the profile, both order lists and the wallet reads', () => {
    for (const path of [
      '/api/profile',
      '/api/profile/',
      '/api/dashboard/assigned-orders/',
      '/api/dashboard/get-completed-orders/',
      '/api/wallet/wallet-balance/',
      '/api/wallet/transaction-history/?page=2',
    ]) {
      expect(isCachedApiRead(get(path), sameOrigin), path).toBe(true);
    }
  });

  it('never caches writes, even to the same paths', () => {
    for (const method of ['POST', 'PATCH', 'PUT', 'DELETE']) {
      expect(isCachedApiRead({ method, url: `${origin}/api/profile/` }, sameOrigin)).toBe(false);
    }
  });

  it('leaves other paths and other origins alone', () => {
    expect(isCachedApiRead(get('/api/login/'), sameOrigin)).toBe(false);
    expect(isCachedApiRead(get('/api/__test__/stats'), sameOrigin)).toBe(false);
    expect(isCachedApiRead(get('/media/certificate.pdf'), sameOrigin)).toBe(false);
    expect(isCachedApiRead(get('/profile'), sameOrigin)).toBe(false);
    expect(
      isCachedApiRead(
        { method: 'GET', url: 'https://elsewhere.example/api/wallet/wallet-balance/' },
        sameOrigin,
      ),
    ).toBe(false);
  });
});

describe('the API on another host', () => {
  const marketplace = resolveApiBase('https://api.marketplace.example/v1', origin);

  it('resolves the configured base, relative or absolute, to one absolute prefix', () => {
    expect(sameOrigin).toBe('https://portal.example/api/');
    expect(marketplace).toBe('https://api.marketplace.example/v1/');
  });

  it('caches the reads of the configured API host, and not the portal’s own /api/', () => {
    const read = (url: string) => isCachedApiRead({ method: 'GET', url }, marketplace);
    expect(read('https://api.marketplace.example/v1/wallet/wallet-balance/')).toBe(true);
    expect(read('https://api.marketplace.example/v1/profile/')).toBe(true);
    expect(read('https://api.marketplace.example/v1/login/')).toBe(false);
    expect(read('https://portal.example/api/wallet/wallet-balance/')).toBe(false);
    expect(read('https://api.marketplace.example/wallet/wallet-balance/')).toBe(false);
  });

  it('knows the profile read, with or without its trailing slash', () => {
    expect(isProfileRead('https://api.marketplace.example/v1/profile', marketplace)).toBe(true);
    expect(isProfileRead('https://api.marketplace.example/v1/profile/', marketplace)).toBe(true);
    expect(
      isProfileRead('https://api.marketplace.example/v1/wallet/wallet-balance/', marketplace),
    ).toBe(false);
  });
});

describe('isStorable', () => {
  const json = (status: number, type = 'application/json; charset=utf-8') =>
    new Response(status === 204 ? null : '{}', { status, headers: { 'Content-Type': type } });

  it('keeps successful JSON answers only', () => {
    expect(isStorable(json(200))).toBe(true);
    expect(isStorable(json(200, 'application/problem+json'))).toBe(true);
    expect(isStorable(json(200, 'text/html'))).toBe(false);
    expect(isStorable(json(401))).toBe(false);
    expect(isStorable(json(500))).toBe(false);
    expect(isStorable(new Response('{}', { status: 200 }))).toBe(false);
  });
});

describe('stampCachedAt', () => {
  it('copies the answer and records when it was stored', async () => {
    const original = new Response('{"balance":"10.00"}', {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
    const stamped = await stampCachedAt(original, new Date('2026-03-01T08:30:00Z'));
    expect(stamped.headers.get(CACHED_AT_HEADER)).toBe('2026-03-01T08:30:00.000Z');
    expect(stamped.headers.get('Content-Type')).toBe('application/json');
    expect(stamped.status).toBe(200);
    expect(await stamped.json()).toEqual({ balance: '10.00' });
  });

  it('drops the transfer encoding and length: the copy holds the decoded body', async () => {
    const body = '{"results":[]}';
    const original = new Response(body, {
      headers: {
        'Content-Type': 'application/json',
        'Content-Encoding': 'br',
        'Content-Length': '9',
      },
    });
    const stamped = await stampCachedAt(original, new Date('2026-03-01T08:30:00Z'));
    expect(stamped.headers.get('Content-Encoding')).toBeNull();
    expect(stamped.headers.get('Content-Length')).toBeNull();
    expect(await stamped.text()).toBe(body);
  });

  it('reads an answer still arriving whole first, and passes a long list that has arrived on as it is', async () => {
    /** An answer whose body arrives in two parts, the second when `finish` is called. */
    const arriving = (first = '{"results":', rest = '[]}') => {
      let finish = () => {};
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(first));
          finish = () => {
            controller.enqueue(new TextEncoder().encode(rest));
            controller.close();
          };
        },
      });
      const response = new Response(body, { headers: { 'Content-Type': 'application/json' } });
      return { response, finish: () => finish() };
    };
    const storedAt = new Date('2026-03-01T08:30:00Z');

    const whole = arriving();
    let copied = false;
    const copy = stampCachedAt(whole.response, storedAt).then((stamped) => {
      copied = true;
      return stamped;
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(copied).toBe(false); // the cache would be held for the rest of the download
    whole.finish();
    expect(await (await copy).json()).toEqual({ results: [] });

    const passed = arriving('[{"id":1},', '{"id":2}]');
    const stamped = await stampCachedAt(passed.response, storedAt, true);
    expect(stamped.headers.get(CACHED_AT_HEADER)).toBe('2026-03-01T08:30:00.000Z');
    passed.finish();
    expect(await stamped.json()).toEqual([{ id: 1 }, { id: 2 }]);
  });

  it('marks a page of a longer list with its next page, read whole or passed on', async () => {
    const page = {
      count: 3,
      next: 'https://api.example/api/wallet/transaction-history/?page=2',
      previous: null,
      results: [{ id: 1 }],
    };
    const answer = () =>
      new Response(JSON.stringify(page), { headers: { 'Content-Type': 'application/json' } });
    const storedAt = new Date('2026-03-01T08:30:00Z');
    for (const arrived of [false, true]) {
      const stamped = await stampCachedAt(answer(), storedAt, arrived);
      expect(stamped.headers.get(NEXT_PAGE_HEADER)).toBe(page.next);
      expect(await stamped.json()).toEqual(page);
    }
    const last = await stampCachedAt(
      new Response(JSON.stringify({ ...page, next: null }), {
        headers: { 'Content-Type': 'application/json' },
      }),
      storedAt,
    );
    expect(last.headers.get(NEXT_PAGE_HEADER)).toBeNull();
  });

  it('says a network answer has no stored time', () => {
    expect(new Response('{}').headers.get(CACHED_AT_HEADER)).toBeNull();
  });
});

describe('cache names', () => {
  it('gives each vet their own API cache', () => {
    expect(apiCacheName('42')).not.toBe(apiCacheName('43'));
    expect(isApiCacheName(apiCacheName('42'), '42')).toBe(true);
    expect(isApiCacheName(apiCacheName('42'), '43')).toBe(false);
    expect(isApiCacheName(apiCacheName('4'), '42')).toBe(false);
  });

  it('recognises every API cache, but never the tiles or the app shell', () => {
    expect(isApiCacheName(apiCacheName('a/b'))).toBe(true);
    expect(isApiCacheName(TILE_CACHE_NAME)).toBe(false);
    expect(isApiCacheName('workbox-precache-v2-https://portal.example/')).toBe(false);
    expect(isApiCacheName('vet-portal-outbox')).toBe(false);
  });

  it('accepts only well-formed messages', () => {
    expect(isServiceWorkerMessage({ type: 'SKIP_WAITING' })).toBe(true);
    expect(isServiceWorkerMessage({ type: 'SESSION_CHANGED' })).toBe(true);
    expect(isServiceWorkerMessage({ type: 'PAGE_READY' })).toBe(false);
    expect(isServiceWorkerMessage({ type: 'PURGE_USER', userId: '42' })).toBe(true);
    expect(isServiceWorkerMessage({ type: 'PURGE_USER', userId: null })).toBe(true);
    expect(isServiceWorkerMessage({ type: 'PURGE_USER' })).toBe(false);
    expect(isServiceWorkerMessage({ type: 'CLEAR_EVERYTHING' })).toBe(false);
    expect(isServiceWorkerMessage('SKIP_WAITING')).toBe(false);
  });
});
