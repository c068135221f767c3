// The bundle budget check: what each route loads first, the budgets, and where Leaflet may be.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  analyse,
  htmlAssets,
  KB,
  parseManifest,
  readManifest,
  ROUTE_MODULES,
  staticClosure,
  type Manifest,
} from '../../../scripts/bench-bundle';

/** The start of Leaflet's own stylesheet: many .leaflet-* classes. */
const LEAFLET_CSS = [
  'pane',
  'tile',
  'marker-icon',
  'marker-shadow',
  'tile-container',
  'zoom-box',
  'image-layer',
  'layer',
  'container',
  'control',
  'top',
  'bottom',
]
  .map((name) => `.leaflet-${name}{position:absolute}`)
  .join('');

/** Each route's module -> its built file. */
const ROUTES = Object.fromEntries(
  ROUTE_MODULES.map(({ module }) => [
    module,
    `assets/${module.replace(/^.*\//, '').replace(/\.tsx?$/, '')}.js`,
  ]),
);

/** A build like Vite's: an entry, the routes, a wallet panel and a lazy map picker. */
function buildFixture(
  over: {
    verifyImports?: string[];
    walletBytes?: number;
    vendorBytes?: number;
    signedInPreloads?: string[];
  } = {},
) {
  const manifest: Manifest = {
    'index.html': {
      file: 'assets/index.js',
      isEntry: true,
      src: 'index.html',
      imports: ['_vendor.js'],
      dynamicImports: Object.keys(ROUTES),
      css: ['assets/index.css'],
    },
    '_vendor.js': { file: 'assets/vendor.js', name: 'vendor' },
    '_leaflet.js': { file: 'assets/leaflet-src.js', name: 'leaflet-src' },
    'src/features/registration/MapPicker.tsx': {
      file: 'assets/MapPicker.js',
      isDynamicEntry: true,
      imports: ['_leaflet.js', 'index.html'],
      css: ['assets/MapPicker.css'],
    },
    'src/features/wallet/WalletPanel.tsx': {
      file: 'assets/WalletPanel.js',
      isDynamicEntry: true,
      imports: ['index.html'],
    },
  };
  for (const [src, file] of Object.entries(ROUTES)) {
    manifest[src] = { file, src, isDynamicEntry: true, imports: ['index.html'] };
  }
  const verify = manifest['src/features/registration/VerifyPage.tsx']!;
  verify.imports = ['index.html', ...(over.verifyImports ?? [])];
  verify.css = ['assets/VerifyPage.css'];
  verify.dynamicImports = ['src/features/registration/MapPicker.tsx'];
  manifest['src/app/PortalPage.tsx']!.dynamicImports = ['src/features/wallet/WalletPanel.tsx'];

  const contents: Record<string, Buffer> = {
    'assets/index.js': Buffer.from('console.log("app");'.repeat(50)),
    'assets/vendor.js': randomBytes(over.vendorBytes ?? 20 * KB),
    'assets/leaflet-src.js': Buffer.from(
      'var prefix="<a href=\\"https://leafletjs.com\\">Leaflet</a>";',
    ),
    'assets/WalletPanel.js': randomBytes(over.walletBytes ?? 2 * KB),
    'assets/index.css': Buffer.from('body{margin:0}'),
    'assets/MapPicker.css': Buffer.from(LEAFLET_CSS),
    'assets/VerifyPage.css': Buffer.from(
      '.leaflet-container .leaflet-control-attribution a{text-decoration:underline}',
    ),
  };
  const read = (file: string) => contents[file] ?? Buffer.from(`// ${file}`);
  const shell =
    '<script type="module" crossorigin src="/assets/index.js"></script>' +
    '<link rel="modulepreload" crossorigin href="/assets/vendor.js">' +
    '<link rel="stylesheet" crossorigin href="/assets/index.css">';
  // The signed-in routes' page may name more code; the prerendered Log In's does not.
  const more = (over.signedInPreloads ?? [])
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('');
  const html = (route: string) => (route === '/log-in' ? shell : shell + more);
  return { manifest, shell, html, panelKeys: ['src/features/wallet/WalletPanel.tsx'], read };
}

