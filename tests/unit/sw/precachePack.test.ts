// The precache pack: written by the build beside what a first visit loads, unpacked by a first install only, never trusted past the release's list.
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { encodePack, precachePack, type PackedFile } from '../../../build/precachePack';
import { LOG_IN, MAP_PICKER, panelModule, PORTAL } from '../../../build/sources';
import { PORTAL_PAGES } from '../../../contract/pages';
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
    headers: { 'Content-Type': 'application/octet-stream' },
  });

describe('the precache pack', () => {
  const folders: string[] = [];
  afterEach(() => {
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  });

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

  it('is built from the release’s list without the pages and what a first visit loads', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'vet-portal-pack-'));
    folders.push(dist);
    mkdirSync(join(dist, 'assets'));
    mkdirSync(join(dist, '.vite'));
    writeFileSync(
      join(dist, 'index.html'),
      '<script type="module" src="/assets/index-1.js"></script><link rel="stylesheet" href="/assets/boot-1.css">' +
        // Loaded by the page, but with a revision: the worker would ask the network again. Packed.
        '<link rel="icon" href="/favicon.svg">' +
        // Named, but fetched by the browser late or never: packed.
        '<link rel="apple-touch-icon" href="/touch.png"><link rel="manifest" href="/app.webmanifest">',
    );
    // Log In, the portal and its first panel, with what they import: loaded before the worker installs.
    writeFileSync(
      join(dist, '.vite/manifest.json'),
      JSON.stringify({
        [LOG_IN]: { file: 'assets/login-1.js', imports: ['_shared'] },
        _shared: { file: 'assets/shared-1.js', css: ['assets/shared-1.css'] },
        [PORTAL]: { file: 'assets/portal-1.js' },
        [panelModule(PORTAL_PAGES[0].panel)]: { file: 'assets/wallet-1.js' },
        [panelModule('ManageOrder')]: { file: 'assets/panel-1.js' },
        [MAP_PICKER]: { file: 'assets/map-1.js', imports: ['_leaflet'] },
        _leaflet: { file: 'assets/leaflet-1.js', css: ['assets/leaflet-1.css'] },
      }),
    );
    const map = ['map-1.js', 'leaflet-1.js', 'leaflet-1.css'];
    const loaded = ['login-1.js', 'shared-1.js', 'shared-1.css', 'portal-1.js', 'wallet-1.js'];
    for (const name of ['index-1.js', 'boot-1.css', 'panel-1.js', ...loaded, ...map]) {
      writeFileSync(join(dist, 'assets', name), `/* ${name} */`);
    }
    writeFileSync(join(dist, 'terms.pdf'), '%PDF');
    writeFileSync(join(dist, 'touch.png'), 'PNG');
    writeFileSync(join(dist, 'favicon.svg'), '<svg/>');
    writeFileSync(join(dist, 'app.webmanifest'), '{}');
    const pages = PORTAL_PAGES.map(({ file }) => file);
    const entries = [
      { url: 'index.html', revision: 'h1', size: 1 },
      ...pages.map((file) => ({ url: file, revision: `r-${file}`, size: 1 })),
      { url: 'touch.png', revision: 't1', size: 1 },
      { url: 'app.webmanifest', revision: 'w1', size: 1 },
      { url: 'favicon.svg', revision: 'f1', size: 1 },
      { url: 'assets/index-1.js', revision: null, size: 1 },
      { url: 'assets/boot-1.css', revision: null, size: 1 },
      { url: 'assets/panel-1.js', revision: null, size: 1 },
      ...[...loaded, ...map].map((name) => ({ url: `assets/${name}`, revision: null, size: 1 })),
      { url: 'terms.pdf', revision: 'p1', size: 1 },
    ];
    const { plugin, transform } = precachePack();
    const configResolved = plugin.configResolved as (config: object) => void;
    configResolved({ root: '/', build: { outDir: dist } });
    const { manifest } = await transform(entries);
    expect(manifest.filter((entry) => 'packed' in entry).map((entry) => entry.url)).toEqual([
      'touch.png',
      'app.webmanifest',
      'favicon.svg',
      'assets/panel-1.js',
      'terms.pdf',
    ]);
    // The portal's pages and the map picker's files: kept once the worker is active, not in the
    // first install's pack.
    expect(manifest.filter((entry) => 'later' in entry).map((entry) => entry.url)).toEqual([
      ...pages,
      ...map.map((name) => `assets/${name}`),
    ]);
    const { gunzipSync } = await import('node:zlib');
    const packed = decodePack(new Uint8Array(gunzipSync(readFileSync(join(dist, PACK_FILE)))));
    expect(packed.map(({ url, revision }) => [url, revision])).toEqual([
      ['touch.png', 't1'],
      ['app.webmanifest', 'w1'],
      ['favicon.svg', 'f1'],
      ['assets/panel-1.js', null],
      ['terms.pdf', 'p1'],
    ]);
    expect(await packed[3]?.response.text()).toBe('/* panel-1.js */');
  });

  it('keeps a first install’s packed files under Workbox’s keys, in one download', async () => {
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
