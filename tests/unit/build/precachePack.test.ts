// The precache pack as the build writes it: every precached file but index.html, the hashed files it loads and the map picker's library, each marked `packed`.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precachePack } from '../../../build/precachePack';
import { decodePack, PACK_FILE } from '../../../sw/precachePack';
import { callHook } from '../../support/pluginHook';

describe('the precache pack’s build', () => {
  const folders: string[] = [];
  afterEach(() => {
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  });

  it('holds the release’s files but the page’s own, and marks them in the list', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'vet-portal-pack-'));
    folders.push(dist);
    mkdirSync(join(dist, 'assets'));
    mkdirSync(join(dist, '.vite'));
    writeFileSync(
      join(dist, 'index.html'),
      '<script type="module" crossorigin src="/assets/index-1.js"></script>' +
        '<link rel="modulepreload" crossorigin href="/assets/vendor-1.js">' +
        '<link rel="stylesheet" crossorigin href="/assets/index-1.css">' +
        // The portal's code, named by index.html alone (build/shellPreload.ts): packed.
        '<link rel="modulepreload" crossorigin href="/assets/LogInPage-1.js" data-shell-preload>' +
        // Named, but with a revision: the worker would ask the network again. Packed.
        '<link rel="icon" href="/favicon.png"><link rel="manifest" href="/app.webmanifest">',
    );
    // The map picker's library, by its chunk's name (build/chunks.ts): fetched on its own.
    writeFileSync(
      join(dist, '.vite/manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/index-1.js', name: 'index', isEntry: true },
        '_leaflet-1.js': {
          file: 'assets/leaflet-1.js',
          name: 'leaflet',
          css: ['assets/leaflet-1.css'],
        },
        'src/features/auth/LogInPage.tsx': { file: 'assets/LogInPage-1.js', name: 'LogInPage' },
      }),
    );
    const hashed = ['index-1.js', 'vendor-1.js', 'index-1.css', 'leaflet-1.js', 'leaflet-1.css'];
    for (const name of [...hashed, 'LogInPage-1.js', 'Panel-1.css']) {
      writeFileSync(join(dist, 'assets', name), `/* ${name} */`);
    }
    writeFileSync(join(dist, 'favicon.png'), 'PNG');
    writeFileSync(join(dist, 'app.webmanifest'), '{}');
    writeFileSync(join(dist, 'terms.pdf'), '%PDF');
    const entries = [
      { url: 'index.html', revision: 'h1', size: 1 },
      { url: 'favicon.png', revision: 'f1', size: 1 },
      { url: 'app.webmanifest', revision: 'w1', size: 1 },
      { url: 'terms.pdf', revision: 'p1', size: 1 },
      ...[...hashed, 'LogInPage-1.js', 'Panel-1.css'].map((name) => ({
        url: `assets/${name}`,
        revision: null,
        size: 1,
      })),
    ];
    const { plugin, transform } = precachePack();
    callHook(plugin.configResolved, plugin, { root: '/', build: { outDir: dist } });
    const { manifest } = await transform(entries);
    const packed = [
      ['favicon.png', 'f1'],
      ['app.webmanifest', 'w1'],
      ['terms.pdf', 'p1'],
      ['assets/LogInPage-1.js', null],
      ['assets/Panel-1.css', null],
    ];
    expect(manifest.filter((entry) => 'packed' in entry).map((entry) => entry.url)).toEqual(
      packed.map(([url]) => url),
    );
    // Every entry still listed, as it was.
    expect(manifest.map((entry) => entry.url)).toEqual(entries.map((entry) => entry.url));
    const pack = decodePack(new Uint8Array(gunzipSync(readFileSync(join(dist, PACK_FILE)))));
    expect(pack.map(({ url, revision }) => [url, revision])).toEqual(packed);
    expect(await pack[3]?.response.text()).toBe('/* LogInPage-1.js */');
    expect(pack[3]?.response.headers.get('Content-Type')).toBe('text/javascript');
  });
});