describe('bench:bundle', () => {
  it('counts the entry, its imports and the route module for each route', () => {
    const report = analyse(buildFixture());
    const login = report.rows.find((row) => row.label === '/log-in')!;
    expect(login.js.sort()).toEqual(['assets/LogInPage.js', 'assets/index.js', 'assets/vendor.js']);
    expect(login.css).toEqual(['assets/index.css']);
    expect(login.jsGzip).toBeGreaterThan(20 * KB);
    expect(report.failures).toEqual([]);
  });

  it('counts what each route’s own page names: index.html’s preloads not on Log In', () => {
    const report = analyse(buildFixture({ signedInPreloads: ['assets/WalletPanel.js'] }));
    const row = (label: string) => report.rows.find((r) => r.label === label)!;
    expect(row('/log-in').js).not.toContain('assets/WalletPanel.js');
    expect(row('/vet-profile').js).toContain('assets/WalletPanel.js');
    expect(report.rows.find((r) => r.label.includes('panel WalletPanel'))!.js).toEqual([]);
  });

  it('shows a panel and the map picker by what they add, Leaflet allowed only in the picker', () => {
    const report = analyse(buildFixture());
    const panel = report.rows.find((row) => row.label.includes('panel WalletPanel'))!;
    expect(panel.js).toEqual(['assets/WalletPanel.js']);
    const picker = report.rows.find((row) => row.label.includes('MapPicker'))!;
    expect(picker.js.sort()).toEqual(['assets/MapPicker.js', 'assets/leaflet-src.js']);
    expect(picker.leafletFiles.length).toBeGreaterThan(0);
    expect(report.failures).toEqual([]);
  });

  it('does not take a screen restyling one Leaflet class for Leaflet', () => {
    const report = analyse(buildFixture());
    const verify = report.rows.find((row) => row.label === '/verify')!;
    expect(verify.css).toContain('assets/VerifyPage.css');
    expect(verify.leafletFiles).toEqual([]);
  });

  it('fails when Leaflet is loaded by the application form itself', () => {
    const report = analyse(buildFixture({ verifyImports: ['_leaflet.js'] }));
    expect(report.failures).toEqual([
      expect.stringContaining('/verify: Leaflet is loaded before the map picker'),
    ]);
  });

  it('fails when a panel adds more than 40 KB of gzip JS', () => {
    const report = analyse(buildFixture({ walletBytes: 45 * KB }));
    expect(report.failures).toEqual([
      expect.stringMatching(/panel WalletPanel: .* over the budget of 40.0 KB/),
    ]);
  });

  it('holds the public screens to 150 KB and the signed-in screens to 200 KB', () => {
    const report = analyse(buildFixture({ vendorBytes: 160 * KB }));
    expect(report.failures).toEqual([
      expect.stringMatching(/^\/log-in: .* over the budget of 150.0 KB/),
      expect.stringMatching(/^\/create-account: .* over the budget of 150.0 KB/),
    ]);
    const verify = report.rows.find((row) => row.label === '/verify')!;
    expect(verify.budget).toBe(200 * KB);
  });

  it('fails when a route module is no longer a chunk of its own', () => {
    const fixture = buildFixture();
    delete fixture.manifest['src/features/auth/LogInPage.tsx'];
    expect(() => analyse(fixture)).toThrow(/LogInPage.tsx" is not a chunk/);
  });

  it('refuses a missing or malformed manifest', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bench-bundle-'));
    try {
      expect(() => readManifest(dir)).toThrow(/No build manifest/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    expect(() => parseManifest([])).toThrow(/not a Vite manifest/);
    expect(() => parseManifest({ a: { name: 'x' } })).toThrow(/not a Vite manifest/);
  });

  it('reads the scripts, preloads and styles of index.html', () => {
    const { shell } = buildFixture();
    const assets = htmlAssets(shell);
    expect([...assets.js]).toEqual(['assets/index.js', 'assets/vendor.js']);
    expect([...assets.css]).toEqual(['assets/index.css']);
  });

  it('measures every screen of the route table with an address of its own', () => {
    expect(ROUTE_MODULES.map(({ route, module }) => [route, module])).toEqual([
      ['/log-in', 'src/features/auth/LogInPage.tsx'],
      ['/create-account', 'src/features/auth/CreateAccountPage.tsx'],
      ['/verify', 'src/features/registration/VerifyPage.tsx'],
      ['/pending', 'src/features/registration/PendingPage.tsx'],
      ['/vet-profile', 'src/app/PortalPage.tsx'],
    ]);
  });

  it('follows static imports only, once each', () => {
    const { manifest } = buildFixture();
    const files = staticClosure(manifest, ['src/features/registration/VerifyPage.tsx']);
    expect([...files.js].sort()).toEqual([
      'assets/VerifyPage.js',
      'assets/index.js',
      'assets/vendor.js',
    ]);
  });
});
