// npm run bench:bundle — gzip size of the JS and CSS each route loads first, checked against budgets.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { builtPage } from '../contract/pages';

export const KB = 1024;
export const BUDGET = {
  /** gzip JS the public screens (log in, sign up) may load first: the 150 KB. */
  publicJs: 150 * KB,
  /** gzip JS a panel may add over the portal. */
  panelJs: 40 * KB,
  /**
   * gzip JS a signed-in screen may add over the log-in budget: its own code, the session's, and
   * the portal's code that index.html preloads for every signed-in address.
   */
  signedInJs: 50 * KB,
};

export interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** The portal's screen and the application form's, as the route table (src/app/router.tsx) imports them. */
const PORTAL = 'src/app/PortalPage.tsx';
const APPLICATION_FORM = 'src/features/registration/VerifyPage.tsx';

/**
 * The addresses measured, the module each loads (as src/app/router.tsx imports it; the bench
 * stops when the build has no chunk for one) and its budget: the public screens 150 KB; the
 * signed-in screens 50 KB more, since they carry the session and index.html's preloads of the
 * portal's code.
 */
export const ROUTE_MODULES: readonly { route: string; module: string; budget: number }[] = [
  { route: '/log-in', module: 'src/features/auth/LogInPage.tsx', budget: BUDGET.publicJs },
  {
    route: '/create-account',
    module: 'src/features/auth/CreateAccountPage.tsx',
    budget: BUDGET.publicJs,
  },
  { route: '/verify', module: APPLICATION_FORM, budget: BUDGET.publicJs + BUDGET.signedInJs },
  {
    route: '/pending',
    module: 'src/features/registration/PendingPage.tsx',
    budget: BUDGET.publicJs + BUDGET.signedInJs,
  },
  { route: '/vet-profile', module: PORTAL, budget: BUDGET.publicJs + BUDGET.signedInJs },
];

/** Reads dist/.vite/manifest.json; throws a clear error when it is missing or not a manifest. */
export function readManifest(distDir: string): Manifest {
  const file = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(file)) {
    throw new Error(
      `No build manifest at ${file}. Build with \`npx vite build\` (vite.config.ts sets build.manifest: true).`,
    );
  }
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  return parseManifest(parsed, file);
}

export function parseManifest(parsed: unknown, where = 'manifest'): Manifest {
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Error(`${where} is not a Vite manifest (expected an object of chunks).`);
  }
  const manifest = parsed as Manifest;
  const entries = Object.values(manifest);
  if (entries.length === 0 || entries.some((chunk) => typeof chunk.file !== 'string')) {
    throw new Error(`${where} is not a Vite manifest (chunks without a "file").`);
  }
  return manifest;
}

/** The key of the app's entry chunk (index.html, which loads src/main.tsx). */
export function entryKey(manifest: Manifest): string {
  const keys = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const key =
    keys.find((k) => k === 'index.html') ?? keys.find((k) => k === 'src/main.tsx') ?? keys[0];
  if (!key) throw new Error('The manifest has no entry chunk.');
  return key;
}

export interface FileSet {
  js: Set<string>;
  css: Set<string>;
}

