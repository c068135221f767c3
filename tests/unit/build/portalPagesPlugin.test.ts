// The build writes the portal's pages beside index.html once its files are out: the shell with the portal's and one panel's files preloaded.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PORTAL_PAGES } from '../../../contract/pages';
import { portalPages } from '../../../build/portalPages';
import { panelModule, PORTAL } from '../../../build/sources';
import { callHook } from '../../support/pluginHook';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const SHELL =
  '<html><head><script type="module" src="/assets/index-1.js"></script></head><body></body></html>';

/** A built folder: index.html and a Vite manifest with the portal, its first panels and the shell. */
function builtFolder(): string {
  dir = mkdtempSync(join(tmpdir(), 'portal-pages-'));
  mkdirSync(join(dir, '.vite'));
  writeFileSync(join(dir, 'index.html'), SHELL);
  const [wallet, orders] = PORTAL_PAGES.map(({ panel }) => panelModule(panel));
  const manifest = {
    'index.html': { file: 'assets/index-1.js', imports: ['_vendor'] },
    _vendor: { file: 'assets/vendor-1.js' },
    [PORTAL]: { file: 'assets/PortalPage-1.js', imports: ['_vendor', '_portal'] },
    _portal: { file: 'assets/portal-1.js', css: ['assets/portal-1.css'] },
    [wallet as string]: { file: 'assets/WalletPanel-1.js', imports: ['_portal'] },
    [orders as string]: { file: 'assets/OrdersPanel-1.js', css: ['assets/OrdersPanel-1.css'] },
  };
  writeFileSync(join(dir, '.vite/manifest.json'), JSON.stringify(manifest));
  return dir;
}

/** Runs the plugin's hooks as the bundler would for a browser build writing to `outDir`. */
function runPlugin(outDir: string): void {
  const plugin = portalPages();
  callHook(plugin.configResolved, {}, { root: '/', build: { outDir } });
  callHook(plugin.writeBundle, {}, {}, {});
}

describe('the portal’s pages', () => {
  it('are the shell with the portal’s and their panel’s files preloaded, the shell’s own left out', () => {
    runPlugin(builtFolder());
    const head = (file: string) => readFileSync(join(dir, file), 'utf8').split('</head>')[0] ?? '';
    const [walletPage, ordersPage] = PORTAL_PAGES.map(({ file }) => head(file));
    const preload = (file: string) =>
      `<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/${file}">`;
    for (const page of [walletPage, ordersPage]) {
      expect(page).toContain(preload('PortalPage-1.js'));
      expect(page).toContain(preload('portal-1.js'));
      expect(page).toContain(
        '<link rel="preload" as="style" crossorigin href="/assets/portal-1.css">',
      );
      expect(page).not.toContain('vendor-1.js');
      expect(page).toContain('<script type="module" src="/assets/index-1.js"></script>');
    }
    expect(walletPage).toContain(preload('WalletPanel-1.js'));
    expect(walletPage).not.toContain('OrdersPanel-1');
    expect(ordersPage).toContain(preload('OrdersPanel-1.js'));
    expect(ordersPage).not.toContain('WalletPanel-1');
  });

  it('stop the build when the manifest has no chunk for the portal (merged into another chunk)', () => {
    const folder = builtFolder();
    const manifestFile = join(folder, '.vite/manifest.json');
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, unknown>;
    Reflect.deleteProperty(manifest, PORTAL);
    writeFileSync(manifestFile, JSON.stringify(manifest));
    expect(() => runPlugin(folder)).toThrow(`The Vite manifest has no chunk for ${PORTAL}`);
  });

  it('are not written by the prerender’s server build', () => {
    const plugin = portalPages();
    const apply = plugin.apply as (config: { build?: { ssr?: unknown } }) => boolean;
    expect(apply({ build: { ssr: 'src/prerender.tsx' } })).toBe(false);
    expect(apply({ build: {} })).toBe(true);
  });
});
