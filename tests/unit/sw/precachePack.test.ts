// The precache pack in the worker: unpacked by a first install only, kept without the host's Vary, never trusted past the release's list.
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodePack, type PackedFile } from '../../../build/precachePack';
import type { FillTarget } from '../../../sw/fillPrecache';
import {
  decodePack,
  fillFromPack,
  PACK_FILE,
  packedRevisions,
  type ReleaseEntry,
} from '../../../sw/precachePack';

const BASE = 'https://vets.example/sw.js';
const PACK_URL = `https://vets.example/${PACK_FILE}`;
const text = (value: string) => new TextEncoder().encode(value);
const file = (url: string, body: string, revision: string | null = null): PackedFile => ({
  url,
  revision,
  type: url.endsWith('.css') ? 'text/css' : 'text/javascript',
  bytes: text(body),
});
const target = (url: string, reload = false): FillTarget => ({
  url: `https://vets.example/${url}`,
  cacheKey: `https://vets.example/${url}${reload ? '?__WB_REVISION__=r1' : ''}`,
  reload,
});

/** A precache as a Map, and a fetch answering the pack (or what `answer` gives) while counting. */
function world(answer: () => Response) {
  const cached = new Map<string, Response>();
  const cache = {
    match: (key: string) => Promise.resolve(cached.get(key)?.clone()),
    put: (key: string, response: Response) => {
      cached.set(key, response);
      return Promise.resolve();
    },
  };
  const asked: string[] = [];
  const fetcher = (input: RequestInfo | URL) => {
    asked.push(input instanceof Request ? input.url : input.toString());
    return Promise.resolve(answer());
  };
  return { cache, cached, asked, fetcher };
}

const packAnswer = (files: PackedFile[]) => () =>
  new Response(gzipSync(encodePack(files)), {
    headers: { 'Content-Type': 'application/octet-stream', Vary: 'Accept-Encoding, Origin' },
  });

describe('the precache pack', () => {
  it('reads back every file the build packed, bytes and type', () => {
    const files = [file('assets/a-1.js', 'export const a = 1;'), file('assets/b-2.css', 'p{}')];
    const unpacked = decodePack(encodePack(files));
    expect(unpacked.map(({ url, revision }) => ({ url, revision }))).toEqual([
      { url: 'assets/a-1.js', revision: null },
      { url: 'assets/b-2.css', revision: null },
    ]);
    expect(unpacked[1]?.response.headers.get('Content-Type')).toBe('text/css');
    expect(() => decodePack(encodePack(files).subarray(0, 40))).toThrow();
  });

  it('keeps a first install’s packed files under Workbox’s keys, in one download, without Vary', async () => {
    const targets = [target('assets/panel-1.js'), target('terms.pdf', true)];
    const revisions = new Map([
      [targets[0]?.url ?? '', null],
      [targets[1]?.url ?? '', 'p1'],
    ]);
    const { cache, cached, asked, fetcher } = world(
      packAnswer([
        file('assets/panel-1.js', 'panel'),
        file('terms.pdf', 'terms', 'p1'),
        file('assets/other-release.js', 'not in this release'),
      ]),
    );
    await expect(fillFromPack(PACK_URL, targets, { cache, revisions, fetcher })).resolves.toBe(2);
    expect(asked).toEqual([PACK_URL]);
    expect([...cached.keys()]).toEqual(targets.map((t) => t.cacheKey));
    expect(await cached.get(targets[1]?.cacheKey ?? '')?.text()).toBe('terms');
    for (const response of cached.values()) expect(response.headers.has('Vary')).toBe(false);
  });

  it('skips a file whose revision is not this release’s', async () => {
    const targets = [target('terms.pdf', true)];
    const revisions = new Map([[targets[0]?.url ?? '', 'p2']]);
    const { cache, cached, fetcher } = world(packAnswer([file('terms.pdf', 'old', 'p1')]));
    await expect(fillFromPack(PACK_URL, targets, { cache, revisions, fetcher })).resolves.toBe(0);
    expect(cached.size).toBe(0);
  });

  it('is not downloaded for an update (files already kept), nor trusted when it is not a pack', async () => {
    const targets = [target('assets/panel-1.js'), target('assets/panel-2.js')];
    const revisions = new Map(targets.map((t) => [t.url, null]));
    const update = world(packAnswer([file('assets/panel-2.js', 'x')]));
    await update.cache.put(targets[0]?.cacheKey ?? '', new Response('kept'));
    await expect(fillFromPack(PACK_URL, targets, { ...update, revisions })).resolves.toBe(0);
    expect(update.asked).toEqual([]);

    const fallback = world(
      () => new Response('<!doctype html>', { headers: { 'Content-Type': 'text/html' } }),
    );
    await expect(fillFromPack(PACK_URL, targets, { ...fallback, revisions })).resolves.toBe(0);
    const garbage = world(() => new Response(gzipSync(text('not a pack at all'))));
    await expect(fillFromPack(PACK_URL, targets, { ...garbage, revisions })).resolves.toBe(0);
    expect(garbage.cached.size).toBe(0);
  });

  it('knows the packed entries of a release list by URL', () => {
    const entries: ReleaseEntry[] = [
      { url: 'index.html', revision: 'h1' },
      { url: 'assets/panel-1.js', revision: null, packed: true },
      { url: 'terms.pdf', revision: 'p1', packed: true },
      'assets/loose.js',
    ];
    expect([...packedRevisions(entries, BASE)]).toEqual([
      ['https://vets.example/assets/panel-1.js', null],
      ['https://vets.example/terms.pdf', 'p1'],
    ]);
  });
});