/** Everything the given chunks load before running: themselves, their static imports, their CSS. */
export function staticClosure(manifest: Manifest, keys: readonly string[]): FileSet {
  const js = new Set<string>();
  const css = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The manifest has no chunk "${key}".`);
    if (chunk.file.endsWith('.css')) css.add(chunk.file);
    else js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return { js, css };
}

/**
 * Chunks the given chunks import lazily (from their static closure), leaving out chunks in
 * `skip` (the entry, whose own lazy imports are the other routes).
 */
export function lazyChildren(
  manifest: Manifest,
  keys: readonly string[],
  skip: ReadonlySet<string> = new Set(),
): string[] {
  const children = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || skip.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    for (const imported of chunk.imports ?? []) visit(imported);
    for (const lazy of chunk.dynamicImports ?? []) children.add(lazy);
  };
  keys.forEach(visit);
  return [...children].filter((key) => !seen.has(key) && !skip.has(key));
}

/** The manifest keys in the static closure of the given chunks. */
export function closureKeys(manifest: Manifest, keys: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return seen;
}

/** The script, modulepreload and stylesheet URLs of dist/index.html, as dist-relative paths. */
export function htmlAssets(html: string): FileSet {
  const js = new Set<string>();
  const css = new Set<string>();
  const strip = (url: string) => url.replace(/^\//, '');
  for (const match of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)) {
    if (match[1]) js.add(strip(match[1]));
  }
  for (const match of html.matchAll(/<link\b[^>]*>/g)) {
    const tag = match[0];
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
    if (!href) continue;
    if (/\brel="modulepreload"/.test(tag)) js.add(strip(href));
    else if (/\brel="stylesheet"/.test(tag)) css.add(strip(href));
  }
  return { js, css };
}

/**
 * True when a built file is Leaflet itself: JS with Leaflet's internals (its attribution link to
 * leafletjs.com, the _leaflet_id stamp), or Leaflet's stylesheet (dozens of .leaflet-* classes).
 * A screen's own CSS that restyles one Leaflet class, or code naming one, is not Leaflet.
 */
export function looksLikeLeaflet(text: string, file: string): boolean {
  if (file.endsWith('.css')) {
    const classes = new Set(text.match(/\.leaflet-[a-z-]+/g) ?? []);
    return classes.size >= 10;
  }
  return /leafletjs\.com|_leaflet_id/.test(text);
}

export interface Row {
  label: string;
  /** Files loaded first (for a panel or the map picker: those added over its parent). */
  js: string[];
  css: string[];
  jsGzip: number;
  cssGzip: number;
  budget: number | null;
  /** Leaflet must not be in what this row loads. */
  leafletForbidden: boolean;
  leafletFiles: string[];
}

export interface Report {
  rows: Row[];
  failures: string[];
}

export interface BundleInput {
  manifest: Manifest;
  /** The page a route is first opened with: index.html, or its prerendered page. */
  html: (route: string) => string;
  panelKeys: readonly string[];
  /** Reads a built file (dist-relative path). */
  read: (file: string) => Buffer;
}

const sum = (values: Iterable<number>) => [...values].reduce((a, b) => a + b, 0);
const without = (set: Set<string>, loaded: Set<string>) => [...set].filter((f) => !loaded.has(f));
const union = (...sets: Set<string>[]) => new Set(sets.flatMap((set) => [...set]));

/** Computes every row and checks the budgets. Pure apart from `read`. */
export function analyse({ manifest, html, panelKeys, read }: BundleInput): Report {
  const gzipCache = new Map<string, number>();
  const gzip = (file: string) => {
    let size = gzipCache.get(file);
    if (size === undefined) {
      size = gzipSync(read(file), { level: 9 }).length;
      gzipCache.set(file, size);
    }
    return size;
  };
  const leafletCache = new Map<string, boolean>();
  const isLeaflet = (file: string) => {
    let found = leafletCache.get(file);
    if (found === undefined) {
      const chunkName = Object.values(manifest).find((c) => c.file === file)?.name ?? '';
      found = /leaflet/i.test(chunkName) || looksLikeLeaflet(read(file).toString('utf8'), file);
      leafletCache.set(file, found);
    }
    return found;
  };
  const rows: Row[] = [];
  const failures: string[] = [];
  const row = (label: string, files: FileSet, loaded: FileSet, budget: number | null) => {
    const js = without(files.js, loaded.js);
    const css = without(files.css, loaded.css);
    const r: Row = {
      label,
      js,
      css,
      jsGzip: sum(js.map(gzip)),
      cssGzip: sum(css.map(gzip)),
      budget,
      leafletForbidden: true,
      leafletFiles: [...js, ...css].filter(isLeaflet),
    };
    rows.push(r);
    return r;
  };
  const requireKey = (key: string, what: string) => {
    if (!manifest[key]) {
      throw new Error(
        `${what} "${key}" is not a chunk in the manifest (is it still lazy-loaded?).`,
      );
    }
  };

  const entry = entryKey(manifest);
  const entryFiles = staticClosure(manifest, [entry]);
  const firstFor = (route: string): FileSet => {
    const fromHtml = htmlAssets(html(route));
    return { js: union(entryFiles.js, fromHtml.js), css: union(entryFiles.css, fromHtml.css) };
  };
  const none: FileSet = { js: new Set(), css: new Set() };

  let portal: FileSet | null = null;
  let verify: FileSet | null = null;
  for (const { route, module, budget } of ROUTE_MODULES) {
    requireKey(module, `The module of ${route}`);
    const own = staticClosure(manifest, [module]);
    const first = firstFor(route);
    const files = { js: union(first.js, own.js), css: union(first.css, own.css) };
    row(route, files, none, budget);
    if (module === PORTAL) portal = files;
    if (module === APPLICATION_FORM) verify = files;
  }
  if (verify) {
    for (const lazy of lazyChildren(manifest, [APPLICATION_FORM], closureKeys(manifest, [entry]))) {
      const own = staticClosure(manifest, [lazy]);
      const files = { js: union(verify.js, own.js), css: union(verify.css, own.css) };
      const r = row(`  /verify then ${lazy.replace(/^src\//, '')} (lazy)`, files, verify, null);
      r.leafletForbidden = false;
    }
  }
  if (portal) {
    for (const key of panelKeys) {
      requireKey(key, 'The panel module');
      const own = staticClosure(manifest, [key]);
      const files = { js: union(portal.js, own.js), css: union(portal.css, own.css) };
      row(
        `  + panel ${key.replace(/^.*\//, '').replace(/\.tsx?$/, '')}`,
        files,
        portal,
        BUDGET.panelJs,
      );
    }
  }

  for (const r of rows) {
    if (r.budget !== null && r.jsGzip > r.budget) {
      failures.push(
        `${r.label.trim()}: ${kb(r.jsGzip)} of gzip JS is over the budget of ${kb(r.budget)}.`,
      );
    }
    if (r.leafletForbidden && r.leafletFiles.length > 0) {
      failures.push(
        `${r.label.trim()}: Leaflet is loaded before the map picker (${r.leafletFiles.join(', ')}).`,
      );
    }
  }
  return { rows, failures };
}

export const kb = (bytes: number): string => `${(bytes / KB).toFixed(1)} KB`;

export function formatReport(report: Report): string {
  const header = ['Route / panel', 'JS files', 'JS gzip', 'CSS gzip', 'JS budget', 'Leaflet', 'OK'];
  const lines = report.rows.map((r) => {
    const added = r.label.startsWith('  ');
    const jsOk = r.budget === null || r.jsGzip <= r.budget;
    const leafletOk = !r.leafletForbidden || r.leafletFiles.length === 0;
    return [
      r.label,
      `${added ? '+' : ''}${r.js.length}`,
      `${added ? '+' : ''}${kb(r.jsGzip)}`,
      `${added ? '+' : ''}${kb(r.cssGzip)}`,
      r.budget === null ? '-' : `${added ? '+' : ''}${kb(r.budget)}`,
      r.leafletFiles.length > 0 ? 'yes' : 'no',
      jsOk && leafletOk ? 'ok' : 'FAIL',
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] ?? '').length)));
  const fmt = (cells: string[]) =>
    cells
      .map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0)))
      .join('  ');
  return [fmt(header), ...lines.map(fmt)].join('\n');
}

function main(): number {
  const distDir = resolve(process.cwd(), 'dist');
  const manifest = readManifest(distDir);
  const report = analyse({
    manifest,
    html: (route) => readFileSync(join(distDir, builtPage(route) ?? 'index.html'), 'utf8'),
    // The portal's panels: what it loads lazily (src/app/panels.tsx), by the features' naming.
    panelKeys: lazyChildren(manifest, [PORTAL]).filter((key) => key.endsWith('Panel.tsx')),
    read: (file) => readFileSync(join(distDir, file)),
  });
  console.log('gzip -9 sizes of what each route loads first (KB = 1024 bytes); panels and');
  console.log('the lazy map picker show what they add over /vet-profile and /verify.\n');
  console.log(formatReport(report));
  const leafletAnywhere = report.rows.some((r) => r.leafletFiles.length > 0);
  if (!leafletAnywhere)
    console.log('\nLeaflet: not found in any chunk reachable from these routes.');
  if (process.argv.includes('--verbose')) {
    for (const r of report.rows)
      console.log(`\n${r.label.trim()}: ${[...r.js, ...r.css].join(', ')}`);
  }
  if (report.failures.length > 0) {
    console.error('\nChecks failed:');
    for (const failure of report.failures) console.error(`- ${failure}`);
    return 1;
  }
  console.log('\nAll bundle budgets met.');
  return 0;
}

async function run(): Promise<void> {
  try {
    const build = process.argv.includes('--build');
    if (build || !existsSync(resolve('dist', 'index.html'))) {
      // Imported only here, so the pure functions above load without the server and browser deps.
      const { ensureBuild } = await import('./bench-common');
      ensureBuild(true);
    }
    process.exitCode = main();
  } catch (error) {
    console.error(`bench:bundle failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) void run();
